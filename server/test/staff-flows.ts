import type { StaffRole } from '@/features/staff/types';
import { insertStaffMember } from '../db/queries/staff-members';
import { CEREMONY_COOKIE, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../staff/cookies';
import { inviteMember } from '../staff/invitations';
import { INJECT_ORIGIN, type TestApi } from './api';
import { TestAuthenticator } from './passkey-authenticator';

/** The value of a cookie an answer set (undefined when it set none of that name). */
export function setCookie(response: { cookies: { name: string; value: string }[] }, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/** The newest mail of `kind` to `email` in the outbox: its body. */
export async function lastMailTo(api: TestApi, email: string, kind: 'staff-code' | 'staff-invitation'): Promise<string> {
  const [mail] = await api.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipients = $1 AND kind = $2 ORDER BY id DESC LIMIT 1', [email, kind]);
  if (!mail) throw new Error(`no ${kind} mail to ${email}`);
  return mail.body;
}

export const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1];
export const invitationKeyIn = (body: string) => decodeURIComponent(/#key=(\S+)/.exec(body)![1]);

/** A member invited the way the command line does it (no one signed in). */
export async function invitedMember(api: TestApi, role: StaffRole, email: string, name = 'Invited Member') {
  return api.db.transaction(async (tx) => {
    const member = (await insertStaffMember(tx, { email, name, role }, api.now()))!;
    await inviteMember(tx, member, 'http://localhost:8080', api.now());
    return member;
  });
}

export const post = (api: TestApi, url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers: { origin: INJECT_ORIGIN, ...headers } });

/**
 * The whole enrolment as the workspace does it: accept the invitation, enter the mailed code, register a passkey with
 * the test authenticator. The signed-in session's headers and the authenticator, for later sign-ins.
 */
export async function enrolByInvitation(api: TestApi, email: string, role: StaffRole = 'leasing') {
  const member = await invitedMember(api, role, email);
  return { member, ...(await enrolByInvitationKey(api, email)) };
}

/** Enrols from the invitation last mailed to `email` (by the API or the command line). */
export async function enrolByInvitationKey(api: TestApi, email: string) {
  const key = invitationKeyIn(await lastMailTo(api, email, 'staff-invitation'));
  await post(api, '/api/staff/invitations/accept', { key });
  const verified = await post(api, '/api/staff/codes/verify', { email, code: codeIn(await lastMailTo(api, email, 'staff-code')) });
  const authenticator = new TestAuthenticator(INJECT_ORIGIN);
  const registered = await post(api, '/api/staff/passkeys/register', { response: authenticator.register(verified.json()), name: 'Laptop' }, { cookie: `${CEREMONY_COOKIE}=${setCookie(verified, CEREMONY_COOKIE)}` });
  if (registered.statusCode !== 201) throw new Error(`registration answered ${registered.statusCode}: ${registered.body}`);
  return { authenticator, headers: headersOf(registered) };
}

/** Signs in with a passkey: options, then the authenticator's answer. */
export async function signInWithPasskey(api: TestApi, authenticator: TestAuthenticator, cookie = '') {
  const options = await post(api, '/api/staff/sign-in/options', undefined, cookie ? { cookie } : {});
  const ceremony = `${CEREMONY_COOKIE}=${setCookie(options, CEREMONY_COOKIE)}`;
  return post(api, '/api/staff/sign-in', { response: authenticator.signIn(options.json()) }, { cookie: cookie ? `${cookie}; ${ceremony}` : ceremony });
}

/** The headers a browser sends after an answer that signed it in. */
export function headersOf(signedIn: { cookies: { name: string; value: string }[] }): Record<string, string> {
  const session = setCookie(signedIn, SESSION_COOKIE)!;
  const token = setCookie(signedIn, XSRF_COOKIE)!;
  return { cookie: `${SESSION_COOKIE}=${session}; ${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token, origin: INJECT_ORIGIN };
}

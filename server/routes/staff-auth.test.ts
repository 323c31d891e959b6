import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMe, StaffPasskey } from '@/features/staff/types';
import { startTestApi, type TestApi } from '../test/api';
import { TestAuthenticator } from '../test/passkey-authenticator';
import { CEREMONY_COOKIE } from '../staff/cookies';
import { enrolByInvitation, headersOf, lastMailTo, post, setCookie, signInWithPasskey } from '../test/staff-flows';
import { INJECT_ORIGIN } from '../test/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ content: 'empty' });
});
afterAll(() => api.close());

const actions = async (target: string) => (await api.db.query<{ action: string }>('SELECT action FROM audit_log WHERE target = $1 ORDER BY id', [target])).map((row) => row.action);

describe('issue 22 sign-in: invitation, code, passkey', () => {
  it('issue 22 sign-in: an invited member enrols a passkey from the mailed code and is signed in, which counts as the passkey\'s first use', async () => {
    const { member, headers } = await enrolByInvitation(api, 'robin@office.test');
    const me = await api.app.inject({ url: '/api/staff/me', headers });
    expect(me.json<StaffMe>()).toMatchObject({ id: member.id, email: 'robin@office.test', role: 'leasing' });
    const passkeys = (await api.app.inject({ url: '/api/staff/passkeys', headers })).json<StaffPasskey[]>();
    expect(passkeys.map((passkey) => passkey.name)).toEqual(['Laptop']);
    expect(passkeys[0].lastUsedAt).toBe(passkeys[0].createdAt);
    expect(await actions(`member ${member.id}`)).toEqual(['invitation-accepted', 'code-accepted', 'passkey-added', 'sign-in']);
  });

  it('issue 22 sign-in: the invitation mail goes to the invited address only, with the key in the link\'s fragment', async () => {
    await enrolByInvitation(api, 'kim@office.test');
    const [mail] = await api.db.query<{ recipients: string; body: string }>("SELECT recipients, body FROM outbox WHERE kind = 'staff-invitation' AND recipients = 'kim@office.test'");
    expect(mail.recipients).toBe('kim@office.test');
    expect(mail.body).toMatch(/http:\/\/localhost:8080\/staff\/invitation#key=[\w-]{40,}/);
  });

  it('issue 22 sign-in: a registered passkey signs in again (counter and last use recorded), a stranger\'s passkey is a 401', async () => {
    const { authenticator, headers } = await enrolByInvitation(api, 'lee@office.test');
    const again = await signInWithPasskey(api, authenticator);
    expect(again.statusCode).toBe(200);
    expect(again.json<StaffMe>().email).toBe('lee@office.test');
    const passkeys = (await api.app.inject({ url: '/api/staff/passkeys', headers: headersOf(again) })).json<StaffPasskey[]>();
    expect(passkeys[0].lastUsedAt).not.toBeNull();
    expect(headersOf(again).cookie).not.toBe(headers.cookie);

    const stranger = await signInWithPasskey(api, new TestAuthenticator(INJECT_ORIGIN));
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().message).toMatch(/not known here/);
  });

  it('issue 22 sign-in: a passkey made for another site\'s origin is refused', async () => {
    const { authenticator } = await enrolByInvitation(api, 'sam@office.test');
    const phishing = new TestAuthenticator('https://evil.example');
    Object.assign(phishing, { credentialId: authenticator.credentialId });
    const options = await post(api, '/api/staff/sign-in/options', undefined);
    const forged = await post(api, '/api/staff/sign-in', { response: phishing.signIn(options.json()) }, { cookie: `${CEREMONY_COOKIE}=${setCookie(options, CEREMONY_COOKIE)}` });
    expect(forged.statusCode).toBe(401);
  });

  it('issue 22 sign-in: a member adds a second passkey, renames it, and cannot remove the last one', async () => {
    const { headers } = await enrolByInvitation(api, 'ari@office.test');
    const options = await post(api, '/api/staff/passkeys/options', undefined, headers);
    expect(options.statusCode).toBe(200);
    const phone = new TestAuthenticator(INJECT_ORIGIN);
    const added = await post(api, '/api/staff/passkeys/register', { response: phone.register(options.json()), name: 'Phone' }, { ...headers, cookie: `${headers.cookie}; ${CEREMONY_COOKIE}=${setCookie(options, CEREMONY_COOKIE)}` });
    expect(added.statusCode).toBe(201);
    const signedIn = headersOf(added);
    const list = async () => (await api.app.inject({ url: '/api/staff/passkeys', headers: signedIn })).json<StaffPasskey[]>();
    const [laptop, phonePasskey] = await list();
    expect(phonePasskey.name).toBe('Phone');
    expect(phonePasskey.lastUsedAt).toBe(phonePasskey.createdAt);
    expect((await api.app.inject({ method: 'PATCH', url: `/api/staff/passkeys/${phonePasskey.id}`, payload: { name: 'Work phone' }, headers: signedIn })).statusCode).toBe(204);
    expect((await list()).map((passkey) => passkey.name)).toEqual(['Laptop', 'Work phone']);
    expect((await api.app.inject({ method: 'DELETE', url: `/api/staff/passkeys/${laptop.id}`, headers: signedIn })).statusCode).toBe(204);
    const last = await api.app.inject({ method: 'DELETE', url: `/api/staff/passkeys/${phonePasskey.id}`, headers: signedIn });
    expect(last.statusCode).toBe(409);
    expect((await list()).map((passkey) => passkey.name)).toEqual(['Work phone']);
    expect((await signInWithPasskey(api, phone)).statusCode).toBe(200);
  });

  it('issue 22 sign-in: a known member asks for a code and gets it by mail; sign-out ends the session', async () => {
    const { headers } = await enrolByInvitation(api, 'dana@office.test');
    const asked = await post(api, '/api/staff/codes', { email: 'Dana@Office.test' });
    expect(asked.statusCode).toBe(202);
    expect(await lastMailTo(api, 'dana@office.test', 'staff-code')).toMatch(/\d{6}/);
    expect((await post(api, '/api/staff/sign-out', undefined, headers)).statusCode).toBe(204);
    expect((await api.app.inject({ url: '/api/staff/me', headers })).statusCode).toBe(401);
  });
});

import type { StaffRole } from '@/features/staff/types';
import type { MemberRow } from '../db/queries/staff-members';
import { insertStaffMember } from '../db/queries/staff-members';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../staff/cookies';
import { startSession } from '../staff/sessions';
import { INJECT_ORIGIN, type TestApi } from './api';

export interface SignedInTestStaff {
  member: MemberRow;
  /** The session's id and XSRF token as the browser holds them. */
  session: { id: string; csrfToken: string };
  /** Cookie, X-XSRF-TOKEN and Origin: `api.app.inject({ headers })` requests as this member, from the site. */
  headers: Record<string, string>;
}

let members = 0;

/** A new member of `role` with a session started at the app's `now`, as if signed in with a passkey. */
export async function signedInStaff(api: TestApi, role: StaffRole, name = `Test ${role} ${++members}`): Promise<SignedInTestStaff> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${members}@office.test`;
  const member = await insertStaffMember(api.db, { email, name, role }, api.now());
  if (!member) throw new Error(`${email} is already a member`);
  const session = await startSession(api.db, member.id, api.now());
  return { member, session, headers: sessionHeaders(session) };
}

/** The headers of a browser holding this session's cookies, on the site's page. */
export function sessionHeaders(session: { id: string; csrfToken: string }): Record<string, string> {
  return { cookie: `${SESSION_COOKIE}=${session.id}; ${XSRF_COOKIE}=${session.csrfToken}`, [XSRF_HEADER]: session.csrfToken, origin: INJECT_ORIGIN };
}

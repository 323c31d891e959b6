import type { Queryable } from '../db/database';
import { endMemberSessionRows, endSessionRow, insertSession, touchLiveSession, type LiveSession } from '../db/queries/staff-sessions';
import { newToken, tokenHash } from './tokens';

/** A session ends after 30 minutes without a request, and 12 hours after sign-in at the latest. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 12 * 60 * 60_000;
/**
 * A session's last use is written at most once a minute (decision 028): a request within a minute of the mark only
 * reads. The idle rule is then counted from the mark, so a session ends 29 to 30 minutes after its last request,
 * never later than 30.
 */
export const SESSION_MARK_MS = 60_000;

/** What the browser gets at sign-in: the session id (HttpOnly cookie) and its XSRF token (readable cookie). */
export interface NewSession {
  id: string;
  csrfToken: string;
  idleUntil: Date;
  endsAt: Date;
}

/** Starts a session with a new random id (a new one at every sign-in: a session id is never carried across it). */
export async function startSession(q: Queryable, memberId: number, now: Date): Promise<NewSession> {
  const session = { id: newToken(), csrfToken: newToken(), idleUntil: new Date(now.getTime() + SESSION_IDLE_MS), endsAt: new Date(now.getTime() + SESSION_MAX_MS) };
  await insertSession(q, { idHash: tokenHash(session.id), csrfHash: tokenHash(session.csrfToken), memberId, now, endsAt: session.endsAt });
  return session;
}

/**
 * The live session of this cookie value (marked as used now when its mark is a minute old), or undefined when it is
 * unknown, ended or expired.
 */
export function liveSession(q: Queryable, id: string, now: Date): Promise<LiveSession | undefined> {
  return touchLiveSession(q, tokenHash(id), now, new Date(now.getTime() - SESSION_IDLE_MS), new Date(now.getTime() - SESSION_MARK_MS));
}

/** When a session ends unless used again: 30 minutes after its last mark, or at its end. */
export function idleUntil(session: Pick<LiveSession, 'lastSeenAt' | 'endsAt'>): Date {
  return new Date(Math.min(Date.parse(session.lastSeenAt) + SESSION_IDLE_MS, Date.parse(session.endsAt)));
}

/** Ends a session by its stored hash (`SignedInStaff.sessionId`). */
export function endSession(q: Queryable, sessionId: string, now: Date): Promise<boolean> {
  return endSessionRow(q, sessionId, now);
}

/** Ends every session of a member: sign out everywhere, a disabled account. */
export function endMemberSessions(q: Queryable, memberId: number, now: Date): Promise<number> {
  return endMemberSessionRows(q, memberId, now);
}

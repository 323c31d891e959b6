import type { Queryable } from '../database';
import type { StaffRole } from '@/features/staff/types';

/** A live session with its member, as the guard needs it. */
export interface LiveSession {
  idHash: string;
  csrfHash: string;
  memberId: number;
  email: string;
  name: string;
  role: StaffRole;
  lastSeenAt: string;
  endsAt: string;
}

export interface SessionStart {
  idHash: string;
  csrfHash: string;
  memberId: number;
  now: Date;
  endsAt: Date;
}

export async function insertSession(q: Queryable, start: SessionStart): Promise<void> {
  await q.query('INSERT INTO staff_sessions (id_hash, csrf_hash, member_id, created_at, last_seen_at, ends_at) VALUES ($1, $2, $3, $4, $4, $5)', [
    start.idHash,
    start.csrfHash,
    start.memberId,
    start.now,
    start.endsAt,
  ]);
}

/**
 * The session, if it is live at `now` (not ended, used since `idleCutoff`, before its end, its member not disabled),
 * marked as used now: one statement, so a session that expired or whose member was disabled is never revived.
 */
export async function touchLiveSession(q: Queryable, idHash: string, now: Date, idleCutoff: Date): Promise<LiveSession | undefined> {
  const [row] = await q.query<LiveSession>(
    `UPDATE staff_sessions s SET last_seen_at = $2
     FROM staff_members m
     WHERE s.id_hash = $1 AND s.ended_at IS NULL AND s.last_seen_at > $3 AND s.ends_at > $2
       AND m.id = s.member_id AND m.disabled_at IS NULL
     RETURNING s.id_hash AS "idHash", s.csrf_hash AS "csrfHash", m.id AS "memberId", m.email, m.name, m.role,
       s.last_seen_at AS "lastSeenAt", s.ends_at AS "endsAt"`,
    [idHash, now, idleCutoff],
  );
  return row;
}

/** Ends one session; answers whether it was still open. */
export async function endSessionRow(q: Queryable, idHash: string, now: Date): Promise<boolean> {
  return (await q.query('UPDATE staff_sessions SET ended_at = $2 WHERE id_hash = $1 AND ended_at IS NULL RETURNING 1', [idHash, now])).length === 1;
}

/** Ends every open session of a member; answers how many. */
export async function endMemberSessionRows(q: Queryable, memberId: number, now: Date): Promise<number> {
  return (await q.query('UPDATE staff_sessions SET ended_at = $2 WHERE member_id = $1 AND ended_at IS NULL RETURNING 1', [memberId, now])).length;
}

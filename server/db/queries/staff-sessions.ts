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
 * The session, if it is live at `now` (not ended, used since `idleCutoff`, before its end, its member not disabled).
 * It is marked as used now only when its mark is older than `markBefore`: most requests then only read, and a session
 * busy with many requests a second is written once a minute, not at each. The mark is a conditional UPDATE with the
 * same conditions, so a session that expired, ended or whose member was disabled is never revived; a session due for
 * a mark passes only if the mark was made.
 */
export async function touchLiveSession(q: Queryable, idHash: string, now: Date, idleCutoff: Date, markBefore: Date): Promise<LiveSession | undefined> {
  const [row] = await q.query<LiveSession>(
    `WITH live AS (
       SELECT s.id_hash, s.csrf_hash, m.id AS member_id, m.email, m.name, m.role, s.last_seen_at, s.ends_at
       FROM staff_sessions s JOIN staff_members m ON m.id = s.member_id
       WHERE s.id_hash = $1 AND s.ended_at IS NULL AND s.last_seen_at > $3 AND s.ends_at > $2 AND m.disabled_at IS NULL
     ), marked AS (
       UPDATE staff_sessions s SET last_seen_at = $2
       FROM live
       WHERE live.last_seen_at <= $4 AND s.id_hash = live.id_hash AND s.ended_at IS NULL AND s.last_seen_at > $3 AND s.ends_at > $2
       RETURNING s.last_seen_at
     )
     SELECT live.id_hash AS "idHash", live.csrf_hash AS "csrfHash", live.member_id AS "memberId", live.email, live.name, live.role,
       coalesce((SELECT last_seen_at FROM marked), live.last_seen_at) AS "lastSeenAt", live.ends_at AS "endsAt"
     FROM live
     WHERE live.last_seen_at > $4 OR EXISTS (SELECT 1 FROM marked)`,
    [idHash, now, idleCutoff, markBefore],
    // Run before every staff request: planning it cost more than running it.
    { prepared: true },
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

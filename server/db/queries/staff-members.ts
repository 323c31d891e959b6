import type { StaffMember, StaffRole } from '@/features/staff/types';
import type { Queryable } from '../database';

export interface MemberRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabledAt: string | null;
}

const MEMBER_COLUMNS = 'id, email, name, role, disabled_at AS "disabledAt"';

/** Adds a member; undefined when the address is already a member's (the unique index on lower(email) decides). */
export async function insertStaffMember(q: Queryable, member: { email: string; name: string; role: StaffRole }, now: Date): Promise<MemberRow | undefined> {
  const [row] = await q.query<MemberRow>(
    `INSERT INTO staff_members (email, name, role, created_at) VALUES (lower($1), $2, $3, $4)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING ${MEMBER_COLUMNS}`,
    [member.email, member.name, member.role, now],
  );
  return row;
}

export async function memberById(q: Queryable, id: number): Promise<MemberRow | undefined> {
  const [row] = await q.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM staff_members WHERE id = $1`, [id]);
  return row;
}

/** The member of an address (any case). */
export async function memberByEmail(q: Queryable, email: string): Promise<MemberRow | undefined> {
  const [row] = await q.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM staff_members WHERE lower(email) = lower($1)`, [email]);
  return row;
}

export async function listStaffMembers(q: Queryable): Promise<StaffMember[]> {
  return q.query<StaffMember>(
    `SELECT m.id, m.email, m.name, m.role, m.disabled_at AS "disabledAt", m.created_at AS "createdAt",
       (SELECT count(*) FROM staff_passkeys p WHERE p.member_id = m.id) AS passkeys, m.last_sign_in_at AS "lastSignInAt"
     FROM staff_members m ORDER BY lower(m.name), m.id`,
  );
}

/**
 * Waits for any other change of a member's role or account (each takes this lock first) and holds them off until the
 * transaction ends, so the count of active admins a change checks stays true until it commits: two admins demoting or
 * disabling each other at once cannot both succeed. One transaction-long advisory lock, not the admins' rows: a row
 * lock taken under READ COMMITTED stays held on a row that no longer matches (an admin just demoted), and two changes
 * then wait for each other in a circle. Keyed by the table's oid, in the two-key space no other lock of ours uses.
 */
async function lockMemberChanges(q: Queryable): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock('staff_members'::regclass::oid::integer, 0)`);
}

/** True for the row `m` unless it is the only active admin: what keeps the office with an admin who can sign in. */
const NOT_THE_LAST_ADMIN = `(m.role <> 'admin' OR m.disabled_at IS NOT NULL
  OR EXISTS (SELECT 1 FROM staff_members other WHERE other.role = 'admin' AND other.disabled_at IS NULL AND other.id <> m.id))`;

/** Why a change of a member was not made. */
export type MemberRefusal = 'missing' | 'last-admin';

/**
 * Changes a role; answers the role before, 'missing' when there is no such member, or 'last-admin' when it would
 * take away the only active admin. Run in a transaction: the check holds until it commits (lockMemberChanges).
 */
export async function setMemberRole(q: Queryable, id: number, role: StaffRole): Promise<{ before: StaffRole } | MemberRefusal> {
  await lockMemberChanges(q);
  const [row] = await q.query<{ before: StaffRole }>(
    `UPDATE staff_members m SET role = $2 FROM (SELECT id, role AS before FROM staff_members WHERE id = $1) old
     WHERE m.id = old.id AND ($2 = 'admin' OR ${NOT_THE_LAST_ADMIN}) RETURNING old.before`,
    [id, role],
  );
  return row ?? refusalFor(q, id);
}

/**
 * Disables a member; answers 'missing' when there is no such member, 'last-admin' when it is the only active admin.
 * Run in a transaction, as setMemberRole.
 */
export async function disableMember(q: Queryable, id: number, now: Date): Promise<'disabled' | MemberRefusal> {
  await lockMemberChanges(q);
  const changed = await q.query(`UPDATE staff_members m SET disabled_at = $2 WHERE m.id = $1 AND ${NOT_THE_LAST_ADMIN} RETURNING 1`, [id, now]);
  return changed.length === 1 ? 'disabled' : refusalFor(q, id);
}

/** Enables a member; answers whether the member exists. Locks as the other changes do, so they never deadlock. */
export async function enableMember(q: Queryable, id: number): Promise<boolean> {
  await lockMemberChanges(q);
  return (await q.query('UPDATE staff_members SET disabled_at = NULL WHERE id = $1 RETURNING 1', [id])).length === 1;
}

async function refusalFor(q: Queryable, id: number): Promise<MemberRefusal> {
  return (await memberById(q, id)) ? 'last-admin' : 'missing';
}

export async function markSignedIn(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('UPDATE staff_members SET last_sign_in_at = $2 WHERE id = $1', [id, now]);
}

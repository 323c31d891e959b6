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

/** Changes a role; answers the role before, or undefined when there is no such member. */
export async function setMemberRole(q: Queryable, id: number, role: StaffRole): Promise<StaffRole | undefined> {
  const [row] = await q.query<{ before: StaffRole }>(
    `UPDATE staff_members m SET role = $2 FROM (SELECT id, role AS before FROM staff_members WHERE id = $1 FOR UPDATE) old
     WHERE m.id = old.id RETURNING old.before`,
    [id, role],
  );
  return row?.before;
}

/** Disables (a date) or enables (null) a member; answers whether the member exists. */
export async function setMemberDisabled(q: Queryable, id: number, disabledAt: Date | null): Promise<boolean> {
  return (await q.query('UPDATE staff_members SET disabled_at = $2 WHERE id = $1 RETURNING 1', [id, disabledAt])).length === 1;
}

export async function markSignedIn(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('UPDATE staff_members SET last_sign_in_at = $2 WHERE id = $1', [id, now]);
}

import type { StaffPasskey } from '@/features/staff/types';
import type { Queryable } from '../database';

// Invitations ------------------------------------------------------------------------------------------------------

/** Ends the member's open invitations (a new one replaces them) and stores the new one's key hash. */
export async function replaceInvitation(q: Queryable, invitation: { memberId: number; keyHash: string; now: Date; expiresAt: Date }): Promise<void> {
  await q.query('UPDATE staff_invitations SET ended_at = $2 WHERE member_id = $1 AND ended_at IS NULL', [invitation.memberId, invitation.now]);
  await q.query('INSERT INTO staff_invitations (member_id, key_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    invitation.memberId,
    invitation.keyHash,
    invitation.now,
    invitation.expiresAt,
  ]);
}

/** Spends an open, unexpired invitation in one conditional statement (so it is spent once); its member, if it was. */
export async function spendInvitation(q: Queryable, keyHash: string, now: Date): Promise<number | undefined> {
  const [row] = await q.query<{ memberId: number }>(
    `UPDATE staff_invitations SET ended_at = $2 WHERE key_hash = $1 AND ended_at IS NULL AND expires_at > $2 RETURNING member_id AS "memberId"`,
    [keyHash, now],
  );
  return row?.memberId;
}

// Codes ------------------------------------------------------------------------------------------------------------

/** Stores the member's new code, replacing any earlier one (its tries start again at none). */
export async function replaceCode(q: Queryable, code: { memberId: number; codeHash: string; now: Date; expiresAt: Date }): Promise<void> {
  await q.query(
    `INSERT INTO staff_codes (member_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) DO UPDATE SET code_hash = $2, created_at = $3, expires_at = $4, wrong_tries = 0, used_at = NULL`,
    [code.memberId, code.codeHash, code.now, code.expiresAt],
  );
}

/**
 * Spends the member's code if it is `codeHash`, unused, unexpired and has tries left: one conditional statement, so
 * of many requests with the right code at once exactly one gets true.
 */
export async function spendCode(q: Queryable, memberId: number, codeHash: string, now: Date, maxTries: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE staff_codes SET used_at = $3 WHERE member_id = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > $3 AND wrong_tries < $4 RETURNING 1`,
    [memberId, codeHash, now, maxTries],
  );
  return rows.length === 1;
}

/** Counts a wrong try against a live code; answers the tries left, or undefined when there is no live code. */
export async function countWrongTry(q: Queryable, memberId: number, now: Date, maxTries: number): Promise<number | undefined> {
  const [row] = await q.query<{ wrongTries: number }>(
    `UPDATE staff_codes SET wrong_tries = wrong_tries + 1 WHERE member_id = $1 AND used_at IS NULL AND expires_at > $2 AND wrong_tries < $3
     RETURNING wrong_tries AS "wrongTries"`,
    [memberId, now, maxTries],
  );
  return row && maxTries - row.wrongTries;
}

// Ceremonies -------------------------------------------------------------------------------------------------------

export interface Ceremony {
  kind: 'register' | 'sign-in';
  memberId: number | null;
  challenge: string;
}

export async function insertCeremony(q: Queryable, ceremony: Ceremony & { idHash: string; now: Date; expiresAt: Date }): Promise<void> {
  // Ended ceremonies are swept as new ones start, so the table holds only the last few minutes'.
  await q.query('DELETE FROM staff_ceremonies WHERE expires_at <= $1', [ceremony.now]);
  await q.query('INSERT INTO staff_ceremonies (id_hash, kind, member_id, challenge, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    ceremony.idHash,
    ceremony.kind,
    ceremony.memberId,
    ceremony.challenge,
    ceremony.now,
    ceremony.expiresAt,
  ]);
}

/** Takes (deletes and answers) a live ceremony of `kind`: single use, whatever its outcome. */
export async function takeCeremony(q: Queryable, idHash: string, kind: Ceremony['kind'], now: Date): Promise<Ceremony | undefined> {
  const [row] = await q.query<Ceremony & { expiresAt: string }>(
    `DELETE FROM staff_ceremonies WHERE id_hash = $1 AND kind = $2 RETURNING kind, member_id AS "memberId", challenge, expires_at AS "expiresAt"`,
    [idHash, kind],
  );
  return row && Date.parse(row.expiresAt) > now.getTime() ? { kind: row.kind, memberId: row.memberId, challenge: row.challenge } : undefined;
}

// Passkeys ---------------------------------------------------------------------------------------------------------

export interface StoredPasskey {
  id: number;
  memberId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** A new passkey, used at once: registering it signs the member in. */
export async function insertPasskey(q: Queryable, passkey: Omit<StoredPasskey, 'id'> & { name: string; now: Date }): Promise<number> {
  const [{ id }] = await q.query<{ id: number }>(
    `INSERT INTO staff_passkeys (member_id, credential_id, public_key, counter, transports, name, created_at, last_used_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [passkey.memberId, passkey.credentialId, passkey.publicKey, passkey.counter, JSON.stringify(passkey.transports), passkey.name, passkey.now],
  );
  return id;
}

export async function passkeyByCredential(q: Queryable, credentialId: string): Promise<StoredPasskey | undefined> {
  const [row] = await q.query<StoredPasskey>(
    `SELECT id, member_id AS "memberId", credential_id AS "credentialId", public_key AS "publicKey", counter, transports FROM staff_passkeys WHERE credential_id = $1`,
    [credentialId],
  );
  return row;
}

export async function memberCredentialIds(q: Queryable, memberId: number): Promise<{ id: string; transports: string[] }[]> {
  return q.query('SELECT credential_id AS id, transports FROM staff_passkeys WHERE member_id = $1', [memberId]);
}

/**
 * Records a sign-in with a passkey: its new counter and time of use, only if the counter it was read with is still
 * the stored one (a second use of one signature at once finds it moved on and fails).
 */
export async function recordPasskeyUse(q: Queryable, id: number, seenCounter: number, newCounter: number, now: Date): Promise<boolean> {
  const rows = await q.query('UPDATE staff_passkeys SET counter = $3, last_used_at = $4 WHERE id = $1 AND counter = $2 RETURNING 1', [id, seenCounter, newCounter, now]);
  return rows.length === 1;
}

export async function memberPasskeys(q: Queryable, memberId: number): Promise<StaffPasskey[]> {
  return q.query('SELECT id, name, created_at AS "createdAt", last_used_at AS "lastUsedAt" FROM staff_passkeys WHERE member_id = $1 ORDER BY created_at, id', [memberId]);
}

/** Renames one of the member's passkeys; answers the old name, or undefined when the member has no such passkey. */
export async function renamePasskey(q: Queryable, memberId: number, id: number, name: string): Promise<string | undefined> {
  const [row] = await q.query<{ before: string }>(
    `UPDATE staff_passkeys p SET name = $3 FROM (SELECT id, name AS before FROM staff_passkeys WHERE id = $2 AND member_id = $1 FOR UPDATE) old
     WHERE p.id = old.id RETURNING old.before`,
    [memberId, id, name],
  );
  return row?.before;
}

/**
 * Removes one of the member's passkeys unless it is their last: the member's row is locked first, so two removals at
 * once cannot each see another passkey left. 'missing', 'last' or the removed passkey's name.
 */
export async function removePasskey(q: Queryable, memberId: number, id: number): Promise<{ removed: string } | 'missing' | 'last'> {
  await q.query('SELECT 1 FROM staff_members WHERE id = $1 FOR UPDATE', [memberId]);
  const [row] = await q.query<{ name: string; total: number }>(
    'SELECT name, (SELECT count(*) FROM staff_passkeys WHERE member_id = $1) AS total FROM staff_passkeys WHERE id = $2 AND member_id = $1',
    [memberId, id],
  );
  if (!row) return 'missing';
  if (row.total <= 1) return 'last';
  await q.query('DELETE FROM staff_passkeys WHERE id = $1', [id]);
  return { removed: row.name };
}

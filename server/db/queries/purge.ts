import type { Queryable } from '../database';
import { NEWER_UNSUBSCRIBE_KEY_EXISTS } from './saved-searches';

/**
 * The records that may go once ended, one table each: its key and its condition. The staff's sign-in records
 * (server/jobs/staff-retention.ts, issue 22) and the alerts' sign-ups never confirmed, expired manage keys and
 * unsubscribe keys past their window (issue 25).
 */
const PURGEABLE = {
  sessions: { table: 'staff_sessions', key: 'id_hash', ended: 'ends_at < $1' },
  invitations: { table: 'staff_invitations', key: 'id', ended: 'expires_at < $1' },
  codes: { table: 'staff_codes', key: 'member_id', ended: 'expires_at < $1' },
  ceremonies: { table: 'staff_ceremonies', key: 'id_hash', ended: 'expires_at < $1' },
  unconfirmedAlerts: { table: 'saved_searches', key: 'id', ended: 'confirmed_at IS NULL AND created_at < $1' },
  alertManageKeys: { table: 'alert_manage_keys', key: 'key_hash', ended: 'expires_at < $1' },
  // A key minted before the cutoff, unless it is its alert's newest (features/alerts/unsubscribeWindow.ts).
  alertUnsubscribeKeys: { table: 'alert_unsubscribe_keys', key: 'key_hash', ended: `created_at < $1 AND ${NEWER_UNSUBSCRIBE_KEY_EXISTS}` },
} as const;

export type PurgeableRecords = keyof typeof PURGEABLE;
export type StaffSignInRecords = Exclude<PurgeableRecords, 'unconfirmedAlerts' | 'alertManageKeys' | 'alertUnsubscribeKeys'>;

/**
 * Deletes up to `limit` records of `records` that ended before `before`; answers how many. Rows another process is
 * deleting (or a request is using) are skipped, not waited for: several processes purging at once each delete
 * different rows, so every row is deleted, and counted, once.
 */
export async function deleteEndedRecords(q: Queryable, records: PurgeableRecords, before: Date, limit: number): Promise<number> {
  const { table, key, ended } = PURGEABLE[records];
  const rows = await q.query(
    `DELETE FROM ${table} WHERE ${key} IN (SELECT ${key} FROM ${table} WHERE ${ended} LIMIT $2 FOR UPDATE SKIP LOCKED) RETURNING 1`,
    [before, limit],
  );
  return rows.length;
}

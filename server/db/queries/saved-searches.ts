import type { AlertChange, AlertFrequency } from '@/features/alerts/types';
import type { SavedSearch } from '@/features/alerts/savedSearch';
import type { Queryable } from '../database';

export interface NewSavedSearch {
  email: string;
  mailbox: string;
  search: SavedSearch;
  frequency: AlertFrequency;
  createdAt: Date;
  confirmKeyHash: string;
  confirmExpiresAt: Date;
}

export interface StoredAlert {
  id: number;
  email: string;
  search: SavedSearch;
  frequency: AlertFrequency;
  confirmedAt: Date | null;
  paused: boolean;
  createdAt: Date;
  communityName: string | null;
}

const ALERT_COLUMNS = `s.id, s.email, s.filters AS search, s.frequency, s.confirmed_at AS "confirmedAt", s.paused, s.created_at AS "createdAt",
  (SELECT p.name FROM properties p WHERE p.id = (s.filters->>'propertyId')::integer) AS "communityName"`;

export async function insertSavedSearch(q: Queryable, search: NewSavedSearch): Promise<number> {
  const [{ id }] = await q.query<{ id: number }>(
    `INSERT INTO saved_searches (email, mailbox, filters, frequency, created_at, confirm_key_hash, confirm_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [search.email, search.mailbox, JSON.stringify(search.search), search.frequency, search.createdAt, search.confirmKeyHash, search.confirmExpiresAt],
  );
  return id;
}

export type Confirmation = { outcome: 'confirmed'; mailbox: string } | { outcome: 'expired' } | { outcome: 'unknown' };

/**
 * Spends a confirmation key: one conditional UPDATE confirms the search and clears the key, so of two requests with
 * one key only one confirms (the other finds no key). A key past its end confirms nothing and says so.
 */
export async function spendConfirmKey(q: Queryable, keyHash: string, now: Date): Promise<Confirmation> {
  const [confirmed] = await q.query<{ mailbox: string }>(
    `UPDATE saved_searches SET confirmed_at = $2, confirm_key_hash = NULL, confirm_expires_at = NULL
     WHERE confirm_key_hash = $1 AND confirm_expires_at > $2 RETURNING mailbox`,
    [keyHash, now],
  );
  if (confirmed) return { outcome: 'confirmed', mailbox: confirmed.mailbox };
  const expired = await q.query('SELECT 1 FROM saved_searches WHERE confirm_key_hash = $1', [keyHash]);
  return { outcome: expired.length > 0 ? 'expired' : 'unknown' };
}

export async function insertManageKey(q: Queryable, key: { keyHash: string; mailbox: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await q.query('INSERT INTO alert_manage_keys (key_hash, mailbox, created_at, expires_at) VALUES ($1, $2, $3, $4)', [key.keyHash, key.mailbox, key.createdAt, key.expiresAt]);
}

/** The mailbox a live manage key opens. */
export async function findManagedMailbox(q: Queryable, keyHash: string, now: Date): Promise<string | undefined> {
  const [row] = await q.query<{ mailbox: string }>('SELECT mailbox FROM alert_manage_keys WHERE key_hash = $1 AND expires_at > $2', [keyHash, now]);
  return row?.mailbox;
}

/** A mailbox's alerts, newest first. */
export function findAlertsOf(q: Queryable, mailbox: string): Promise<StoredAlert[]> {
  return q.query<StoredAlert>(`SELECT ${ALERT_COLUMNS} FROM saved_searches s WHERE s.mailbox = $1 ORDER BY s.created_at DESC, s.id DESC`, [mailbox]);
}

/** Changes one of the mailbox's alerts (another mailbox's is not found); undefined when there is none. */
export async function changeAlert(q: Queryable, mailbox: string, id: number, change: AlertChange): Promise<StoredAlert | undefined> {
  const [row] = await q.query<StoredAlert>(
    `UPDATE saved_searches s SET frequency = coalesce($3, s.frequency), paused = coalesce($4, s.paused)
     WHERE s.id = $1 AND s.mailbox = $2 RETURNING ${ALERT_COLUMNS}`,
    [id, mailbox, change.frequency ?? null, change.paused ?? null],
  );
  return row;
}

export async function deleteAlert(q: Queryable, mailbox: string, id: number): Promise<boolean> {
  return (await deleteAlertsOf(q, mailbox, id)).length === 1;
}

/** Deletes the alerts that mail `mailbox` (only alert `id` when given); answers the ids deleted, lowest first. */
export async function deleteAlertsOf(q: Queryable, mailbox: string, id?: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>('DELETE FROM saved_searches WHERE mailbox = $1 AND ($2::int IS NULL OR id = $2) RETURNING id', [mailbox, id ?? null]);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** A key of a one-click unsubscribe link of the alert `searchId` (each alert mail mints one). */
export async function insertUnsubscribeKey(q: Queryable, key: { keyHash: string; searchId: number; createdAt: Date }): Promise<void> {
  await q.query('INSERT INTO alert_unsubscribe_keys (key_hash, search_id, created_at) VALUES ($1, $2, $3)', [key.keyHash, key.searchId, key.createdAt]);
}

/** Whether a newer unsubscribe key of the same alert exists than the key row `alert_unsubscribe_keys` at hand. */
export const NEWER_UNSUBSCRIBE_KEY_EXISTS =
  'EXISTS (SELECT 1 FROM alert_unsubscribe_keys newer WHERE newer.search_id = alert_unsubscribe_keys.search_id AND newer.created_at > alert_unsubscribe_keys.created_at)';

/**
 * The one-click unsubscribe: deletes the alert the key stops (its keys go with it) if the key was minted from
 * `validFrom` on or is its alert's newest. 'unknown': the key stops no alert (used already, never one, or purged);
 * 'expired': it is past its window, nothing deleted.
 */
export async function unsubscribeAlert(q: Queryable, unsubscribeKeyHash: string, validFrom: Date): Promise<'unsubscribed' | 'expired' | 'unknown'> {
  const [row] = await q.query<{ live: boolean | null; deleted: number }>(
    `WITH key AS (
       SELECT search_id, (created_at >= $2 OR NOT ${NEWER_UNSUBSCRIBE_KEY_EXISTS}) AS live FROM alert_unsubscribe_keys WHERE key_hash = $1
     ), stopped AS (
       DELETE FROM saved_searches WHERE id = (SELECT search_id FROM key WHERE live) RETURNING 1
     )
     SELECT (SELECT live FROM key) AS live, (SELECT count(*) FROM stopped)::int AS deleted`,
    [unsubscribeKeyHash, validFrom],
  );
  if (row.deleted === 1) return 'unsubscribed';
  return row.live === false ? 'expired' : 'unknown';
}

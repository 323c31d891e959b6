import { REPORT_REASONS, type PublicSublet, type ReportReason, type Sublet } from '@/features/sublets/types';
import type { ModeratedSublet, SubletQueue } from '@/features/staff/types';
import type { SubletFields } from '@/features/sublets/schema';
import type { Queryable } from '../database';

const PUBLIC_COLUMNS = `
  id, bedroom, available_bedrooms AS "availableBedrooms", available_from AS "availableFrom",
  available_to AS "availableTo", rent, pets_allowed AS "petsAllowed", utilities_included AS "utilitiesIncluded",
  address, zipcode, sublet_folder_id AS "subletFolderId", photos_folder_id AS "photosFolderId",
  cover_image AS "coverImage", title, description, created_date AS "createdDate", active, approved,
  listed_until AS "listedUntil",
  (SELECT count(*)::int FROM assets WHERE assets.folder_id = sublets.photos_folder_id) AS "photoCount"`;
/** Only for the holder of the asset key and the operator: the owner's name, e-mail, the key, the review state. */
const FULL_COLUMNS = `${PUBLIC_COLUMNS}, asset_key AS "assetKey", email, first_name AS "firstName", last_name AS "lastName",
  confirmed_at IS NOT NULL AS confirmed, hidden_at IS NOT NULL AS hidden, renewals`;

/** Listed now: active, approved, not hidden by reports, before the end of its time ($1). */
const LISTED = 'active AND approved AND hidden_at IS NULL AND listed_until > $1';

export interface NewSublet extends SubletFields {
  assetKey: string;
  confirmKey: string;
  folderId: string;
  postedAt: Date;
}

export async function insertSublet(q: Queryable, sublet: NewSublet): Promise<Sublet> {
  const [row] = await q.query<Sublet>(
    `INSERT INTO sublets (asset_key, email, first_name, last_name, bedroom, available_bedrooms, available_from, available_to,
       rent, pets_allowed, utilities_included, address, zipcode, sublet_folder_id, photos_folder_id, title, description,
       confirm_key, created_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, $16, $17, $18)
     RETURNING ${FULL_COLUMNS}`,
    [
      sublet.assetKey, sublet.email, sublet.firstName, sublet.lastName, sublet.bedroom, sublet.availableBedrooms,
      sublet.availableFrom, sublet.availableTo, sublet.rent, sublet.petsAllowed, sublet.utilitiesIncluded,
      sublet.address, sublet.zipcode, sublet.folderId, sublet.title, sublet.description, sublet.confirmKey, sublet.postedAt,
    ],
  );
  return row;
}

/** The public board (`findByActiveTrueAndApprovedTrue`): listed at `now`, newest first. */
export function findListedSublets(q: Queryable, now: Date): Promise<PublicSublet[]> {
  return q.query<PublicSublet>(`SELECT ${PUBLIC_COLUMNS} FROM sublets WHERE ${LISTED} ORDER BY created_date DESC, id DESC`, [now]);
}

export async function findSubletByAssetKey(q: Queryable, assetKey: string, options: { lock?: boolean } = {}): Promise<Sublet | undefined> {
  const rows = await q.query<Sublet>(`SELECT ${FULL_COLUMNS} FROM sublets WHERE asset_key = $1 ${options.lock ? 'FOR UPDATE' : ''}`, [assetKey]);
  return rows[0];
}

export async function findSublet(q: Queryable, id: number, options: { lock?: boolean } = {}): Promise<Sublet | undefined> {
  return (await q.query<Sublet>(`SELECT ${FULL_COLUMNS} FROM sublets WHERE id = $1 ${options.lock ? 'FOR UPDATE' : ''}`, [id]))[0];
}

export async function setSubletCoverImage(q: Queryable, id: number, coverImage: string): Promise<void> {
  await q.query('UPDATE sublets SET cover_image = $2 WHERE id = $1', [id, coverImage]);
}

export async function deleteSublet(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM sublets WHERE id = $1', [id]);
}

/** The listing a confirmation link belongs to, locked for the confirmation. */
export async function findSubletByConfirmKey(q: Queryable, confirmKey: string): Promise<Sublet | undefined> {
  return (await q.query<Sublet>(`SELECT ${FULL_COLUMNS} FROM sublets WHERE confirm_key = $1 FOR UPDATE`, [confirmKey]))[0];
}

export async function confirmSublet(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('UPDATE sublets SET confirmed_at = $2 WHERE id = $1', [id, now]);
}

/**
 * A renewal moves the end, counts itself and owes the poster a new reminder before the end. Undefined, and nothing
 * changed, when the listing already has `maxRenewals`: the statement checks, so no renewal at once passes the cap.
 */
/** Renews a listing the caller has locked and checked (routes/sublets-life.ts: the cap is a rule of listingLife.ts). */
export async function renewSublet(q: Queryable, id: number, listedUntil: Date): Promise<Sublet> {
  const [row] = await q.query<Sublet>(`UPDATE sublets SET listed_until = $2, renewals = renewals + 1, reminded_at = NULL WHERE id = $1 RETURNING ${FULL_COLUMNS}`, [id, listedUntil]);
  return row;
}

export async function hideSublet(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('UPDATE sublets SET hidden_at = $2 WHERE id = $1 AND hidden_at IS NULL', [id, now]);
}

export interface OperatorSublet extends Sublet {
  openReports: number;
}

/**
 * Every sublet for the operator, newest first, with its open reports. `pendingOnly` keeps the staff queue: confirmed
 * listings waiting for approval, and listings hidden by reports waiting to be restored or rejected.
 */
export function findSubletsForOperator(q: Queryable, pendingOnly: boolean): Promise<OperatorSublet[]> {
  return q.query<OperatorSublet>(
    `SELECT ${FULL_COLUMNS},
       (SELECT count(*)::int FROM sublet_reports r WHERE r.sublet_id = sublets.id AND r.resolved_at IS NULL) AS "openReports"
     FROM sublets ${pendingOnly ? 'WHERE active AND ((NOT approved AND confirmed_at IS NOT NULL) OR hidden_at IS NOT NULL)' : ''}
     ORDER BY created_date DESC, id DESC`,
  );
}

/** Approval starts the listing's 30 days (`listedUntil`). */
export async function approveSublet(q: Queryable, id: number, now: Date, listedUntil: Date): Promise<Sublet> {
  const [row] = await q.query<Sublet>(
    `UPDATE sublets SET approved = true, approved_at = $2, listed_until = $3, reminded_at = NULL WHERE id = $1 RETURNING ${FULL_COLUMNS}`,
    [id, now, listedUntil],
  );
  return row;
}

/** Rejecting takes the listing off the board for good; restoring puts a hidden one back. Both close its reports. */
export async function settleSublet(q: Queryable, id: number, decision: 'reject' | 'restore', now: Date): Promise<Sublet> {
  const set = decision === 'reject' ? 'active = false, approved = false' : 'hidden_at = NULL';
  await q.query('UPDATE sublet_reports SET resolved_at = $2 WHERE sublet_id = $1 AND resolved_at IS NULL', [id, now]);
  const [row] = await q.query<Sublet>(`UPDATE sublets SET ${set} WHERE id = $1 RETURNING ${FULL_COLUMNS}`, [id]);
  return row;
}

/** Unconfirmed listings posted at or before `cutoff` are removed; answers their photo folders. */
export async function deleteUnconfirmedSublets(q: Queryable, cutoff: Date): Promise<string[]> {
  const rows = await q.query<{ folder: string }>('DELETE FROM sublets WHERE confirmed_at IS NULL AND created_date <= $1 RETURNING photos_folder_id AS folder', [cutoff]);
  return rows.map((row) => row.folder);
}

/**
 * Claims the listings whose reminder is due (listed, ending after `now` and by `horizon`, not yet reminded), so two
 * server processes never mail the same reminder.
 */
export function claimDueReminders(q: Queryable, now: Date, horizon: Date): Promise<Sublet[]> {
  return q.query<Sublet>(
    `UPDATE sublets SET reminded_at = $1 WHERE ${LISTED} AND listed_until <= $2 AND reminded_at IS NULL RETURNING ${FULL_COLUMNS}`,
    [now, horizon],
  );
}

/** Issue 22: the workspace's moderation queues; listings staff rejected are in none. */
const QUEUES: Record<SubletQueue, { where: string; order: string }> = {
  // Confirmed by the poster, waiting for approval: the longest waiting first.
  pending: { where: 'active AND confirmed_at IS NOT NULL AND NOT approved', order: 'created_date, id' },
  // Hidden by visitors' reports until staff restore or reject it.
  hidden: { where: 'active AND hidden_at IS NOT NULL', order: 'hidden_at, id' },
  // On the board now: the first to end first.
  listed: { where: LISTED, order: 'listed_until, id' },
};

type ModeratedRow = Omit<ModeratedSublet, 'openReports'> & { openReports: { reason: ReportReason; details: string; createdAt: string }[] };

/**
 * A queue with what a decision needs: the poster, the photos (asset ids, the cover first, then in the folder's
 * order) and the open reports.
 */
export async function findModeratedSublets(q: Queryable, queue: SubletQueue, now: Date): Promise<ModeratedSublet[]> {
  const { where, order } = QUEUES[queue];
  const rows = await q.query<ModeratedRow>(
    `SELECT id, title, description, address, rent, first_name || ' ' || last_name AS "ownerName", email,
       confirmed_at IS NOT NULL AS confirmed, created_date AS "createdDate", listed_until AS "listedUntil",
       coalesce((SELECT json_agg(a.id ORDER BY a.id = substring(sublets.cover_image FROM '[?&]id=(.*)$') DESC,
           CASE WHEN a.name ~ '^[0-9]+(\\.[0-9]+)?$' THEN a.name::numeric END NULLS LAST, a.name, a.id)
         FROM assets a WHERE a.folder_id = sublets.photos_folder_id), '[]') AS "photoIds",
       coalesce((SELECT json_agg(json_build_object('reason', r.reason, 'details', r.details, 'createdAt', r.created_at) ORDER BY r.created_at)
         FROM sublet_reports r WHERE r.sublet_id = sublets.id AND r.resolved_at IS NULL), '[]') AS "openReports"
     FROM sublets WHERE ${where} ORDER BY ${order}`,
    queue === 'listed' ? [now] : [],
  );
  return rows.map((row) => ({
    ...row,
    openReports: row.openReports.map((report) => ({ reason: REPORT_REASONS[report.reason], details: report.details, createdAt: new Date(report.createdAt).toISOString() })),
  }));
}

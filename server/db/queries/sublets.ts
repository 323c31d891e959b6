import type { PublicSublet, Sublet } from '@/features/sublets/types';
import type { SubletFields } from '@/features/sublets/schema';
import type { Queryable } from '../database';

const PUBLIC_COLUMNS = `
  id, bedroom, available_bedrooms AS "availableBedrooms", available_from AS "availableFrom",
  available_to AS "availableTo", rent, pets_allowed AS "petsAllowed", utilities_included AS "utilitiesIncluded",
  address, zipcode, sublet_folder_id AS "subletFolderId", photos_folder_id AS "photosFolderId",
  cover_image AS "coverImage", title, description, created_date AS "createdDate", active, approved`;
/** Only for the holder of the asset key and the operator: the owner's name, e-mail and the key itself. */
const FULL_COLUMNS = `${PUBLIC_COLUMNS}, asset_key AS "assetKey", email, first_name AS "firstName", last_name AS "lastName"`;

export interface NewSublet extends SubletFields {
  assetKey: string;
  folderId: string;
}

export async function insertSublet(q: Queryable, sublet: NewSublet): Promise<Sublet> {
  const [row] = await q.query<Sublet>(
    `INSERT INTO sublets (asset_key, email, first_name, last_name, bedroom, available_bedrooms, available_from, available_to,
       rent, pets_allowed, utilities_included, address, zipcode, sublet_folder_id, photos_folder_id, title, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, $16)
     RETURNING ${FULL_COLUMNS}`,
    [
      sublet.assetKey, sublet.email, sublet.firstName, sublet.lastName, sublet.bedroom, sublet.availableBedrooms,
      sublet.availableFrom, sublet.availableTo, sublet.rent, sublet.petsAllowed, sublet.utilitiesIncluded,
      sublet.address, sublet.zipcode, sublet.folderId, sublet.title, sublet.description,
    ],
  );
  return row;
}

/** The public board (`findByActiveTrueAndApprovedTrue`): active, approved and posted after `postedAfter`. */
export function findListedSublets(q: Queryable, postedAfter: Date): Promise<PublicSublet[]> {
  return q.query<PublicSublet>(
    `SELECT ${PUBLIC_COLUMNS} FROM sublets WHERE active AND approved AND created_date > $1 ORDER BY created_date DESC, id DESC`,
    [postedAfter.toISOString()],
  );
}

export async function findSubletByAssetKey(q: Queryable, assetKey: string, options: { lock?: boolean } = {}): Promise<Sublet | undefined> {
  const rows = await q.query<Sublet>(`SELECT ${FULL_COLUMNS} FROM sublets WHERE asset_key = $1 ${options.lock ? 'FOR UPDATE' : ''}`, [assetKey]);
  return rows[0];
}

export async function findSublet(q: Queryable, id: number): Promise<Sublet | undefined> {
  return (await q.query<Sublet>(`SELECT ${FULL_COLUMNS} FROM sublets WHERE id = $1`, [id]))[0];
}

export async function setSubletCoverImage(q: Queryable, id: number, coverImage: string): Promise<void> {
  await q.query('UPDATE sublets SET cover_image = $2 WHERE id = $1', [id, coverImage]);
}

export async function deleteSublet(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM sublets WHERE id = $1', [id]);
}

/** Every sublet for the operator, newest first; `pendingOnly` keeps those waiting for approval. */
export function findSubletsForOperator(q: Queryable, pendingOnly: boolean): Promise<Sublet[]> {
  return q.query<Sublet>(`SELECT ${FULL_COLUMNS} FROM sublets ${pendingOnly ? 'WHERE active AND NOT approved' : ''} ORDER BY created_date DESC, id DESC`);
}

/** Approving lists the sublet (if still within its 30 days); rejecting takes it off the board for good. */
export async function setSubletDecision(q: Queryable, id: number, approved: boolean): Promise<Sublet | undefined> {
  const rows = await q.query<Sublet>(`UPDATE sublets SET approved = $2, active = $2 WHERE id = $1 RETURNING ${FULL_COLUMNS}`, [id, approved]);
  return rows[0];
}

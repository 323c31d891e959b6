import type { PlanPhoto } from '@/features/staff/planPhotos';
import type { Queryable } from '../database';
import { driveUrl } from '../drive-url';
import { BY_NUMERIC_NAME } from './assets';

/**
 * Issue 23: a floor plan's photos as the office edits them: the assets of the plan's photo folder, ordered by their
 * numeric names (spec section 3), with their alt text (migration 054); the cover is the plan's `cover_image`.
 */

export interface PlanPhotoFolder {
  id: number;
  name: string;
  photosFolderId: string | null;
  coverImage: string | null;
}

/** The plan's folder and cover; `lock` holds the plan's row, so one photo change of a plan runs at a time. */
export async function findPlanPhotoFolder(q: Queryable, planId: number, options: { lock?: boolean } = {}): Promise<PlanPhotoFolder | undefined> {
  const rows = await q.query<PlanPhotoFolder>(
    `SELECT id, name, photos_folder_id AS "photosFolderId", cover_image AS "coverImage" FROM floorplans WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [planId],
  );
  return rows[0];
}

export async function setPlanPhotosFolder(q: Queryable, planId: number, folderId: string): Promise<void> {
  await q.query('UPDATE floorplans SET photos_folder_id = $2 WHERE id = $1', [planId, folderId]);
}

/** Makes the asset `photoId` the plan's cover (null: no cover, the site's default picture). */
export async function setPlanCover(q: Queryable, planId: number, photoId: string | null): Promise<void> {
  await q.query('UPDATE floorplans SET cover_image = $2 WHERE id = $1', [planId, photoId === null ? null : driveUrl(photoId)]);
}

/** The folder's photos in the site's order (as assets/{folderId} sorts them), marked with the plan's cover. */
export function findPlanPhotos(q: Queryable, folder: Pick<PlanPhotoFolder, 'photosFolderId' | 'coverImage'>): Promise<PlanPhoto[]> {
  if (!folder.photosFolderId) return Promise.resolve([]);
  return q.query<PlanPhoto>(
    `SELECT id, alt_text AS "altText", 'https://drive.google.com/uc?id=' || id = coalesce($2, '') AS cover FROM assets WHERE folder_id = $1
     ORDER BY ${BY_NUMERIC_NAME}`,
    [folder.photosFolderId, folder.coverImage],
  );
}

/** A photo's place in its folder (its numeric name, as an upload gave it); undefined when the folder has no such photo. */
export async function findPhotoPlace(q: Queryable, folderId: string, photoId: string): Promise<number | undefined> {
  const [row] = await q.query<{ name: string }>('SELECT name FROM assets WHERE folder_id = $1 AND id = $2', [folderId, photoId]);
  return row && Number(row.name);
}

/** The name that puts a new photo last: one past the highest numeric name. */
export async function nextPhotoName(q: Queryable, folderId: string): Promise<string> {
  const [row] = await q.query<{ next: string }>(
    `SELECT (coalesce(max(floor(name::numeric)) FILTER (WHERE name ~ '^[0-9]+(\\.[0-9]+)?$'), 0) + 1)::text AS next FROM assets WHERE folder_id = $1`,
    [folderId],
  );
  return row.next;
}

/** Sets a photo's alt text (null: none, as before its first; an undo's); false when the folder has no such photo. */
export async function setPhotoAltText(q: Queryable, folderId: string, photoId: string, altText: string | null): Promise<boolean> {
  return (await q.query('UPDATE assets SET alt_text = $3 WHERE folder_id = $1 AND id = $2 RETURNING id', [folderId, photoId, altText])).length === 1;
}

/** Names the photos 1, 2, 3, ... in the order of `photoIds` (all of the folder's, checked by the caller). */
export async function renumberPhotos(q: Queryable, folderId: string, photoIds: readonly string[]): Promise<void> {
  await q.query(
    `UPDATE assets SET name = o.place::text FROM unnest($2::text[]) WITH ORDINALITY AS o(id, place)
     WHERE assets.folder_id = $1 AND assets.id = o.id AND assets.name IS DISTINCT FROM o.place::text`,
    [folderId, photoIds],
  );
}

/** Removes a photo of the folder; false when it has no such photo. */
export async function deletePhoto(q: Queryable, folderId: string, photoId: string): Promise<boolean> {
  return (await q.query('DELETE FROM assets WHERE folder_id = $1 AND id = $2 RETURNING id', [folderId, photoId])).length === 1;
}

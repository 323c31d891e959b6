import type { Asset } from '@/features/gallery/types';
import type { Queryable } from '../database';

/** Where an image's bytes are: generated seed images in the row, uploads in a file under DATA_DIR/uploads. */
export interface StoredAsset {
  id: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  content: Uint8Array | null;
  fileName: string | null;
}

export interface NewAsset extends Asset {
  folderId: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  content?: Uint8Array;
  fileName?: string;
}

/**
 * Issue 26: an asset is served unless it is a photo of a sublet staff rejected (off the board for good, often a scam whose
 * pictures were taken from elsewhere). A deleted sublet's photos are deleted with it.
 */
const SERVED = 'NOT EXISTS (SELECT 1 FROM sublets s WHERE s.photos_folder_id = assets.folder_id AND NOT s.active)';

/** Spec section 3: a folder's pictures in the order of their numeric names ('2' before '10'), any others last. */
export const BY_NUMERIC_NAME = `CASE WHEN name ~ '^[0-9]+(\\.[0-9]+)?$' THEN name::numeric END NULLS LAST, name, id`;

/** Issue 23: a floor plan's photo is shown once the office has described it (its alt text, migration 054). */
const DESCRIBED_IF_A_PLANS = '(alt_text IS NOT NULL OR NOT EXISTS (SELECT 1 FROM floorplans f WHERE f.photos_folder_id = assets.folder_id))';

/**
 * `assets/{folderId}`: sorted by numeric name (spec section 3), without a floor plan's photos not yet described, each
 * with its description (what the site's pages give as the photo's alt).
 */
export async function findFolderAssets(q: Queryable, folderId: string): Promise<Asset[]> {
  const assets = await q.query<Asset & { altText: string | null }>(
    `SELECT id, name, alt_text AS "altText" FROM assets WHERE folder_id = $1 AND ${SERVED} AND ${DESCRIBED_IF_A_PLANS}
     ORDER BY ${BY_NUMERIC_NAME}`,
    [folderId],
  );
  // The spec's answer is `{ id, name }`: a description is added only where there is one.
  return assets.map(({ altText, ...asset }) => (altText === null ? asset : { ...asset, altText }));
}

export async function findStoredAsset(q: Queryable, id: string): Promise<StoredAsset | undefined> {
  const rows = await q.query<StoredAsset>(
    `SELECT id, content_type AS "contentType", byte_size AS "byteSize", sha256, content, file_name AS "fileName" FROM assets WHERE id = $1 AND ${SERVED}`,
    [id],
  );
  return rows[0];
}

/** The cover pictures of the featured, active floor plans: the home list's first cards and their pages' heroes. */
export function findFeaturedCoverAssets(q: Queryable): Promise<StoredAsset[]> {
  return q.query<StoredAsset>(
    `SELECT a.id, a.content_type AS "contentType", a.byte_size AS "byteSize", a.sha256, a.content, a.file_name AS "fileName"
     FROM assets a JOIN floorplans f ON f.cover_image = 'https://drive.google.com/uc?id=' || a.id
     WHERE f.featured AND f.active ORDER BY f.id`,
  );
}

export async function findFolderAssetByContent(q: Queryable, folderId: string, sha256: string): Promise<Asset | undefined> {
  return (await q.query<Asset>('SELECT id, name FROM assets WHERE folder_id = $1 AND sha256 = $2', [folderId, sha256]))[0];
}

export async function countFolderAssets(q: Queryable, folderId: string): Promise<number> {
  return (await q.query<{ count: number }>('SELECT count(*) AS count FROM assets WHERE folder_id = $1', [folderId]))[0].count;
}

export async function insertAsset(q: Queryable, asset: NewAsset): Promise<void> {
  await q.query(
    `INSERT INTO assets (id, folder_id, name, content_type, byte_size, sha256, content, file_name) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [asset.id, asset.folderId, asset.name, asset.contentType, asset.byteSize, asset.sha256, asset.content ?? null, asset.fileName ?? null],
  );
}

/** Removes a folder's assets and returns the upload files that no longer belong to anything. */
export async function deleteFolderAssets(q: Queryable, folderId: string): Promise<string[]> {
  const rows = await q.query<{ fileName: string | null }>('DELETE FROM assets WHERE folder_id = $1 RETURNING file_name AS "fileName"', [folderId]);
  return rows.flatMap((row) => (row.fileName ? [row.fileName] : []));
}

import { z } from 'zod';
import type { Asset } from '@/features/gallery/types';
import { MAX_SUBLET_IMAGES } from '@/features/sublets/rules';
import type { ApiContext, ApiInstance } from '../context';
import { countFolderAssets, findFolderAssetByContent, insertAsset } from '../db/queries/assets';
import { findSubletByAssetKey, setSubletCoverImage } from '../db/queries/sublets';
import { driveUrl } from '../db/drive-url';
import { badRequest, found, HttpError } from '../http/errors';
import { readImageUpload, storedPicture, type ImageUpload } from '../images/upload';
import { newKey } from '../security/secrets';

/** The spec's fields of a sublet's image (section 7): `name`, its index in the form, and `isCoverImage`. */
function subletImageFields({ fields }: ImageUpload): { index: string; isCoverImage: boolean } {
  if (!/^\d{1,3}$/.test(fields.name ?? '')) throw badRequest('name must be the image index (a whole number)');
  if (fields.isCoverImage !== undefined && !['true', 'false'].includes(fields.isCoverImage)) throw badRequest('isCoverImage must be true or false');
  return { index: fields.name, isCoverImage: fields.isCoverImage === 'true' };
}

/**
 * `POST api/admin/sublets/assets/{assetKey}`: one image per call. Only JPEG, PNG, WebP and GIF (by their bytes),
 * each under 5,000,000 bytes, at most 5 distinct images per sublet; the same picture sent again is the same image
 * (the site re-sends the cover at the end). Every picture is stored re-encoded as WebP, upright, at most 1600 px a
 * side and stripped of its metadata (EXIF GPS included). docs/decisions/005-upload-limits.md.
 */
export function registerSubletImageRoutes(app: ApiInstance, { db, write }: ApiContext): void {
  // The body is multipart, read part by part as it arrives (readImageUpload checks each), so it has no schema.
  const schema = { params: z.object({ assetKey: z.string() }) };
  app.post('/api/admin/sublets/assets/:assetKey', { ...write, schema }, async (request, reply) => {
    const { assetKey } = request.params;
    const known = found(await findSubletByAssetKey(db, assetKey), 'Sublet not found');
    if (!known.active) throw new HttpError(409, 'This sublet is closed: images can no longer be added');
    const upload = await readImageUpload(request);
    const { index, isCoverImage } = subletImageFields(upload);
    const { content, sha256 } = await storedPicture(upload);

    // The picture is stored in the database with its row, so every API process serves it and a rolled-back upload
    // leaves nothing behind (docs/decisions/015-several-api-processes.md).
    const { asset, created } = await db.transaction(async (tx): Promise<{ asset: Asset; created: boolean }> => {
      // Locked, so two uploads at once cannot both take the fifth place.
      const sublet = found(await findSubletByAssetKey(tx, assetKey, { lock: true }), 'Sublet not found');
      const folderId = sublet.photosFolderId!;
      const same = await findFolderAssetByContent(tx, folderId, sha256);
      const asset = same ?? { id: `upload-${newKey(16)}`, name: index };
      if (!same) {
        if ((await countFolderAssets(tx, folderId)) >= MAX_SUBLET_IMAGES) throw badRequest(`A sublet can have at most ${MAX_SUBLET_IMAGES} images`);
        await insertAsset(tx, { ...asset, folderId, contentType: 'image/webp', byteSize: content.length, sha256, content });
      }
      if (isCoverImage) await setSubletCoverImage(tx, sublet.id, driveUrl(asset.id));
      return { asset, created: !same };
    });
    return reply.code(created ? 201 : 200).send(asset);
  });
}

import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Asset } from '@/features/gallery/types';
import { imageTooBigMessage, MAX_SUBLET_IMAGES } from '@/features/sublets/rules';
import type { ApiContext, ApiInstance } from '../context';
import { countFolderAssets, findFolderAssetByContent, insertAsset } from '../db/queries/assets';
import { findSubletByAssetKey, setSubletCoverImage } from '../db/queries/sublets';
import { driveUrl } from '../db/drive-url';
import { badRequest, found, HttpError } from '../http/errors';
import { normalizeUpload, UnreadableImageError } from '../images/encode';
import { hasControlCharacters } from '../security/control-characters';
import { newKey } from '../security/secrets';
import { isAcceptedImage } from '../storage/uploads';

interface ImageUpload {
  fileName: string;
  bytes: Buffer;
  /** The image's index in the form, its name in the photo folder. */
  index: string;
  isCoverImage: boolean;
}

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
const isTooManyParts = (error: unknown) => ['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'].includes((error as { code?: string }).code ?? '');

/** Reads the multipart fields `name`, `file` and `isCoverImage` (spec section 7) of one image upload. */
async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== 'file') throw badRequest(`Unexpected file field '${part.fieldname}': send the image as 'file'`);
      else if (hasControlCharacters(part.filename)) throw badRequest('The file name must not contain control characters');
      else {
        try {
          file = { fileName: part.filename, bytes: await part.toBuffer() };
        } catch (error) {
          if (isTooLarge(error)) throw new HttpError(413, imageTooBigMessage(part.filename));
          throw error;
        }
      }
    }
  } catch (error) {
    if (isTooManyParts(error)) throw badRequest('Send one image per request');
    if (error instanceof HttpError) throw error;
    // The parser's own failures (no boundary, a body cut off, broken part headers) are the request's fault (issue 15).
    throw badRequest('The upload could not be read: it was cut off or is not valid multipart/form-data; please send it again');
  }
  if (!file) throw badRequest('Provide at least an image!');
  if (!/^\d{1,3}$/.test(fields.name ?? '')) throw badRequest('name must be the image index (a whole number)');
  if (fields.isCoverImage !== undefined && !['true', 'false'].includes(fields.isCoverImage)) throw badRequest('isCoverImage must be true or false');
  return { ...file, index: fields.name, isCoverImage: fields.isCoverImage === 'true' };
}

/** The upload re-encoded without metadata (see `normalizeUpload`); a picture sharp cannot read is the visitor's 400. */
async function storedPicture(upload: ImageUpload): Promise<Buffer> {
  try {
    return await normalizeUpload(upload.bytes);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw badRequest(`${upload.fileName} could not be read: the picture is damaged, incomplete or over 50 megapixels; try another file`);
    }
    throw error;
  }
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
    if (!isAcceptedImage(upload.bytes)) throw new HttpError(415, `${upload.fileName} is not an image: provide a JPEG, PNG, WebP or GIF file`);
    const stored = await storedPicture(upload);
    // The hash of the stored bytes (what downloads serve and tag): re-encoding is deterministic, so the same picture
    // sent again still finds its twin.
    const sha256 = createHash('sha256').update(stored).digest('hex');

    // The picture is stored in the database with its row, so every API process serves it and a rolled-back upload
    // leaves nothing behind (docs/decisions/015-several-api-processes.md).
    const { asset, created } = await db.transaction(async (tx): Promise<{ asset: Asset; created: boolean }> => {
      // Locked, so two uploads at once cannot both take the fifth place.
      const sublet = found(await findSubletByAssetKey(tx, assetKey, { lock: true }), 'Sublet not found');
      const folderId = sublet.photosFolderId!;
      const same = await findFolderAssetByContent(tx, folderId, sha256);
      const asset = same ?? { id: `upload-${newKey(16)}`, name: upload.index };
      if (!same) {
        if ((await countFolderAssets(tx, folderId)) >= MAX_SUBLET_IMAGES) throw badRequest(`A sublet can have at most ${MAX_SUBLET_IMAGES} images`);
        await insertAsset(tx, { ...asset, folderId, contentType: 'image/webp', byteSize: stored.length, sha256, content: stored });
      }
      if (upload.isCoverImage) await setSubletCoverImage(tx, sublet.id, driveUrl(asset.id));
      return { asset, created: !same };
    });
    return reply.code(created ? 201 : 200).send(asset);
  });
}

import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { imageTooBigMessage } from '@/features/sublets/rules';
import { badRequest, HttpError } from '../http/errors';
import { hasControlCharacters } from '../security/control-characters';
import { isAcceptedImage } from '../storage/uploads';
import { normalizeUpload, UnreadableImageError } from './encode';

/** One uploaded file with the form's text fields (plugins/multipart.ts: one file a request, under 5,000,000 bytes). */
export interface ImageUpload {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

/** A picture as it is stored: re-encoded (see `normalizeUpload`) and the hash of those bytes. */
export interface StoredPicture {
  content: Buffer;
  sha256: string;
}

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
const isTooManyParts = (error: unknown) => ['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'].includes((error as { code?: string }).code ?? '');

/**
 * Reads a multipart upload whose one file is the part `file`, part by part as it arrives: a file over the size limit
 * is 413, a control character in its name, a second file or a body that is not multipart is 400, never a 500.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  // The file whose bytes were being read: the parser reports a file over the limit either while they are read or,
  // when its limit event comes after the last chunk, when the parts end.
  let reading: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== 'file') throw badRequest(`Unexpected file field '${part.fieldname}': send the image as 'file'`);
      else if (hasControlCharacters(part.filename)) throw badRequest('The file name must not contain control characters');
      else {
        reading = part.filename;
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      }
    }
  } catch (error) {
    if (isTooLarge(error) && reading !== undefined) throw new HttpError(413, imageTooBigMessage(reading));
    if (isTooManyParts(error)) throw badRequest('Send one image per request');
    if (error instanceof HttpError) throw error;
    // The parser's own failures (no boundary, a body cut off, broken part headers) are the request's fault (issue 15).
    throw badRequest('The upload could not be read: it was cut off or is not valid multipart/form-data; please send it again');
  }
  if (!file) throw badRequest('Provide at least an image!');
  return { ...file, fields };
}

/**
 * The upload as it is stored: only JPEG, PNG, WebP and GIF (by their bytes, else 415), re-encoded as WebP, upright,
 * at most 1600 px a side and stripped of its metadata (EXIF GPS included); a picture sharp cannot read is a 400.
 * The hash is of the stored bytes: re-encoding is deterministic, so the same picture sent again finds its twin.
 */
export async function storedPicture(upload: ImageUpload): Promise<StoredPicture> {
  if (!isAcceptedImage(upload.bytes)) throw new HttpError(415, `${upload.fileName} is not an image: provide a JPEG, PNG, WebP or GIF file`);
  let content: Buffer;
  try {
    content = await normalizeUpload(upload.bytes);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw badRequest(`${upload.fileName} could not be read: the picture is damaged, incomplete or over 50 megapixels; try another file`);
    }
    throw error;
  }
  return { content, sha256: createHash('sha256').update(content).digest('hex') };
}

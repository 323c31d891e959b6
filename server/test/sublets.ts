import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp, { type Exif } from 'sharp';
import type { PostedSublet, Sublet } from '@/features/sublets/types';
import { addDays, isoDate } from '../calendar/dates';
import { runOperatorCommand, type OperatorContext } from '../operator/commands';
import { UploadStore } from '../storage/uploads';
import type { TestApi } from './api';

/** A sublet form as the site sends it (spec section 7: the address carries the city suffix). */
export function subletBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const from = addDays(isoDate(new Date()), 14);
  return {
    firstName: 'Casey',
    lastName: 'Morgan',
    email: 'casey.morgan@example.com',
    bedroom: 3,
    availableBedrooms: 1,
    address: '345 S Fess Ave, Bloomington, IN',
    zipcode: '47401',
    availableFrom: from,
    availableTo: addDays(from, 90),
    rent: 625,
    utilitiesIncluded: true,
    petsAllowed: false,
    title: 'Bright room near the B-Line',
    description: 'Furnished room in a 3-bedroom house, two minutes from the B-Line trail.',
    ...overrides,
  };
}

export async function postSublet(api: TestApi, body: unknown, captcha?: string): Promise<LightMyRequestResponse> {
  const token = captcha ?? (await api.captchaToken());
  return api.app.inject({ method: 'POST', url: `/api/admin/sublets?captchaResponse=${encodeURIComponent(token)}`, payload: body as object });
}

/** What operator commands run with in tests: the test API's database and uploads; queued mail waits in the outbox. */
export function operatorContext(api: TestApi): OperatorContext {
  return { db: api.db, uploads: new UploadStore(api.uploadsDir), siteUrl: 'http://localhost:8080' };
}

/** The confirmation key of the mail sent to the poster of `sublet` (issue 17). */
export async function confirmKeyOf(api: TestApi, sublet: Pick<Sublet, 'id'>): Promise<string> {
  const [mail] = await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE kind = 'sublet-posted' AND sublet_id = $1", [sublet.id]);
  const key = /\?confirm=([\w-]+)/.exec(mail?.body ?? '')?.[1];
  if (!key) throw new Error(`no confirmation mail for sublet ${sublet.id}`);
  return key;
}

export function confirm(api: TestApi, confirmKey: unknown): Promise<LightMyRequestResponse> {
  return api.app.inject({ method: 'POST', url: '/api/admin/sublets/confirm', payload: { confirmKey } as object });
}

/** The poster opens the confirmation link of their mail. */
export async function confirmByMail(api: TestApi, sublet: Pick<Sublet, 'id'>): Promise<void> {
  const response = await confirm(api, await confirmKeyOf(api, sublet));
  if (response.statusCode !== 200) throw new Error(`not confirmed: ${response.body}`);
}

/** What staff approve: a listing confirmed by its poster, with a photo; approved at the API's `now`. */
export async function approveWithPhoto(api: TestApi, sublet: Sublet): Promise<void> {
  await confirmByMail(api, sublet);
  await uploadImage(api, sublet.assetKey, { bytes: await pictureBytes('jpeg'), isCoverImage: true });
  await runOperatorCommand(operatorContext(api), { name: 'approve', id: sublet.id }, api.now());
}

/** The sublet of a post's answer, without what the answer says about its mail: what every later read returns. */
export function postedSubletOf({ message: _message, confirmationMailHeld: _held, ...sublet }: PostedSublet): Sublet {
  return sublet;
}

export async function createSublet(api: TestApi, overrides: Record<string, unknown> = {}, options: { approve?: boolean } = {}): Promise<Sublet> {
  const response = await postSublet(api, subletBody(overrides));
  if (response.statusCode !== 201) throw new Error(`sublet not created: ${response.body}`);
  const sublet = postedSubletOf(response.json<PostedSublet>());
  if (options.approve) await approveWithPhoto(api, sublet);
  return sublet;
}

const MAGIC = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: Buffer.from('GIF89a', 'latin1'),
  webp: Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ', 'latin1')]),
};

/** Bytes that start like an image of `type` (what the API checks), unique each call, `size` long. */
export function imageBytes(type: keyof typeof MAGIC, size = 256): Buffer {
  const bytes = Buffer.concat([MAGIC[type], randomBytes(Math.max(0, size - MAGIC[type].length))]);
  return bytes.subarray(0, size);
}

/**
 * A real picture of `type` (random pixels, so unique each call) that the API can decode, optionally carrying EXIF
 * tags and an EXIF orientation, as phone photos do.
 */
export async function pictureBytes(
  type: keyof typeof MAGIC,
  { width = 64, height = 48, exif, orientation }: { width?: number; height?: number; exif?: Exif; orientation?: number } = {},
): Promise<Buffer> {
  let picture = sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).toFormat(type);
  if (exif) picture = picture.withExif(exif);
  if (orientation) picture = picture.withMetadata({ orientation });
  return picture.toBuffer();
}

export interface ImagePart {
  bytes: Buffer;
  fileName?: string;
  name?: string;
  isCoverImage?: boolean;
  mimeType?: string;
}

/** `POST api/admin/sublets/assets/{assetKey}` with the multipart fields the site sends. */
export function uploadImage(api: TestApi, assetKey: string, { bytes, fileName = 'photo.jpg', name = '0', isCoverImage = false, mimeType = 'image/jpeg' }: ImagePart): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append('name', name);
  form.append('isCoverImage', String(isCoverImage));
  form.append('file', new Blob([new Uint8Array(bytes)], { type: mimeType }), fileName);
  return api.app.inject({ method: 'POST', url: `/api/admin/sublets/assets/${encodeURIComponent(assetKey)}`, payload: form });
}

import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp, { type Exif } from 'sharp';
import type { Sublet } from '@/features/sublets/types';
import { addDays, isoDate } from '../rules/dates';
import { runOperatorCommand } from '../cli/operator';
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

export async function createSublet(api: TestApi, overrides: Record<string, unknown> = {}, options: { approve?: boolean } = {}): Promise<Sublet> {
  const response = await postSublet(api, subletBody(overrides));
  if (response.statusCode !== 201) throw new Error(`sublet not created: ${response.body}`);
  const sublet = response.json<Sublet>();
  if (options.approve) await runOperatorCommand(api.db, { name: 'approve', id: sublet.id }, new Date());
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

import sharp from 'sharp';
import { createLimiter } from './limiter';

/**
 * WebP, not AVIF: on this API's 2-core host AVIF took 3 to 7 times as long to encode (seed drawings at 640 px:
 * about 150 ms WebP against 1,000 ms AVIF) for files no smaller at comparable quality. Measured with sharp 0.35.
 */
const VARIANT_QUALITY = 78;
const UPLOAD_QUALITY = 82;

/** Stored uploads fit this box: larger than any width the site asks for, far smaller than a phone's 12+ MP. */
export const UPLOAD_MAX_SIDE = 1600;

/** Refuses decompression bombs: a 5 MB PNG can claim hundreds of megapixels. 50 MP covers any phone camera. */
const MAX_INPUT_PIXELS = 50_000_000;

/** SVG drawings say their size at 72 dpi; a variant wider than that is drawn at a higher density, not upscaled. */
const SVG_BASE_DENSITY = 72;

/**
 * Two conversions at once: the host has 2 cores, and each conversion also holds one of libuv's 4 threads, which file
 * reads (the site's own files included) need too. More in parallel would only slow every page down.
 */
const inTurn = createLimiter(2);

/** `source` as WebP, `width` pixels wide (never wider than a raster source; drawings are rasterised sharp). */
export function renderVariant(source: Buffer, contentType: string, width: number): Promise<Buffer> {
  return inTurn(() => render(source, contentType, width));
}

async function render(source: Buffer, contentType: string, width: number): Promise<Buffer> {
  if (contentType === 'image/svg+xml') {
    const intrinsic = (await sharp(source).metadata()).width || width;
    const density = SVG_BASE_DENSITY * Math.max(1, width / intrinsic);
    return sharp(source, { density }).resize({ width }).webp({ quality: VARIANT_QUALITY }).toBuffer();
  }
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: VARIANT_QUALITY })
    .toBuffer();
}

export class UnreadableImageError extends Error {}

/**
 * An upload as it is stored: turned upright by its EXIF orientation, fitted inside UPLOAD_MAX_SIDE square, WebP,
 * and without any metadata (sharp writes none unless asked), so a phone's GPS position never reaches the public.
 * Animated GIFs keep their first frame. Throws UnreadableImageError for damaged or oversized pictures.
 */
export async function normalizeUpload(bytes: Buffer): Promise<Buffer> {
  try {
    return await inTurn(() =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: UPLOAD_QUALITY })
        .toBuffer(),
    );
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

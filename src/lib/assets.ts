import { config } from '@/config';
import { IMAGE_WIDTHS } from './imageWidths';

/** Picks one host for the whole page load, so the browser cache and connection are reused (spec section 7). */
export function pickAssetHost(hosts: string[], random: () => number = Math.random): string {
  return hosts[Math.floor(random() * hosts.length) % hosts.length];
}

let assetHost: string | undefined;

function currentAssetHost(): string {
  // The server renders pages for many origins (its own address, a proxy's); the browser keeps one host per page load.
  if (typeof window === 'undefined') return pickAssetHost(config.assetHosts(), () => 0);
  assetHost ??= pickAssetHost(config.assetHosts());
  return assetHost;
}

/** `{assetHost}api/{path}`. */
export function assetUrl(path: string, host: string = currentAssetHost()): string {
  return `${host}api/${path}`;
}

/** Drive links come as `.../file/d/{id}/...`, `...open?id={id}` or `...uc?id={id}&...`. */
const DRIVE_URL = /^https?:\/\/(?:drive|docs)\.google\.com\/.*?(?:\/d\/|[?&]id=)([\w-]+)/;

export function driveIdOf(url: string): string | undefined {
  return DRIVE_URL.exec(url)?.[1];
}

export const DEFAULT_IMAGE = '/images/default-image.svg';

/**
 * The URL to put in an <img>: drive-hosted images download through the asset host
 * (`api/asset/download/{driveId}`), any other URL is used as it is, and a missing image is the default image.
 */
export function imageUrl(reference: string | null | undefined, host?: string): string {
  if (!reference) return DEFAULT_IMAGE;
  const driveId = driveIdOf(reference);
  return driveId ? assetUrl(`asset/download/${driveId}`, host) : reference;
}

/** The download URL of one asset of a photo folder. */
export function assetImageUrl(assetId: string, host?: string): string {
  return assetUrl(`asset/download/${encodeURIComponent(assetId)}`, host);
}

/** What `imageUrl` and `assetImageUrl` build for a stored image: the local API can render it at other widths. */
const ASSET_DOWNLOAD_URL = /\/api\/asset\/download\/[^/?#]+$/;

/**
 * A srcset of the API's fixed widths (`?w=`, WebP) for an image URL from `imageUrl`/`assetImageUrl`; undefined for
 * any other URL (the default image, pictures hosted elsewhere), which are used as they are.
 */
export function imageSrcSet(url: string): string | undefined {
  if (!ASSET_DOWNLOAD_URL.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}

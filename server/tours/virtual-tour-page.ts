import type { Asset } from '@/features/gallery/types';
import { escapeHtml } from '../http/escape-html';
import { cspHash } from '../security/csp-hash';

const STYLE = `
html, body { margin: 0; height: 100%; background: #1f1a17; color: #fff; font-family: system-ui, sans-serif; }
main { display: flex; flex-direction: column; height: 100%; }
h1 { margin: 0; padding: 0.5rem 1rem; font-size: 1rem; }
p { margin: 0; padding: 0 1rem 0.5rem; font-size: 0.85rem; color: #e8dfd6; }
.rooms { flex: 1; display: flex; margin: 0; padding: 0; list-style: none; overflow-x: auto; scroll-snap-type: x mandatory; }
.rooms:focus-visible { outline: 3px solid #f2b632; outline-offset: -3px; }
.rooms li { position: relative; flex: 0 0 100%; scroll-snap-align: start; }
figure { height: 100%; margin: 0; }
img { display: block; width: 100%; height: 100%; object-fit: cover; }
figcaption { position: absolute; left: 1rem; bottom: 1rem; padding: 0.3rem 0.6rem; border-radius: 4px; background: rgba(0, 0, 0, 0.65); }
@media (max-height: 16rem) {
  h1 { padding: 0.3rem 0.75rem; font-size: 0.9rem; }
  p { display: none; }
  figcaption { left: 0.5rem; bottom: 0.5rem; font-size: 0.85rem; }
}
`;

/**
 * The page's policy: its own stylesheet (by hash), pictures from the API, nothing else; only the site itself may
 * frame it (the floor plan page's Virtual Tour view and the video modal).
 */
export const VIRTUAL_TOUR_POLICY = [
  "default-src 'none'",
  "img-src 'self'",
  `style-src ${cspHash(STYLE)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * A virtual tour the local API serves for a seeded floor plan: its photos as rooms to scroll or swipe through,
 * one screen each. No script, so it runs under the strict policy above, with no network beyond the API.
 */
export function virtualTourPage(planName: string, photos: readonly Asset[]): string {
  const name = escapeHtml(planName);
  const rooms = photos
    .map(
      (photo, index) =>
        `<li><figure><img src="/api/asset/download/${encodeURIComponent(photo.id)}" alt="${name}, room ${index + 1} of ${photos.length}" width="800" height="600"${index > 0 ? ' loading="lazy"' : ''}><figcaption>Room ${index + 1} of ${photos.length}</figcaption></figure></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Virtual tour: ${name}</title><style>${STYLE}</style></head><body><main><h1>Virtual tour: ${name}</h1><p>Scroll or swipe through the rooms.</p><ol class="rooms" tabindex="0" aria-label="Rooms">${rooms}</ol></main></body></html>`;
}

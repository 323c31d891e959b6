/**
 * The page's origin ('https://example.org'). In the browser it is the window's; while the server renders a page
 * (src/entry-server.tsx) it is the origin the visitor asked, set before each render, so links, image URLs and
 * structured data come out the same on both sides and hydration finds no difference.
 */
let renderOrigin = 'http://localhost:8080';

export function pageOrigin(): string {
  return typeof window === 'undefined' ? renderOrigin : window.location.origin;
}

/** Server only: the origin of the request being rendered (rendering itself is synchronous, so one at a time). */
export function setRenderOrigin(origin: string): void {
  renderOrigin = origin.replace(/\/+$/, '');
}

/**
 * The page's origin ('https://example.org'). In the browser it is the window's; while the server renders a page
 * it is the origin the visitor asked (src/entry-server.tsx), so links, image URLs and structured data come out the
 * same on both sides and hydration finds no difference.
 */
let serverOrigin: () => string = () => 'http://localhost:8080';

export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin() : window.location.origin;
}

/**
 * Server only: where the origin of the page being rendered comes from. Renders of several requests overlap (each
 * waits for data and for React between its parts), so it is read per render, not kept in one module value.
 */
export function setServerOrigin(source: () => string): void {
  serverOrigin = source;
}

/**
 * The origins pages are rendered for: SITE_URL's and those the server is reached by (SITE_ORIGINS). A rendered page's
 * image URLs are absolute on the origin it was asked under, and that origin comes from the Host header, which the
 * client chooses: a page for any other name goes out for the browser to render, so nothing of the header is written
 * into markup a cache could hand to others, and a client varying it cannot make renders the page cache does not keep.
 */
export class SiteOrigins {
  private readonly origins: ReadonlySet<string>;

  constructor(origins: readonly string[]) {
    this.origins = new Set(origins.map((origin) => new URL(origin).origin));
  }

  /** The listed origin `requestOrigin` (scheme://Host as the request gave them) names, or null for any other. */
  match(requestOrigin: string): string | null {
    if (!URL.canParse(requestOrigin)) return null;
    // As written by URL (host in lower case, a default port left out), never the header's own spelling.
    const { origin } = new URL(requestOrigin);
    return this.origins.has(origin) ? origin : null;
  }
}

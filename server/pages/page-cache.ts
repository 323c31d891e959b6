import { EncodedBytes } from '../http/encoded-json';

/**
 * Rendered pages kept as long as the catalog reads they were rendered from (the read cache's TTL, default 10 s), so a
 * busy page is rendered once per fill instead of once per visitor; concurrent misses share one render. Only pages
 * made of catalog data are kept: the sublet list changes with every approved listing, and its JSON is not cached
 * either.
 */
export class PageCache {
  private readonly entries = new Map<string, { expires: number; page: Promise<EncodedBytes | null> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly maxEntries = 200,
  ) {}

  static isCatalogPage(pathname: string): boolean {
    return pathname !== '/sublets' && !pathname.startsWith('/sublets/');
  }

  page(key: string, pathname: string, render: () => Promise<string | null>): Promise<EncodedBytes | null> {
    const encoded = () => render().then((html) => (html === null ? null : new EncodedBytes(Buffer.from(html))));
    if (this.ttlMs <= 0 || !PageCache.isCatalogPage(pathname)) return encoded();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.page;
    const page = encoded();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { expires: now + this.ttlMs, page });
    // A page left to the browser (a failed query) is tried again by the next visitor.
    void page.then((html) => html ?? this.entries.delete(key), () => this.entries.delete(key));
    return page;
  }
}

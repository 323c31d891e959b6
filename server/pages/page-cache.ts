import { EncodedBytes } from '../http/encoded-json';

/**
 * Rendered pages kept as long as the catalog reads they were rendered from (the read cache's TTL, default 10 s), so a
 * busy page is rendered once per fill instead of once per visitor; concurrent misses share one render. Only pages
 * made of catalog data are kept (the route's `catalog` fact, src/shared/routeFacts.ts): the sublet list changes with
 * every approved listing, and its JSON is not cached either. When full, the page used longest ago makes room, so a
 * client asking for many different pages cannot push the busy ones out.
 */
export class PageCache {
  private readonly entries = new Map<string, { expires: number; page: Promise<EncodedBytes | null> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly maxEntries = 200,
  ) {}

  /** `key` names what the page shows (its origin, path and the parameters it reads); `keep`: a catalog page. */
  page(key: string, keep: boolean, render: () => Promise<string | null>): Promise<EncodedBytes | null> {
    const encoded = () => render().then((html) => (html === null ? null : new EncodedBytes(Buffer.from(html))));
    if (this.ttlMs <= 0 || !keep) return encoded();
    const now = this.now();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.expires > now) {
      this.entries.set(key, hit);
      return hit.page;
    }
    const page = encoded();
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry = { expires: now + this.ttlMs, page };
    this.entries.set(key, entry);
    // A page left to the browser (a failed query, a missed deadline) is tried again by the next visitor.
    const forget = () => this.entries.get(key) === entry && this.entries.delete(key);
    void page.then((html) => html ?? forget(), forget);
    return page;
  }
}

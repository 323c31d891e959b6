import { MISSING_RECORD } from '@/shared/renderSeam';
import { EncodedBytes } from '../http/encoded-json';
import { ExpiringLru } from '../http/expiring-lru';

/** A rendered page's markup. */
export interface RenderedMarkup {
  html: string;
}

/** A rendered page as it is sent: its bytes, compressed at most once per encoding. */
export class PageBytes extends EncodedBytes {
  constructor({ html }: RenderedMarkup) {
    super(Buffer.from(html));
  }
}

/** The markup kept at most: some sixty home pages of a portfolio thirty times the seeded one, far more smaller pages. */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/** A rendered page, `MISSING_RECORD` (its record does not exist: a 404), or null: the browser renders the page. */
export type PageAnswer = PageBytes | typeof MISSING_RECORD | null;

/**
 * Rendered pages kept as long as the catalog reads they were rendered from (the read cache's TTL, default 10 s), so a
 * busy page is rendered once per fill instead of once per visitor; concurrent misses share one render. Only pages
 * made of catalog data are kept (the route's `catalog` fact, src/shared/routeFacts.ts): the sublet list changes with
 * every approved listing, and its JSON is not cached either. When full, the page used longest ago makes room, so a
 * client asking for many different pages cannot push the busy ones out. Full means `maxEntries` pages or `maxBytes`
 * of markup (issue 28): a portfolio's large pages must not grow the server's memory with every filter a visitor tries.
 */
export class PageCache {
  private readonly pages: ExpiringLru<PageAnswer>;

  private readonly onLookup: (hit: boolean) => void;

  /** `onLookup` is told whether each catalog page was served from the cache (the metrics' hit ratio). */
  constructor(
    ttlMs: number,
    now: () => number,
    { maxEntries = 200, maxBytes = DEFAULT_MAX_BYTES, onLookup = () => {} }: { maxEntries?: number; maxBytes?: number; onLookup?: (hit: boolean) => void } = {},
  ) {
    this.pages = new ExpiringLru(ttlMs, now, maxEntries, { max: maxBytes, weigh: (page) => (page instanceof PageBytes ? page.identity.length : 0) });
    this.onLookup = onLookup;
  }

  /** Forgets every page: the catalog changed (plugins/catalog-changes.ts). */
  clear(): void {
    this.pages.clear();
  }

  /** The keys of the pages kept. */
  addresses(): string[] {
    return this.pages.keys();
  }

  /** `key` names what the page shows (its origin, path and the parameters it reads); `keep`: a catalog page. */
  page(key: string, keep: boolean, render: () => Promise<RenderedMarkup | typeof MISSING_RECORD | null>): Promise<PageAnswer> {
    const encoded = () => render().then((markup) => (markup === null || markup === MISSING_RECORD ? markup : new PageBytes(markup)));
    if (!keep) return encoded();
    // A page left to the browser (a failed query, a missed deadline) is tried again by the next visitor.
    let rendered = false;
    const page = this.pages.get(key, () => ((rendered = true), encoded()), (made) => made !== null);
    this.onLookup(!rendered);
    return page;
  }
}

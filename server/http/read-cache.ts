import { EncodedJson } from './encoded-json';

/**
 * Serialized answers of the catalog GETs (floor plans, properties, FAQs, specials, team), kept for a few seconds.
 * The API never writes the catalog, and the embedded database runs queries on the server's own thread, so without
 * this every visitor's page would queue behind the same queries; and each answer is serialized, hashed and compressed
 * once per fill rather than once per request (encoded-json.ts). Concurrent misses share one load. An edit made
 * straight in the database shows after at most `ttlMs` (docs/decisions/006-pglite-and-postgresql.md).
 */
export class ReadCache {
  private readonly entries = new Map<string, { expires: number; body: Promise<EncodedJson> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    /** Bounds memory when clients vary query strings. */
    private readonly maxEntries = 500,
  ) {}

  /** `load()`'s value as JSON bytes, from the cache while it is fresh; failures are not kept. */
  json(key: string, load: () => Promise<unknown>): Promise<EncodedJson> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.body;
    const body = load().then((value) => new EncodedJson(value));
    if (this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { expires: now + this.ttlMs, body });
      body.catch(() => this.entries.delete(key));
    }
    return body;
  }
}

import { EncodedJson } from './encoded-json';

/**
 * Serialized answers of the catalog GETs (floor plans, properties, FAQs, specials, team), kept for a few seconds.
 * The API never writes the catalog, and the embedded database runs queries on the server's own thread, so without
 * this every visitor's page would queue behind the same queries; and each answer is serialized, hashed and compressed
 * once per fill rather than once per request (encoded-json.ts). Concurrent misses share one load. An edit made
 * straight in the database shows after at most `ttlMs` (docs/decisions/006-pglite-and-postgresql.md).
 *
 * Keys are built from what a route understands (routes/data.ts), so a query string varied to miss the cache lands on
 * the same entry; the number of entries is bounded, the least recently read evicted first (issue 15).
 */
export class ReadCache {
  /** In order of last use: a Map iterates in insertion order, and a hit is moved to the end. */
  private readonly entries = new Map<string, { expires: number; body: Promise<EncodedJson> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly maxEntries = 500,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** `load()`'s value as JSON bytes, from the cache while it is fresh; failures are not kept. */
  json(key: string, load: () => Promise<unknown>): Promise<EncodedJson> {
    const now = this.now();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.expires > now) {
      this.entries.set(key, hit);
      return hit.body;
    }
    const body = load().then((value) => new EncodedJson(value));
    if (this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      const entry = { expires: now + this.ttlMs, body };
      this.entries.set(key, entry);
      body.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    return body;
  }
}

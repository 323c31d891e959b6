import { EncodedJson } from './encoded-json';
import { ExpiringLru } from './expiring-lru';

/**
 * Serialized answers of the catalog GETs (floor plans, properties, FAQs, specials, team), kept for a few seconds.
 * The API never writes the catalog, and the embedded database runs queries on the server's own thread, so without
 * this every visitor's page would queue behind the same queries; and each answer is serialized, hashed and compressed
 * once per fill rather than once per request (encoded-json.ts). Concurrent misses share one load. A change to the
 * catalog clears it at once (plugins/catalog-changes.ts); `ttlMs` bounds the staleness should a notice be missed.
 *
 * Keys are built from what a route understands (routes/data.ts), so a query string varied to miss the cache lands on
 * the same entry; the number of entries is bounded, the least recently read evicted first (expiring-lru.ts).
 */
export class ReadCache {
  private readonly answers: ExpiringLru<EncodedJson>;

  private readonly onLookup: (hit: boolean) => void;

  /** `onLookup` is told whether each read was served from the cache (the metrics' hit ratio). */
  constructor(ttlMs: number, now: () => number, { maxEntries = 500, onLookup = () => {} }: { maxEntries?: number; onLookup?: (hit: boolean) => void } = {}) {
    this.answers = new ExpiringLru(ttlMs, now, maxEntries);
    this.onLookup = onLookup;
  }

  get size(): number {
    return this.answers.size;
  }

  /** Forgets every answer: the catalog changed (plugins/catalog-changes.ts). */
  clear(): void {
    this.answers.clear();
  }

  /** `load()`'s value as JSON bytes, from the cache while it is fresh; failures are not kept. */
  json(key: string, load: () => Promise<unknown>): Promise<EncodedJson> {
    let loaded = false;
    const answer = this.answers.get(key, () => {
      loaded = true;
      return load().then((value) => new EncodedJson(value));
    });
    this.onLookup(!loaded);
    return answer;
  }
}

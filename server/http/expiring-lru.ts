/**
 * Values that take time to make (a database load, a page render), kept `ttlMs` and shared by everyone who asks
 * meanwhile, so concurrent misses make one. At most `maxEntries` are kept, the one used longest ago evicted first: a
 * client asking for many different keys cannot push the busy ones out (issue 15). A value whose making fails, or that
 * `keep` refuses once made, is forgotten, so the next asker makes it anew.
 */
export class ExpiringLru<Value> {
  /** In order of last use: a Map iterates in insertion order, and a hit is moved to the end. */
  private readonly entries = new Map<string, { expires: number; value: Promise<Value> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The keys held (some may have expired and not yet been asked for). */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  /** Forgets every value, those still being made too: the next asker of each key makes it anew. */
  clear(): void {
    this.entries.clear();
  }

  get(key: string, make: () => Promise<Value>, keep: (value: Value) => boolean = () => true): Promise<Value> {
    const now = this.now();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.expires > now) {
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = make();
    if (this.ttlMs <= 0) return value;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry = { expires: now + this.ttlMs, value };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    void value.then((made) => keep(made) || forget(), forget);
    return value;
  }
}

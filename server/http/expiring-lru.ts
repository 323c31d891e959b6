/**
 * Values that take time to make (a database load, a page render), kept `ttlMs` and shared by everyone who asks
 * meanwhile, so concurrent misses make one. At most `maxEntries` are kept, the one used longest ago evicted first: a
 * client asking for many different keys cannot push the busy ones out (issue 15). A value whose making fails, or that
 * `keep` refuses once made, is forgotten, so the next asker makes it anew. With a `budget`, the values made are also
 * kept to at most `budget.max` of their weight (e.g. bytes: issue 28, a few large pages must not hold the memory of
 * many small ones), again the one used longest ago evicted first.
 */
export class ExpiringLru<Value> {
  /** In order of last use: a Map iterates in insertion order, and a hit is moved to the end. */
  private readonly entries = new Map<string, Entry<Value>>();

  /** The weight of the values made and kept. */
  private weight = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly maxEntries: number,
    private readonly budget?: { max: number; weigh: (value: Value) => number },
  ) {}

  /** What the values kept weigh together (0 without a budget). */
  get totalWeight(): number {
    return this.weight;
  }

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
    this.weight = 0;
  }

  get(key: string, make: () => Promise<Value>, keep: (value: Value) => boolean = () => true): Promise<Value> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      // Moved to the end: the most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.remove(key, hit);
    const value = make();
    if (this.ttlMs <= 0) return value;
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    const entry: Entry<Value> = { expires: now + this.ttlMs, value, weight: 0 };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.remove(key, entry);
    };
    void value.then((made) => (keep(made) ? this.weighIn(key, entry, made) : forget()), forget);
    return value;
  }

  private weighIn(key: string, entry: Entry<Value>, made: Value) {
    if (!this.budget || this.entries.get(key) !== entry) return;
    entry.weight = this.budget.weigh(made);
    this.weight += entry.weight;
    while (this.weight > this.budget.max && this.entries.size > 0) this.evictOldest();
  }

  private evictOldest() {
    const [key, entry] = this.entries.entries().next().value!;
    this.remove(key, entry);
  }

  private remove(key: string, entry: Entry<Value>) {
    this.entries.delete(key);
    this.weight -= entry.weight;
    entry.weight = 0;
  }
}

interface Entry<Value> {
  expires: number;
  value: Promise<Value>;
  /** What the value weighs once made and kept (0 until then, or without a budget). */
  weight: number;
}

/**
 * Where the rate limits count (issue 26): in this process's memory, in the database, or in Redis. The seam for any
 * limit, not only the HTTP plugin's (sign-in attempts, say): `consume` counts one hit on a key in a fixed window.
 */
export interface Consumed {
  /** The hit was counted: the window had fewer than `max` hits. A hit that is not allowed counts nothing. */
  allowed: boolean;
  /** Hits counted in the window so far (this one included when allowed). */
  hits: number;
  /** Milliseconds until the window ends and the key starts again at nothing. */
  resetsInMs: number;
}

export interface LimitStore {
  /** Where the counts live: shared stores (database, Redis) are seen by every process. */
  readonly kind: 'memory' | 'database' | 'redis';
  /** Counts one hit on `key` if its window of `windowMs` (started by its first hit) has fewer than `max`. */
  consume(key: string, max: number, windowMs: number): Promise<Consumed>;
  /** Gives back one hit counted in the key's current window (a request the API refused as bad input). */
  refund(key: string): Promise<void>;
  /** Lets go of a connection the store holds. */
  close(): Promise<void>;
}

/** Defaults shared by `buildApp` and the environment (`env.ts`), kept apart so the CLI need not load the app. */
export interface WriteRateLimit {
  /** Requests one client may make per window (writes: to one endpoint; reads: to all together); 0: no limit. */
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_WRITE_RATE_LIMIT: WriteRateLimit = { max: 30, timeWindowMs: 60_000 };

/**
 * API reads one client may make per minute, all reads together (issue 15). A page view makes a few dozen (data and
 * images), so a visitor never meets it; a client varying query strings or page numbers in a loop does.
 */
export const DEFAULT_READ_RATE_LIMIT: WriteRateLimit = { max: 3000, timeWindowMs: 60_000 };

/** How long catalog GETs are served from memory (read-cache.ts). */
export const DEFAULT_CATALOG_CACHE_MS = 10_000;

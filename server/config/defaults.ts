/** Defaults shared by `buildApp` and the environment (`env.ts`), kept apart so the CLI need not load the app. */
export interface WriteRateLimit {
  /** Writes one client may make to one endpoint per window. */
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_WRITE_RATE_LIMIT: WriteRateLimit = { max: 30, timeWindowMs: 60_000 };

/** How long catalog GETs are served from memory (read-cache.ts). */
export const DEFAULT_CATALOG_CACHE_MS = 10_000;

import type { Consumed, LimitStore } from './limit-store';

/**
 * Counts remembered at most, of every limit together (each route's limit had 10,000 of its own before): the oldest is
 * forgotten first, so a flood of addresses cannot grow the process.
 */
const MAX_KEYS = 50_000;

/**
 * The counts in this process's memory: right where only one process serves (the embedded database allows one per
 * data directory, decision 023), and free. `now` is the clock (tests move it).
 */
export function memoryLimitStore(now: () => number = Date.now): LimitStore {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  return {
    kind: 'memory',
    async consume(key, max, windowMs): Promise<Consumed> {
      const at = now();
      let window = windows.get(key);
      windows.delete(key);
      if (!window || window.endsAt <= at) window = { hits: 0, endsAt: at + windowMs };
      const allowed = window.hits < max;
      if (allowed) window.hits += 1;
      if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
      windows.set(key, window);
      return { allowed, hits: window.hits, resetsInMs: window.endsAt - at };
    },
    async refund(key) {
      const window = windows.get(key);
      if (window && window.hits > 0 && window.endsAt > now()) window.hits -= 1;
    },
    async close() {},
  };
}

/**
 * The rate limiter's counters (a store for @fastify/rate-limit) with one addition: a write the API refused as bad
 * input (400) gives its request back, so a visitor correcting a form does not run out of tries (issue 15). Fixed
 * windows per client, like the plugin's own store, bounded in the number of clients remembered.
 */
type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

const MAX_CLIENTS = 10_000;

class Counters {
  private readonly windows = new Map<string, { current: number; startedAt: number }>();

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    this.windows.delete(key);
    if (!window || window.startedAt + timeWindow <= now) window = { current: 0, startedAt: now };
    window.current += 1;
    if (this.windows.size >= MAX_CLIENTS) this.windows.delete(this.windows.keys().next().value!);
    this.windows.set(key, window);
    callback(null, { current: window.current, ttl: window.startedAt + timeWindow - now });
  }

  read(key: string, callback: Callback, timeWindow: number): void {
    const window = this.windows.get(key);
    const now = Date.now();
    if (!window || window.startedAt + timeWindow <= now) callback(null, { current: 0, ttl: 0 });
    else callback(null, { current: window.current, ttl: window.startedAt + timeWindow - now });
  }

  refund(key: string): void {
    const window = this.windows.get(key);
    if (window && window.current > 0) window.current -= 1;
  }
}

const routeKey = (method: unknown, url: unknown) => `${String(method)} ${String(url)}`;

/**
 * One counter set per limited route, found again by method and route URL to refund a request; limits given the same
 * `groupId` share one (the API's reads and the pages, rate-limit.ts).
 */
export function refundableStore() {
  const routes = new Map<string, Counters>();
  const groups = new Map<string, RefundableStore>();
  class RefundableStore extends Counters {
    /** The plugin passes the route's merged limit options, the route itself under `routeInfo` (its types say otherwise). */
    child(options: object): RefundableStore {
      const { routeInfo: route, groupId } = options as { routeInfo?: { method?: unknown; url?: unknown }; groupId?: string };
      const counters = (groupId && groups.get(groupId)) || new RefundableStore();
      if (groupId) groups.set(groupId, counters);
      if (route?.url) routes.set(routeKey(route.method, route.url), counters);
      return counters;
    }
  }
  return {
    Store: RefundableStore,
    refund: (method: string, url: string | undefined, key: string) => routes.get(routeKey(method, url))?.refund(key),
  };
}

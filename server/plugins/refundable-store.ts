import type { LimitStore } from '../limits/limit-store';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const routeScope = (method: unknown, url: unknown) => `${String(method)} ${String(url)}`;

/**
 * The rate limiter's counters (a store for @fastify/rate-limit) over a LimitStore (memory, database or Redis), with
 * one addition: a write the API refused as bad input (400) gives its request back, so a visitor correcting a form does
 * not run out of tries (issue 15). Each limited route counts apart, under its method and URL; limits given the same
 * `groupId` count together (the API's reads and the pages, rate-limit.ts). `keyOf` turns a count's name into the
 * store's key (a keyed hash for a shared store, so no client address is stored).
 */
export function refundableStore(store: LimitStore, keyOf: (name: string) => Promise<string> = async (name) => name) {
  const limitedRoutes = new Set<string>();
  const keyIn = (scope: string, client: string) => keyOf(`${scope}|${client}`);

  class RefundableStore {
    /** The plugin constructs the first store with its options, which this store has no use for. */
    constructor(
      _options?: unknown,
      private readonly scope = 'global',
    ) {}

    /** The plugin passes the route's merged limit options, the route itself under `routeInfo` (its types say otherwise). */
    child(options: object): RefundableStore {
      const { routeInfo: route, groupId } = options as { routeInfo?: { method?: unknown; url?: unknown }; groupId?: string };
      if (groupId) return new RefundableStore(undefined, `group ${groupId}`);
      const scope = routeScope(route?.method, route?.url);
      if (route?.url) limitedRoutes.add(scope);
      return new RefundableStore(undefined, scope);
    }

    /** The plugin refuses a request once `current` passes `max`: a hit the store did not count is reported so. */
    incr(client: string, callback: Callback, timeWindow: number, max: number): void {
      keyIn(this.scope, client)
        .then((key) => store.consume(key, max, timeWindow))
        .then(({ allowed, hits, resetsInMs }) => callback(null, { current: allowed ? hits : max + 1, ttl: resetsInMs }), (error: Error) => callback(error));
    }
  }

  return {
    Store: RefundableStore,
    /** Gives back the request of `client` (the key the plugin counted it under) to the route `method url`, if it is limited. */
    async refund(method: string, url: string | undefined, client: string): Promise<void> {
      const scope = routeScope(method, url);
      if (limitedRoutes.has(scope)) await store.refund(await keyIn(scope, client));
    },
  };
}

import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { WriteRateLimit } from '../config/defaults';
import type { Queryable } from '../db/database';
import { keyedHasher } from '../db/keyed-hash';
import { CountedRefusal } from '../http/errors';
import { isOwnRead } from '../http/own-reads';
import type { LimitStore } from '../limits/limit-store';
import { refundableStore } from './refundable-store';

export interface RouteLimits {
  /** Route options that put a write behind its own per-client limit (one budget per endpoint). */
  write: RouteShorthandOptions;
  /** Route options that count an API read against the client's one budget for all reads; empty when off. */
  read: RouteShorthandOptions;
}

/**
 * Counts a page request against the client's read budget, as one read (the rendered page carries the data its
 * browser would otherwise read); false once the budget is spent.
 */
export type PageReads = (request: FastifyRequest) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The route options of the limits (`ApiContext.write`, `.read`) and the page requests' share of the reads. */
    clientLimits: { routes: RouteLimits; pageReads: PageReads };
  }
}

export interface RateLimitOptions {
  write: WriteRateLimit;
  read: WriteRateLimit;
  /** Where the counts live (limits/open.ts); closed with the app. */
  store: LimitStore;
  /** The database that keeps the secret of the keys' hash when the store is shared. */
  db: Queryable;
}

/**
 * Per-client limits, off unless a route asks for one (`ApiContext.write`, `.read`); a refusal says how long to wait.
 * A write refused as bad input (400) does not count; one refused for a failed captcha does. In a shared store (the
 * database, Redis) a client's count is kept under a keyed hash of the limit and its address, as reporters are.
 */
export const rateLimit = fp<RateLimitOptions>(
  async (app, { write, read, store, db }) => {
    const counters = refundableStore(store, store.kind === 'memory' ? undefined : keyedHasher(db, 'rate_limit'));
    app.addHook('onClose', () => store.close());
    await app.register(fastifyRateLimit, {
      global: false,
      store: counters.Store,
      errorResponseBuilder: (_request, limit) => ({
        statusCode: 429,
        message: `Too many requests: please wait ${limit.after} and try again`,
      }),
    });
    // A refusal that must count (a failed captcha) is known by its error, which the answer no longer carries.
    const counted = new WeakSet<FastifyRequest>();
    app.addHook('onError', async (request, _reply, error) => {
      if (error instanceof CountedRefusal) counted.add(request);
    });
    // Given back before the answer leaves, so the client's next request finds it whichever process it reaches; under
    // the key the plugin counted (an IPv6 client by its /64).
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode !== 400 || counted.has(request)) return payload;
      // A store that fails here must not turn the visitor's 400 into another answer: it only costs them one try.
      await counters.refund(request.method, request.routeOptions.url, normalizeIP(request.ip)).catch((error: unknown) => request.log.warn({ err: error }, 'a refused request could not be given back to the rate limit'));
      return payload;
    });
    if (read.max === 0) {
      app.decorate('clientLimits', { routes: { write: writeLimit(write), read: {} }, pageReads: async () => true });
      return;
    }
    // One handler, so one counter per client across every read route (a route's own `config.rateLimit` would count
    // each endpoint apart, and a client varying endpoints would get a budget per endpoint); pages share that counter
    // (the store's group). A page render's own reads are the server's, not the visitor's.
    const reads = { max: read.max, timeWindow: read.timeWindowMs, groupId: 'reads', allowList: isOwnRead };
    const pageRead = app.createRateLimit(reads);
    app.decorate('clientLimits', {
      routes: { write: writeLimit(write), read: { onRequest: app.rateLimit(reads) } },
      pageReads: async (request: FastifyRequest) => {
        const limit = await pageRead(request);
        return limit.isAllowed || !limit.isExceeded;
      },
    });
  },
  { name: 'rate-limit' },
);

const writeLimit = (limit: WriteRateLimit): RouteShorthandOptions => ({ config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } });

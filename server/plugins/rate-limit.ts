import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { WriteRateLimit } from '../config/defaults';
import { refundableStore } from './refundable-store';

export interface RouteLimits {
  /** Route options that put a write behind its own per-client limit (one budget per endpoint). */
  write: RouteShorthandOptions;
  /** Route options that count an API read against the client's one budget for all reads; empty when off. */
  read: RouteShorthandOptions;
}

/**
 * Per-client limits, off unless a route asks for one (`ApiContext.write`, `.read`); a refusal says how long to wait.
 * A write refused as bad input (400) does not count.
 */
export async function registerRateLimit(app: FastifyInstance, limits: { write: WriteRateLimit; read: WriteRateLimit }): Promise<RouteLimits> {
  const store = refundableStore();
  await app.register(fastifyRateLimit, {
    global: false,
    store: store.Store,
    errorResponseBuilder: (_request, limit) => ({
      statusCode: 429,
      message: `Too many requests: please wait ${limit.after} and try again`,
    }),
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 400) store.refund(request.method, request.routeOptions.url, request.ip);
  });
  // One handler, so one counter per client across every read route (a route's own `config.rateLimit` would count
  // each endpoint apart, and a client varying endpoints would get a budget per endpoint).
  const readLimit = limits.read.max > 0 ? app.rateLimit({ max: limits.read.max, timeWindow: limits.read.timeWindowMs }) : undefined;
  return {
    write: { config: { rateLimit: { max: limits.write.max, timeWindow: limits.write.timeWindowMs } } },
    read: readLimit ? { onRequest: readLimit } : {},
  };
}

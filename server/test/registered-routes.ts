import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The routes of every app built while `during` runs, as Fastify registers them (its `onRoute` hook, reached through
 * the `fastify.initialization` diagnostics channel): tests that must cover every route find them here, so a route
 * added later is covered without touching the test.
 */
export async function registeredRoutes<T>(during: () => Promise<T>): Promise<{ result: T; routes: RouteOptions[] }> {
  const routes: RouteOptions[] = [];
  const registering = channel('fastify.initialization');
  const listen = ({ fastify }: { fastify: FastifyInstance }) => fastify.addHook('onRoute', (route: RouteOptions) => void routes.push(route));
  registering.subscribe(listen as (message: unknown) => void);
  try {
    return { result: await during(), routes };
  } finally {
    registering.unsubscribe(listen as (message: unknown) => void);
  }
}

import type { Server } from 'node:http';
import fp from 'fastify-plugin';
import { isPagePath, PAGE_ROUTES, pageRouteOf, pathnameOf } from '@/shared/routeFacts';
import { metricsEndpoint } from '../metrics/endpoint';
import type { ServerMetrics } from '../metrics/server-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener (METRICS_PORT) once the app is ready, else null. */
    metricsServer: Server | null;
  }
}

export interface MetricsOptions {
  metrics: ServerMetrics;
  /** Where `GET /metrics` is served (METRICS_PORT, METRICS_HOST, METRICS_KEY); absent: nowhere. */
  endpoint?: { port: number; host: string; key?: string };
}

/**
 * Counts every answer by its route's pattern (`/api/data/floorplans/:id`, a page's `/floorplans/:id`), never its URL,
 * so the label set stays bounded whatever visitors send; anything else is 'unmatched'. Serves `/metrics` on its own
 * listener from when the app is ready (Fastify does not wait for onListen hooks) until it closes: it stays open
 * through the drain, so a scrape sees the shutdown.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, { metrics, endpoint }) => {
    app.addHook('onResponse', async (request, reply) => {
      const pathname = pathnameOf(request.url);
      const route = request.routeOptions.url ?? (isPagePath(pathname) ? PAGE_ROUTES[pageRouteOf(pathname)].path : 'unmatched');
      metrics.request(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    });
    app.decorate('metricsServer', null);
    if (!endpoint) return;
    app.addHook('onReady', async () => {
      const server = metricsEndpoint(metrics, endpoint.key);
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(endpoint.port, endpoint.host, resolve));
      app.metricsServer = server;
    });
    app.addHook('onClose', async () => {
      await new Promise((resolve) => (app.metricsServer ? app.metricsServer.close(resolve).closeAllConnections() : resolve(undefined)));
    });
  },
  { name: 'metrics' },
);

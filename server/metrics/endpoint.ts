import { createServer, type Server } from 'node:http';
import { sameSecret } from '../security/secrets';
import type { ServerMetrics } from './server-metrics';

/**
 * `GET /metrics` in Prometheus' text format on a listener of its own (METRICS_PORT), never on the public port:
 * what the server counts (routes, cache ratios, job failures) is for the operator, not for visitors. With `key`
 * (METRICS_KEY) a scrape must send `Authorization: Bearer <key>`, else 401.
 */
export function metricsEndpoint(metrics: ServerMetrics, key: string | undefined): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Only GET /metrics is served here' }));
      return;
    }
    const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (key !== undefined && (sent === undefined || !sameSecret(sent, key))) {
      response.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' }).end(JSON.stringify({ message: 'The metrics need Authorization: Bearer and METRICS_KEY' }));
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'The metrics could not be collected' })),
    );
  });
}

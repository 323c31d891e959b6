import type { FastifyInstance } from 'fastify';

/** `GET api/health`: for a supervisor or load balancer. */
export function registerHealth(app: FastifyInstance): void {
  app.get('/api/health', async () => ({ status: 'ok' }));
}

import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Per-client limits, off unless a route asks for one (`ApiContext.write`); a refused request says how long to wait. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, limit) => ({
      statusCode: 429,
      message: `Too many requests: please wait ${limit.after} and try again`,
    }),
  });
}

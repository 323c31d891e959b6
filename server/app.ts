import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

export interface AppOptions {
  /** The built site; when it does not exist only the API is served. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the HTTP app without listening, so tests can `inject` requests into it. */
export async function buildApp({ distDir, logger = false }: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: true });
  await app.register(fastifyCompress, { threshold: 1024 });

  app.get('/api/health', async () => ({ status: 'ok' }));

  if (distDir && existsSync(distDir)) await registerSite(app, distDir);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD') || !distDir || !existsSync(distDir)) {
      return reply.code(404).send({ message: `Nothing at ${request.method} ${request.url.split('?')[0]}` });
    }
    // Deep links (/floorplans/12, /sublets/abc) are routes of the single-page app.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  return app;
}

async function registerSite(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    wildcard: false,
    setHeaders(reply, filePath) {
      // Hashed file names change with their content, so they can be cached forever; index.html must not be.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

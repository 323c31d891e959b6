import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Compresses answers over 1 kB for clients that accept it (catalog reads bring their own compressed bytes). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { threshold: 1024 });
}

import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Compresses answers over 1 kB for clients that accept it (catalog reads bring their own compressed bytes). */
export const compression = fp(
  async (app) => {
    await app.register(fastifyCompress, { threshold: 1024 });
  },
  { name: 'compression' },
);

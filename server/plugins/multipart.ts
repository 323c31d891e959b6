import fastifyMultipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_IMAGE_BYTES } from '@/features/sublets/rules';

/** Image uploads: one image per request (spec section 7); one byte under the limit is the largest file accepted. */
export const multipart = fp(
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMAGE_BYTES - 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
  },
  { name: 'multipart' },
);

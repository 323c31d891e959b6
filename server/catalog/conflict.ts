import type { FastifyReply } from 'fastify';
import type { CatalogConflict } from '@/features/staff/catalogEdits';

/**
 * Issue 23: the answer to a catalog change made from a version its record (or records) has left: 409 with `message`
 * and what the editor must look at again, as it is now; nothing was written.
 */
export function sendConflict<T>(reply: FastifyReply, message: string, current: T): FastifyReply {
  return reply.code(409).send({ message, current } satisfies CatalogConflict<T>);
}

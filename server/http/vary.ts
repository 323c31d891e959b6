import type { FastifyReply } from 'fastify';

/**
 * Adds `field` to the answer's Vary header, keeping what is already there: the CORS plugin's `Origin` must survive a
 * route that varies by encoding or by Accept, or a cache could hand one site's answer to another origin.
 */
export function addVary(reply: FastifyReply, field: string): FastifyReply {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((name) => name.toLowerCase() === field.toLowerCase())) return reply;
  return reply.header('Vary', [...fields, field].join(', '));
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './accept-encoding';
import type { EncodedJson } from './encoded-json';
import { addVary } from './vary';

/**
 * Answers with the stored bytes of `body` in the encoding the client prefers, or 304 when it already holds them.
 * The route must be registered with `compress: false`: the bytes are already compressed.
 */
export async function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, body: EncodedJson): Promise<FastifyReply> {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  addVary(reply, 'Accept-Encoding').header('ETag', body.etag(encoding));
  if (body.matches(request.headers['if-none-match'])) return reply.code(304).send();
  const bytes = await body.bytes(encoding);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.type('application/json; charset=utf-8').header('Content-Length', bytes.length).send(bytes);
}

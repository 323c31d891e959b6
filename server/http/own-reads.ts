import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReadApi } from '@/shared/renderSeam';

/**
 * The reads a render makes of this same app (app.inject) carry a secret of this process, so the read limit can tell
 * the server talking to itself from a client: a render's reads must not spend any visitor's budget (issue 21), and
 * no client can claim to be the renderer without the secret.
 */
const HEADER = 'x-own-read';
const SECRET = randomBytes(18).toString('base64url');

export function isOwnRead(request: FastifyRequest): boolean {
  return request.headers[HEADER] === SECRET;
}

/** GETs of the JSON API answered by `app` itself, through its handlers and read cache. */
export function ownReadApi(app: FastifyInstance): ReadApi {
  return async (url) => {
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', [HEADER]: SECRET } });
    return { status: answer.statusCode, body: answer.body, headers: answer.headers };
  };
}

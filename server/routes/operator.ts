import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { HttpError, parseOr400 } from '../http/errors';
import { operatorCommandSchema, runOperatorCommand } from '../cli/operator';
import { sameSecret } from '../security/secrets';

export const OPERATOR_KEY_HEADER = 'x-operator-key';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `POST api/admin/operator`: how `npm run admin` reaches an embedded database that the running server holds open
 * (PGlite allows one process). Only from this machine (the socket's address, not a forwarded one) and only with the
 * key the server wrote into DATA_DIR (docs/decisions/007-cli-database-access.md).
 */
export function registerOperatorRoutes(app: FastifyInstance, { db, mailer, uploads, siteUrl, now }: ApiContext, operatorKey: string): void {
  app.post('/api/admin/operator', async (request) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !sameSecret(request.headers[OPERATOR_KEY_HEADER], operatorKey)) {
      throw new HttpError(403, 'Operator commands are only taken from `npm run admin` on this machine');
    }
    return runOperatorCommand({ db, mailer, uploads, siteUrl, log: request.log }, parseOr400(operatorCommandSchema, request.body), now());
  });
}

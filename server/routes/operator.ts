import type { ApiContext, ApiInstance } from '../context';
import { HttpError } from '../http/errors';
import { operatorCommandSchema, runOperatorCommand } from '../operator/commands';
import { OPERATOR_KEY_HEADER } from '../operator/key-header';
import { sameSecret } from '../security/secrets';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `POST api/admin/operator`: how `npm run admin` reaches an embedded database that the running server holds open
 * (PGlite allows one process). Only from this machine (the socket's address, not a forwarded one) and only with the
 * key the server wrote into DATA_DIR (docs/decisions/007-cli-database-access.md).
 */
export function registerOperatorRoutes(app: ApiInstance, { db, mailQueued, uploads, siteUrl, now }: ApiContext, operatorKey: string): void {
  app.post('/api/admin/operator', { schema: { body: operatorCommandSchema } }, async (request) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !sameSecret(request.headers[OPERATOR_KEY_HEADER], operatorKey)) {
      throw new HttpError(403, 'Operator commands are only taken from `npm run admin` on this machine');
    }
    return runOperatorCommand({ db, mailQueued, uploads, siteUrl }, request.body, now());
  });
}

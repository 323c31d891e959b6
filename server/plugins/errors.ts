import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError, type HttpError } from '../http/errors';
import { StorageUnavailable } from '../storage/guarded-database';

/**
 * Every error answers `{ message }` (the site reads `response.data.message`): the visitor's own mistakes with their
 * 4xx status and text, a failing database or disk as a 503 (try again later), anything else as a 500 whose details
 * stay in the log.
 */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error instanceof StorageUnavailable) {
      request.log.error({ err: error.cause }, 'storage failing');
      return reply.code(503).send({ message: error.message });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Something went wrong on our side; please try again later' });
    }
    return reply.code(status).send(error instanceof ValidationError ? { message: error.message, errors: error.errors } : { message: error.message });
  });
}

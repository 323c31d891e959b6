import { hasZodFastifySchemaValidationErrors } from '@fastify/type-provider-zod';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, ValidationError, type HttpError } from '../http/errors';
import type { StorageFaultLog } from '../storage/fault-log';
import { StorageUnavailable } from '../storage/guarded-database';

/**
 * The error as the log may show it: database errors carry the statement's parameters, which can hold a sublet key or
 * what a visitor typed (issue 15), so those are left out; the statement itself stays to find the fault.
 */
function withoutParameters(error: unknown): unknown {
  if (!(error instanceof Error) || !('params' in error)) return error;
  const { params: _params, ...rest } = error as Error & { params: unknown };
  return Object.assign(new Error(error.message), { ...rest, stack: error.stack });
}

/**
 * A route's schema refusing the request, answered as the handlers' own checks answered before the schemas: a form
 * (the body) as a failed form parse, its first problem's message plus each problem with its field's path
 * (`additionalInfo.upperRent`); the address (params, query) with the message alone.
 */
function schemaRefusal(error: unknown): HttpError | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const problems = error.validation.map((issue) => ({ path: issue.instancePath.slice(1).replaceAll('/', '.'), message: issue.message ?? 'Invalid request' }));
  return error.validationContext === 'body' ? new ValidationError(problems) : badRequest(problems[0].message);
}

/**
 * Every error answers `{ message }` (the site reads `response.data.message`): the visitor's own mistakes with their
 * 4xx status and text (a form's problems also listed under `errors`), a failing
 * database or disk as a 503 (try again later), logged once per fault episode rather than once per request (issue 26),
 * anything else as a 500 whose details stay in the log.
 */
export const errorAnswers = fp<{ storageFaults: StorageFaultLog }>(
  async (app, { storageFaults }) => {
    app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
      const error = schemaRefusal(thrown) ?? thrown;
      const status = error.statusCode ?? 500;
      if (error instanceof StorageUnavailable) {
        storageFaults.refused(error.write, withoutParameters(error.cause));
        return reply.code(503).send({ message: error.message });
      }
      if (status >= 500) {
        request.log.error({ err: withoutParameters(error) }, 'request failed');
        return reply.code(500).send({ message: 'Something went wrong on our side; please try again later' });
      }
      return reply.code(status).send(error instanceof ValidationError ? { message: error.message, errors: error.errors } : { message: error.message });
    });
  },
  { name: 'error-answers' },
);

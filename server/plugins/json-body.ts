import fp from 'fastify-plugin';
import { badRequest } from '../http/errors';
import { nestsDeeperThan } from '../http/json-depth';

/**
 * How deeply a JSON body may nest. The forms nest two levels (a sublet's `additionalInfo`), the operator's commands
 * one; the bound leaves room for more while keeping every recursive walk of a body (the input guard, the schemas)
 * far from the stack's limit, which a body 2,000 levels deep reached (a 500, issue 26).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * JSON bodies are read by Fastify's own parser (secure-json-parse, the app's body size limit), after the text has
 * been checked for depth: a body nested too deeply is refused before anything parses or walks it.
 */
export const jsonBody = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(badRequest('The request body is nested too deeply'), undefined);
      parse(request, body as string, done);
    });
  },
  { name: 'json-body' },
);

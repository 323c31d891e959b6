import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';
import { SUBLET_KEY_HEADER } from '@/shared/apiTexts';

/** What the site sends across origins: reads, JSON and multipart writes, and a sublet's deletion. */
const METHODS = ['GET', 'HEAD', 'POST', 'DELETE'];
/** Content-Type (JSON bodies) and the sublet owner's key; nothing else is let through a preflight. */
const ALLOWED_HEADERS = ['Content-Type', SUBLET_KEY_HEADER];
/** Seconds a browser may reuse a preflight's answer, so a form's send costs one round trip, not two. */
export const PREFLIGHT_MAX_AGE = 600;

/**
 * Lets the site hosted on another origin (a static host in front of this API, VITE_DATA_HOSTS) call the API from the
 * browser (docs/decisions/016-cross-origin-data-host.md). Only `/api/` answers, only to the listed origins, which
 * are echoed back; no credentials, as the site sends no cookies to its data hosts. Nothing is registered when the
 * list is empty, so a same-origin deployment answers exactly as before.
 *
 * Registered before every other hook (the input guard, the rate limiter), so their refusals carry the headers too and
 * the browser shows the site the API's message rather than a network error.
 */
export const cors = fp<{ origins: readonly string[] }>(
  async (app, { origins }) => {
    if (origins.length === 0) return;
    const allowed = new Set(origins);
    await app.register(fastifyCors, {
      hook: 'onRequest',
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        const listed = request.url.startsWith('/api/') && origin !== undefined && allowed.has(origin);
        // `false` sends no CORS headers at all, and a preflight from anyone else falls through to the 404.
        callback(null, {
          origin: listed ? origin : false,
          methods: METHODS,
          allowedHeaders: ALLOWED_HEADERS,
          maxAge: PREFLIGHT_MAX_AGE,
          credentials: false,
        });
      },
    });
  },
  { name: 'cors' },
);

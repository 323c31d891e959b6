import fp from 'fastify-plugin';
import { isPrivatePage } from '@/shared/routeFacts';
import { addVary } from '../http/vary';
import { API_POLICY, PERMISSIONS_POLICY, sitePolicy, staffPolicy, type SiteServices } from '../security/site-policy';

/** The office workspace's pages and its API (issue 22): what they answer is one member's and never cached. */
const STAFF_PATH = /^\/(api\/)?staff(\/|\?|$)/;

/** A year; sent only on https answers (a proxy in TRUST_PROXY says so), as browsers ignore it over http anyway. */
const HSTS = 'max-age=31536000';

/**
 * Sets the security headers on every answer. A route that set its own policy (image downloads) keeps it. A private
 * sublet link sends no referrer (the key is in its URL) and asks search engines not to index it. The office
 * workspace (`/staff/*`, `/api/staff/*`) has a strict policy of its own, is never indexed, sends no referrer and is
 * never stored by a cache, whatever a route said.
 */
export const securityHeaders = fp<{ services: SiteServices; inlineStyles: string[] }>(
  async (app, { services, inlineStyles }) => {
    const policy = sitePolicy(services, inlineStyles);
    const workspacePolicy = staffPolicy(inlineStyles);
    app.addHook('onSend', async (request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff').header('Permissions-Policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      const api = request.url.startsWith('/api/');
      if (STAFF_PATH.test(request.url)) {
        reply.header('Content-Security-Policy', api ? API_POLICY : workspacePolicy);
        // A page is rendered with the data of the member whose session cookie it carries (docs/decisions/029): said
        // twice over to anything between the browser and the server, which must neither keep it nor share it.
        reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex').header('Cache-Control', api ? 'no-store' : 'no-store, private');
        if (!api) addVary(reply, 'Cookie');
        return;
      }
      if (!reply.hasHeader('Content-Security-Policy')) {
        reply.header('Content-Security-Policy', api ? API_POLICY : policy);
      }
      if (isPrivatePage(request.url)) {
        reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex');
      } else {
        reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      }
    });
  },
  { name: 'security-headers' },
);

import fp from 'fastify-plugin';
import { isPrivatePage } from '@/shared/routeFacts';
import { API_POLICY, PERMISSIONS_POLICY, sitePolicy, type SiteServices } from '../security/site-policy';

/** A year; sent only on https answers (a proxy in TRUST_PROXY says so), as browsers ignore it over http anyway. */
const HSTS = 'max-age=31536000';

/**
 * Sets the security headers on every answer. A route that set its own policy (image downloads) keeps it. A private
 * sublet link sends no referrer (the key is in its URL) and asks search engines not to index it.
 */
export const securityHeaders = fp<{ services: SiteServices; inlineStyles: string[] }>(
  async (app, { services, inlineStyles }) => {
    const policy = sitePolicy(services, inlineStyles);
    app.addHook('onSend', async (request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff').header('Permissions-Policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      if (!reply.hasHeader('Content-Security-Policy')) {
        reply.header('Content-Security-Policy', request.url.startsWith('/api/') ? API_POLICY : policy);
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

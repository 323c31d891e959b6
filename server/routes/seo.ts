import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { findActiveFloorplanIds } from '../db/queries/floorplans';
import { findListedCommunityIds } from '../db/queries/properties';

/** The pages of the site anyone may find (src/app/routes.tsx); private sublet links are never listed. */
const PUBLIC_PAGES = ['/', '/sublets', '/sublets/new', '/short-term', '/residents', '/team', '/accessibility'];

/** The files answered from the database rather than from the built site. */
export const SEO_FILES = ['robots.txt', 'sitemap.xml'];

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * `robots.txt` and `sitemap.xml` for search engines, naming the configured SITE_URL: the Host header is the
 * client's to choose, and a cache in front would hand a forged one to everybody (issue 15). Private sublet links are not disallowed here: a crawler must be
 * able to fetch them to see their `noindex` (security-headers.ts), and listing them would reveal that they exist.
 */
export function registerSeoRoutes(app: FastifyInstance, { db, siteUrl }: ApiContext): void {
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const [communityIds, floorplanIds] = await Promise.all([findListedCommunityIds(db), findActiveFloorplanIds(db)]);
    const paths = [...PUBLIC_PAGES, ...communityIds.map((id) => `/communities/${id}`), ...floorplanIds.map((id) => `/floorplans/${id}`)];
    reply.type('application/xml; charset=utf-8');
    return sitemapXml(siteUrl, paths);
  });
}

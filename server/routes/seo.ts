import type { FastifyInstance } from 'fastify';
import { company } from '@/config';
import { searchFloorplans } from '@/features/properties/searchFloorplans';
import { activeShortTermPlans } from '@/features/short-term/listRules';
import { PAGE_ROUTES, pagePath } from '@/shared/routeFacts';
import type { ApiContext } from '../context';
import { findShortTermListItems } from '../db/queries/floorplans';
import { findFilteredProperties } from '../db/queries/properties';

/** The pages without parameters the route table lists (src/shared/routeFacts.ts); private pages never are. */
const LISTED_PAGES = Object.values(PAGE_ROUTES)
  .filter((route) => route.sitemap && !route.path.includes(':'))
  .map((route) => pagePath(route));

/** Every short-term plan at once: the site's list asks for up to 1,000 (spec section 7). */
const SHORT_TERM_LIST = { number: 0, size: 1000 };

/**
 * The floor plans and communities the site links to, chosen by the site's own rules over the same answers its pages
 * read: the home search (`properties/filter` through `searchFloorplans`: listed communities, no garage, active
 * plans) and the short-term list (`activeShortTermPlans`). A plan no list shows (a parking space) is not listed here
 * either.
 */
async function catalogPaths(db: ApiContext['db']): Promise<string[]> {
  const [properties, shortTerm] = await Promise.all([findFilteredProperties(db), findShortTermListItems(db, company.shortTermPropertyId, SHORT_TERM_LIST)]);
  const homes = searchFloorplans(properties);
  const communityIds = [...new Set(homes.map((plan) => plan.property.id))];
  const planIds = [...new Set([...homes, ...activeShortTermPlans(shortTerm.items)].map((plan) => plan.id))].sort((a, b) => a - b);
  return [
    ...communityIds.sort((a, b) => a - b).map((propertyId) => pagePath(PAGE_ROUTES.community, { propertyId })),
    ...planIds.map((floorplanId) => pagePath(PAGE_ROUTES.floorplan, { floorplanId })),
  ];
}

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
    const paths = [...LISTED_PAGES, ...(await catalogPaths(db))];
    reply.type('application/xml; charset=utf-8');
    return sitemapXml(siteUrl, paths);
  });
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from '../http/accept-encoding';
import { addVary } from '../http/vary';
import { SEO_FILES } from '../routes/seo';
import { isPrivateSubletLink } from '../plugins/security-headers';
import { createPageRenderer, isBrowserOnly, type PageRenderer, type PageRendererOptions } from './page-render';

/**
 * Whether a path no route matched may be a page of the single-page app. The API, built files (`/assets/...`) and
 * anything named like a file (`.js`, `.png`) are not: answering those with index.html and 200 would make a browser
 * run a page as a script, and a missing chunk after a deploy look like success (issue 15).
 */
function isAppRoute(url: string): boolean {
  const pathname = url.split(/[?#]/)[0];
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) return false;
  return !/\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/')));
}

/**
 * The built site from `distDir` (when it exists; otherwise only the API is served), and the answer for everything
 * no route matched: a deep link of the single-page app gets index.html, anything else a 404.
 */
export async function registerSite(app: FastifyInstance, distDir: string | undefined, pages: PageRendererOptions): Promise<void> {
  const hasSite = distDir !== undefined && existsSync(distDir);
  if (hasSite) await serveBuild(app, distDir);
  const renderPage: PageRenderer | null = hasSite ? await createPageRenderer(app, distDir, pages) : null;

  app.setNotFoundHandler(async (request, reply) => {
    if (!isAppRoute(request.url) || (request.method !== 'GET' && request.method !== 'HEAD') || !hasSite) {
      return reply.code(404).send({ message: `Nothing at ${request.method} ${request.url.split('?')[0]}` });
    }
    // Public pages arrive rendered with their data (issue 13); they change with the catalog, so they are not cached.
    const page = renderPage && !isBrowserOnly(request.url.split('?')[0]) ? await renderPage(request) : null;
    if (page) {
      // The not-found handler is no route, so the compression plugin (a route hook) does not see it: compressed here,
      // once per rendered page.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('Content-Encoding', encoding);
      return addVary(reply.header('Cache-Control', 'no-cache'), 'Accept-Encoding').type('text/html; charset=utf-8').send(await page.bytes(encoding));
    }
    // Deep links (/floorplans/12, /sublets/abc) are routes of the single-page app. A private sublet link is never
    // stored by a browser or proxy (spec section 5: its key is the owner's capability).
    return reply.header('Cache-Control', isPrivateSubletLink(request.url) ? 'no-store' : 'no-cache').sendFile('index.html');
  });
}

async function serveBuild(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    wildcard: false,
    // `/` is a page the renderer answers (the not-found handler), not the file index.html.
    index: false,
    // setHeaders below decides, so a page that chose its own (a private link's no-store) keeps it.
    cacheControl: false,
    // The build writes .br and .gz beside scripts, styles and pages (scripts/vite/precompress.ts): no compressing per request.
    preCompressed: true,
    // Generated from the database (routes/seo.ts); a copy in the build must not shadow them.
    globIgnore: [...SEO_FILES, '.server/**'],
    setHeaders(reply, filePath) {
      // Hashed file names change with their content, so they can be cached forever; index.html must not be.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      if (reply.hasHeader('Cache-Control')) return;
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

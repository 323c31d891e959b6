import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../http/accept-encoding';
import { ownReadApi } from '../http/own-reads';
import { addVary } from '../http/vary';
import type { PageReads } from '../plugins/rate-limit';
import { SEO_FILES } from '../routes/seo';
import { MISSING_RECORD } from '@/shared/renderSeam';
import { isPagePath, isPrivatePage, pathnameOf } from '@/shared/routeFacts';
import { PageBytes } from './page-cache';
import { createPageRenderer, type PageRenderCounts, type PageRendererOptions } from './page-render';
import { pageStatus } from './record-status';
import { SCREEN_GUESS_HEADERS } from './screen-guess';
import { workspaceFirstScreen, type WorkspaceAccess } from './workspace-first-screen';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the page renderer counted (all zero when the build has none). */
    pageRenderCounts: PageRenderCounts;
    /** The addresses of the rendered pages the page cache holds (none when the build has no renderer). */
    renderedPageAddresses: () => string[];
    /** Forgets the rendered pages the page cache holds: the catalog changed (plugins/catalog-changes.ts). */
    forgetRenderedPages: () => void;
  }
}

export interface SiteOptions extends PageRendererOptions {
  /** The built site; when it does not exist only the API is served. */
  distDir: string | undefined;
  /** Counts a page request against its client's read budget (rate-limit.ts). */
  pageReads: PageReads;
  /** What a signed-in member's workspace is rendered with (docs/decisions/029). */
  workspace: WorkspaceAccess;
}

/**
 * The built site from `distDir` (when it exists; otherwise only the API is served), and the answer for everything
 * no route matched: a page of the site (src/shared/routeFacts.ts) gets index.html, rendered with its data when it is
 * public (or the workspace's inbox, for the member whose session asks), with its route's status (404 for the
 * not-found view); anything else a JSON 404.
 */
export const site = fp<SiteOptions>(async (app, { distDir, pageReads, workspace, ...pages }) => {
  const hasSite = distDir !== undefined && existsSync(distDir);
  if (hasSite) await serveBuild(app, distDir);
  const renderer = hasSite ? await createPageRenderer(app, distDir, pages) : null;
  app.decorate('pageRenderCounts', renderer?.counts ?? { started: 0, pastDeadline: 0 });
  app.decorate('renderedPageAddresses', () => renderer?.cachedAddresses() ?? []);
  app.decorate('forgetRenderedPages', () => renderer?.forgetCachedPages());
  const ownReads = ownReadApi(app);
  const firstScreen = workspaceFirstScreen(workspace, ownReads);

  /** A rendered page, compressed here: the not-found handler is no route, so the compression plugin never sees it. */
  const sendRendered = async (request: FastifyRequest, reply: FastifyReply, page: PageBytes) => {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return addVary(reply, 'Accept-Encoding').type('text/html; charset=utf-8').send(await page.bytes(encoding));
  };

  /**
   * A private page: a sublet's owner link is never rendered; the workspace is rendered for the member whose session
   * the request carries (its inbox), else left to the browser. Its headers (no-store, private; Vary: Cookie) are the
   * workspace's own (plugins/security-headers.ts); a rendered one also names the headers its layout was guessed from.
   * No-store already keeps every cache from reusing it, but the answer does depend on them.
   */
  const privatePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const screen = renderer ? await firstScreen(request) : null;
    if (screen && 'redirect' in screen) return reply.redirect(screen.redirect, 302);
    const page = renderer && screen && (await pageReads(request)) ? await renderer.privatePage(request, screen) : null;
    if (page) {
      for (const header of SCREEN_GUESS_HEADERS) addVary(reply, header);
      return sendRendered(request, reply, page);
    }
    return reply.header('Cache-Control', 'no-store').sendFile('index.html');
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathnameOf(request.url);
    if (!isPagePath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD') || !hasSite) {
      return reply.code(404).send({ message: `Nothing at ${request.method} ${pathname}` });
    }
    // Never stored by a browser or proxy (spec section 5: a sublet link's key is the owner's capability).
    if (isPrivatePage(pathname)) return privatePage(request, reply);
    // Decided from the route and the catalog, not the render (record-status.ts): a path no page has, or a plan or
    // community that does not exist, answers 404 with the app, which shows its 404 view, so a crawler does not index
    // it; a plan no longer offered answers 410 Gone with what replaced it.
    reply.code(await pageStatus(ownReads, pathname));
    // A page request is one of the client's reads; a client past its budget still gets a working page, rendered by
    // its browser (a static file, no render), whose own reads then meet the limit's message.
    const withinBudget = renderer ? await pageReads(request) : false;
    if (renderer && !withinBudget) pages.onOutcome?.('browser');
    const page = renderer && withinBudget ? await renderer.page(request) : null;
    // Any other page whose render read a record that does not exist is a 404 too; the browser shows the 404 view.
    if (page === MISSING_RECORD) reply.code(404);
    // Rendered or not, a page is never kept by a browser or proxy without asking again (no-cache): it changes with
    // the catalog. The server keeps rendered catalog pages a few seconds itself (page-cache.ts).
    if (!(page instanceof PageBytes)) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    // Compressed once per rendered page (PageBytes keeps its encodings).
    return sendRendered(request, reply.header('Cache-Control', 'no-cache'), page);
  });
}, { name: 'site' });

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

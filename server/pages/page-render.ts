import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MISSING_RECORD, type MemberRender, type PageRendererModule } from '@/shared/renderSeam';
import { PAGE_ROUTES, pageAddress, pageRouteOf, pathnameOf } from '@/shared/routeFacts';
import type { RenderOutcome } from '../metrics/server-metrics';
import { withInlineStyles, type InlineStyles } from './inline-styles';
import { ownReadApi } from '../http/own-reads';
import { PageBytes, PageCache, type PageAnswer, type RenderedMarkup } from './page-cache';
import { withPageHead, withPageTitle } from './page-head';
import { SiteOrigins } from './site-origins';
import { withAppCodeAfterFirstScreen, withRenderedPageNotice, withRenderedRoot } from './page-template';

/**
 * How long a render may take. Past it the visitor gets the page for their browser to render, which beats waiting:
 * a render normally takes milliseconds, so one this slow means the machine is overloaded or a read is stuck.
 */
export const RENDER_DEADLINE_MS = 1000;

export interface PageRendererOptions {
  /** SITE_URL: the origin of canonical and share-preview URLs. */
  publicOrigin: string;
  /** The origins pages are rendered for (SITE_URL's among them); a request under any other name gets none. */
  siteOrigins: readonly string[];
  /** Rendered pages are kept this long (the catalog read cache's TTL); 0 renders every request. */
  cacheMs: number;
  now: () => number;
  /** The build's stylesheets, written into each rendered page (null: pages link them, as index.html does). */
  styles: InlineStyles | null;
  /** Default RENDER_DEADLINE_MS. */
  deadlineMs?: number;
  /** Told how each public page's request was answered. */
  onOutcome?: (outcome: RenderOutcome) => void;
  /** Told whether each catalog page came from the page cache. */
  onPageCacheLookup?: (hit: boolean) => void;
}

/** What the renderer has done since the server started, for an operator or a test. */
export interface PageRenderCounts {
  /** Renders started (a page served from the page cache is none). */
  started: number;
  /** Renders that missed their deadline: the page went out for the browser to render. */
  pastDeadline: number;
}

export interface PageRenderer {
  /** The rendered page for a public page's request, `MISSING_RECORD`, or null when the browser should render it. */
  page(request: FastifyRequest): Promise<PageAnswer>;
  /**
   * One visitor's page (a signed-in member's workspace, docs/decisions/029) rendered with their reads and for their
   * screen, its address read whole: never kept in the page cache nor given to anyone else. Null when the browser
   * should render it.
   */
  privatePage(request: FastifyRequest, member: MemberRender): Promise<PageBytes | null>;
  /** The addresses of the pages the page cache holds, for an operator or a test. */
  cachedAddresses(): string[];
  /** Forgets every page kept: the catalog they were rendered from changed. */
  forgetCachedPages(): void;
  counts: PageRenderCounts;
}

/**
 * The first paint of each public page with its data (issue 13, docs/decisions/014): the built renderer reads through
 * the JSON API of this same app (so through its read cache), and its markup and data go into index.html. Null when the
 * build has no renderer; a page the renderer leaves to the browser (or fails on) is the plain index.html.
 */
export async function createPageRenderer(app: FastifyInstance, distDir: string, options: PageRendererOptions): Promise<PageRenderer | null> {
  const { publicOrigin, deadlineMs = RENDER_DEADLINE_MS, onOutcome = () => {} } = options;
  const cache = new PageCache(options.cacheMs, options.now, { onLookup: options.onPageCacheLookup });
  const siteOrigins = new SiteOrigins(options.siteOrigins);
  const entryFile = path.join(distDir, '.server', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  // React's server renderer reads this when first loaded: unset, it is the development build (several times slower).
  process.env.NODE_ENV ??= 'production';
  let entry: PageRendererModule;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as PageRendererModule;
  } catch (error) {
    // A build copied away from the project's node_modules, whose packages the renderer imports: still a working site.
    app.log.warn({ err: error }, 'the page renderer could not be loaded; pages are rendered in the browser');
    return null;
  }
  const indexHtml = withAppCodeAfterFirstScreen(withRenderedPageNotice(readFileSync(path.join(distDir, 'index.html'), 'utf8')));
  const template = options.styles ? withInlineStyles(indexHtml, options.styles) : indexHtml;
  entry.useReadApi(ownReadApi(app));
  const counts: PageRenderCounts = { started: 0, pastDeadline: 0 };

  /**
   * The page at `address` (path and the parameters it reads) before the deadline, else null; `made` says which.
   * `member` stands in for the renderer's own reads (a member's page), whose head is its title alone: nothing to share or index.
   */
  const renderInTime = async (
    request: FastifyRequest,
    origin: string,
    address: string,
    made: (outcome: RenderOutcome) => void,
    member?: MemberRender,
  ): Promise<RenderedMarkup | typeof MISSING_RECORD | null> => {
    counts.started += 1;
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), deadlineMs);
    });
    try {
      const page = await Promise.race([entry.render(`${origin}${address}`, stop.signal, member), late]);
      if (page === 'late') {
        stop.abort();
        counts.pastDeadline += 1;
        made('past_deadline');
        // The route's pattern, not the URL: nothing a visitor typed or was sent goes into the log.
        request.log.warn({ route: PAGE_ROUTES[pageRouteOf(pathnameOf(address))].path, deadlineMs }, 'a page render missed its deadline; the browser renders the page');
        return null;
      }
      if (page === null) return null;
      if (page === MISSING_RECORD) {
        made('missing_record');
        return page;
      }
      made('rendered');
      const withHead = member ? withPageTitle(template, page.head.title) : withPageHead(template, page.head, { pathname: pathnameOf(address), requestOrigin: origin, publicOrigin });
      return { html: withRenderedRoot(withHead, page) };
    } catch (error) {
      request.log.error({ err: error }, 'rendering the page failed; sending the empty page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    counts,
    async page(request) {
      const origin = siteOrigins.match(`${request.protocol}://${request.host}`);
      if (origin === null) {
        onOutcome('browser');
        return null;
      }
      // What the page reads of the URL, and nothing else: `?utm_source=…` shares the page (and its render) of `/`.
      const address = pageAddress(request.url);
      const keep = PAGE_ROUTES[pageRouteOf(pathnameOf(address))].catalog;
      let outcome: RenderOutcome | undefined;
      const page = await cache.page(`${origin}${address}`, keep, () => renderInTime(request, origin, address, (made) => (outcome = made)));
      // No render of its own: the page came from the cache (or a render another request started), or went to the browser.
      onOutcome(outcome ?? (page ? 'cached' : 'browser'));
      return page;
    },
    async privatePage(request, member) {
      const origin = siteOrigins.match(`${request.protocol}://${request.host}`);
      if (origin === null) return null;
      // The whole address: what the member asked for is theirs alone, and nothing of it is kept.
      const markup = await renderInTime(request, origin, request.url, () => {}, member);
      return markup === null || markup === MISSING_RECORD ? null : new PageBytes(markup);
    },
    cachedAddresses: () => cache.addresses(),
    forgetCachedPages: () => cache.clear(),
  };
}

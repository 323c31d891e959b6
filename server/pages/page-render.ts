import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EncodedBytes } from '../http/encoded-json';
import { PageCache } from './page-cache';
import { isPrivateSubletLink } from '../plugins/security-headers';
import { withInlineStyles, type InlineStyles } from './inline-styles';
import { withPageHead, type RenderedHead } from './page-head';

/** What `src/entry-server.tsx` exports once built (dist/.server/entry-server.js). */
interface ServerEntry {
  useReadApi(read: (pathAndQuery: string) => Promise<{ status: number; body: string; headers: Record<string, unknown> }>): void;
  render(url: string): Promise<{ html: string; queries: unknown; router: unknown; head: RenderedHead } | null>;
}

export type PageRenderer = (request: FastifyRequest) => Promise<EncodedBytes | null>;

/** JSON inside a <script type="application/json">: nothing in it may close the element or open a comment. */
export function jsonBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * index.html tells a browser without JavaScript that the site needs it to show anything; a rendered page reads fine
 * without it, and only its forms, filters and galleries do not work (the footer has the phone number).
 */
export function withRenderedPageNotice(template: string): string {
  return template.replace(/<noscript>[\s\S]*?<\/noscript>/, '<noscript>Our forms, search filters and photo galleries need JavaScript. You can also call us at the number below.</noscript>');
}

/**
 * A rendered page is read before its script runs: the app's code (its entry `index-…` and the chunk of everything the
 * entry imports, `app-…`, named in vite.config.ts) is fetched after what the first screen shows (its photo), not
 * beside it. The early-input script and the small chunk it shares keep their priority: they hold a tap made meanwhile.
 */
export function withAppScriptsAfterContent(template: string): string {
  return template.replace(/<(script type="module"|link rel="modulepreload") crossorigin (src|href)="\/assets\/(index|app)-/g, '<$1 fetchpriority="low" crossorigin $2="/assets/$3-');
}

/**
 * Pages the server does not render: a private sublet link (its owner's data must never reach a cacheable answer,
 * spec section 5). The browser renders it. The sublet form is rendered empty; the visitor's draft (kept in their
 * session) fills it as it hydrates, and what they type before that is kept (src/lib/earlyInput).
 */
export function isBrowserOnly(pathname: string): boolean {
  return isPrivateSubletLink(pathname);
}

/**
 * The first paint of each public page with its data (issue 13, docs/decisions/014): the built renderer reads through
 * the JSON API of this same app (so through its read cache), and its markup and data go into index.html. Null when the
 * build has no renderer; a page the renderer leaves to the browser (or fails on) is the plain index.html.
 */
export interface PageRendererOptions {
  /** SITE_URL: the origin of canonical and share-preview URLs. */
  publicOrigin: string;
  /** Rendered pages are kept this long (the catalog read cache's TTL); 0 renders every request. */
  cacheMs: number;
  now: () => number;
  /** The build's stylesheets, written into each rendered page (null: pages link them, as index.html does). */
  styles: InlineStyles | null;
}

export async function createPageRenderer(app: FastifyInstance, distDir: string, options: PageRendererOptions): Promise<PageRenderer | null> {
  const { publicOrigin } = options;
  const cache = new PageCache(options.cacheMs, options.now);
  const entryFile = path.join(distDir, '.server', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  // React's server renderer reads this when first loaded: unset, it is the development build (several times slower).
  process.env.NODE_ENV ??= 'production';
  let entry: ServerEntry;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  } catch (error) {
    // A build copied away from the project's node_modules, whose packages the renderer imports: still a working site.
    app.log.warn({ err: error }, 'the page renderer could not be loaded; pages are rendered in the browser');
    return null;
  }
  const indexHtml = withAppScriptsAfterContent(withRenderedPageNotice(readFileSync(path.join(distDir, 'index.html'), 'utf8')));
  const template = options.styles ? withInlineStyles(indexHtml, options.styles) : indexHtml;
  entry.useReadApi(async (url) => {
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: answer.statusCode, body: answer.body, headers: answer.headers };
  });

  const renderPage = async (request: FastifyRequest, origin: string): Promise<string | null> => {
    try {
      const page = await entry.render(`${origin}${request.url}`);
      if (!page) return null;
      const data = jsonBlock('query-state', page.queries) + jsonBlock('router-state', page.router);
      const pathname = request.url.split('?')[0];
      const withHead = withPageHead(template, page.head, { pathname, requestOrigin: origin, publicOrigin });
      return withHead.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${data}`);
    } catch (error) {
      request.log.error({ err: error }, 'rendering the page failed; sending the empty page');
      return null;
    }
  };
  return (request) => {
    const origin = `${request.protocol}://${request.host}`;
    return cache.page(`${origin}${request.url}`, request.url.split('?')[0], () => renderPage(request, origin));
  };
}

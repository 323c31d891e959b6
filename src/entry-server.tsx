/**
 * The server's renderer (issue 13, docs/decisions/014): the same routes and components as the browser, rendered to
 * HTML with the data their queries asked for, which ships with the page so the browser does not ask for it again.
 * Built by `vite build --ssr` into dist/server and loaded by the local API (server/pages/page-render.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import { createRoutes } from '@/app/routes';
import { http } from '@/lib/http';
import { setServerOrigin } from '@/config';
import { createPageHeadCollector, PageHeadContext, type PageHead, type PageHeadCollector } from '@/lib/pageHead';

/** What the server answers a GET of the JSON API with (app.inject), so pages read through the same handlers and cache. */
export type ReadApi = (pathAndQuery: string) => Promise<{ status: number; body: string; headers: Record<string, unknown> }>;

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** React Query's dehydrated cache: every query the page rendered with. */
  queries: unknown;
  /** React Router's hydration data (loaderData; loaders only start requests, so their data is null). */
  router: unknown;
  /** What the page's components said about it: title, description, share preview, structured data. */
  head: PageHead;
}

/** The origin of the request each render is for, carried through everything the render awaits. */
const requestOrigin = new AsyncLocalStorage<string>();
setServerOrigin(() => requestOrigin.getStore() ?? 'http://localhost:8080');

/** Renders until no new query appears; pages whose queries depend on other data (a plan's property) take a few. */
const MAX_PASSES = 4;

/** Axios requests of the site's data client answered by the server itself. */
function readApiAdapter(read: ReadApi): AxiosAdapter {
  return async (config) => {
    const url = new URL(axios.getUri(config));
    const answer = await read(`${url.pathname}${url.search}`);
    const response: AxiosResponse = { data: answer.body, status: answer.status, statusText: '', headers: answer.headers as AxiosResponse['headers'], config, request: {} };
    if (config.validateStatus?.(answer.status) ?? true) return response;
    throw new axios.AxiosError(`Request failed with status code ${answer.status}`, axios.AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
}

export function useReadApi(read: ReadApi): void {
  http.defaults.adapter = readApiAdapter(read);
}

function settled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Fetches the queries the last render created but could not run (the server runs no effects). */
function fetchWaiting(client: QueryClient): number {
  const waiting = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && (query.options as { enabled?: unknown }).enabled !== false);
  for (const query of waiting) void query.fetch().catch(() => {});
  return waiting.length;
}

/** `routes` are the handler's own, whose lazy pages the query loaded. */
async function renderApp(client: QueryClient, context: StaticHandlerContext, routes: StaticHandler['dataRoutes'], head: PageHeadCollector): Promise<string> {
  const router = createStaticRouter(routes, context);
  // Prerendered: all of it at once, lazy parts (the gallery) included, with no inline scripts (the CSP allows none)
  // and no boundary left as its fallback, which the browser would re-render and count as a hydration error.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageHeadContext value={head}>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageHeadContext>
    </StrictMode>,
    // Never outline a large boundary into a later segment: that needs an inline script to put it in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * The page at `url` (`origin` + path and query), or null when it should be left to the browser: a redirect, a
 * route error, or a query that failed (the browser shows that state itself, with its retry).
 */
export function render(url: string): Promise<RenderedPage | null> {
  return requestOrigin.run(new URL(url).origin, () => renderPage(url));
}

async function renderPage(url: string): Promise<RenderedPage | null> {
  const client = createQueryClient();
  const handler = createStaticHandler(createRoutes(client));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;

  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    await settled(client);
    const { head, collector } = createPageHeadCollector();
    const html = await renderApp(client, context, handler.dataRoutes, collector);
    // Queries that started during the render or after the last wait (a plan's property) need another pass.
    if (fetchWaiting(client) > 0 || client.isFetching() > 0) continue;
    const failed = client.getQueryCache().getAll().some((query) => query.state.status === 'error');
    return failed ? null : { html, queries: dehydrate(client), router: { loaderData: context.loaderData, actionData: context.actionData, errors: null }, head };
  }
  return null;
}

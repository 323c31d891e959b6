/**
 * The server's renderer (issue 13, docs/decisions/014): the same routes and components as the browser, rendered to
 * HTML with the data their queries asked for, which ships with the page so the browser does not ask for it again.
 * `vite build` builds it (its 'ssr' environment, vite.config.ts) into dist/.server, beside the site; the local API
 * loads it (server/pages/page-render.ts). Both sides are typed by src/shared/renderSeam.ts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import { createRoutes, type PageHandle } from '@/app/routes';
import { answeredWith, http } from '@/lib/http';
import { setServerOrigin } from '@/config';
import { NarrowFirstRender } from '@/components/narrowFirstRender';
import { createPageHeadCollector, PageHeadContext, type PageHeadCollector } from '@/lib/pageHead';
import { MISSING_RECORD, type MemberRender, type PageRendererModule, type ReadApi, type RenderAnswer, type RenderedPage } from '@/shared/renderSeam';

/**
 * The origin of the request each render is for, and the reads of a render that brought its own (a member's
 * workspace), carried through everything the render awaits: renders overlap.
 */
const renderScope = new AsyncLocalStorage<{ origin: string; reads?: ReadApi }>();
setServerOrigin(() => renderScope.getStore()?.origin ?? 'http://localhost:8080');

/** Pages that do not name their data are rendered until no new query appears; a plan's property takes a second pass. */
const MAX_PASSES = 4;

/** How many parsed catalog answers are kept: the reads of the pages being rendered, a few times over. */
const MAX_PARSED = 64;
const parsedByTag = new Map<string, unknown>();

/**
 * A public page's catalog read, parsed once per version (its ETag) and shared by every render that reads it (issue 28:
 * a large portfolio's home index was parsed again for every page, which cost more time and memory than the render).
 * Renders only read their data; anything else (a member's reads, an answer without a tag) is parsed as usual.
 */
function sharedBody(answer: Awaited<ReturnType<ReadApi>>, own: boolean): unknown {
  const tag = answer.headers.etag;
  if (!own || answer.status !== 200 || typeof tag !== 'string') return answer.body;
  let parsed = parsedByTag.get(tag);
  if (parsed === undefined) {
    parsed = JSON.parse(answer.body);
    if (parsedByTag.size >= MAX_PARSED) parsedByTag.delete(parsedByTag.keys().next().value!);
    parsedByTag.set(tag, parsed);
  }
  return parsed;
}

/** Axios requests of the site's data client answered by the server itself (by the render's own reads, if it has them). */
function readApiAdapter(read: ReadApi): AxiosAdapter {
  return async (config) => {
    const scope = renderScope.getStore();
    // The workspace's requests name a path of the page's own server (staff/api/staffApi.ts), the data client a host.
    const url = new URL(axios.getUri(config), scope?.origin);
    const answer = await (scope?.reads ?? read)(`${url.pathname}${url.search}`);
    const data = sharedBody(answer, !scope?.reads);
    const response: AxiosResponse = { data, status: answer.status, statusText: '', headers: answer.headers as AxiosResponse['headers'], config, request: {} };
    if (config.validateStatus?.(answer.status) ?? true) return response;
    throw new axios.AxiosError(`Request failed with status code ${answer.status}`, axios.AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
}

export const useReadApi: PageRendererModule['useReadApi'] = (read) => {
  http.defaults.adapter = readApiAdapter(read);
};

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

/** `routes` are the handler's own, whose lazy pages the query loaded; `narrow`: rendered for a narrow screen. */
async function renderApp(
  client: QueryClient,
  context: StaticHandlerContext,
  routes: StaticHandler['dataRoutes'],
  head: PageHeadCollector,
  narrow: boolean,
  signal?: AbortSignal,
): Promise<string> {
  const router = createStaticRouter(routes, context);
  // Prerendered: all of it at once, lazy parts (the gallery) included, with no inline scripts (the CSP allows none)
  // and no boundary left as its fallback, which the browser would re-render and count as a hydration error.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageHeadContext value={head}>
        <NarrowFirstRender value={narrow}>
          <AppProviders client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </NarrowFirstRender>
      </PageHeadContext>
    </StrictMode>,
    {
      // Never outline a large boundary into a later segment: that needs an inline script to put it in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal,
      // Stopped at its deadline (server/pages/page-render.ts logs that), React reports the abort once per boundary
      // still waiting: not an error, and not a raw stack for the server's output. Any other error is React's to report.
      onError: (error: unknown) => {
        if (!signal?.aborted) console.error(error);
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

export const render: PageRendererModule['render'] = async (url, signal, member) => {
  const page = await renderScope.run({ origin: new URL(url).origin, reads: member?.reads }, () => renderPage(url, member?.screen, signal));
  // Aborted, React finishes the markup with the fallbacks of whatever had not loaded: not a page to send.
  return signal?.aborted ? null : page;
};

/** Whether the render made queries that have not run yet or are still running (the server runs no effects). */
function startedMore(client: QueryClient): boolean {
  return fetchWaiting(client) > 0 || client.isFetching() > 0;
}

const isMissing = (error: unknown) => answeredWith(error, 404);

/**
 * The page, unless a query failed: then the browser shows that state itself (a failed query is not dehydrated, so
 * markup rendered from it would not match the browser's first render). When every failure is a 404, the record is
 * missing and the server says so with its status.
 */
function renderedPage(client: QueryClient, context: StaticHandlerContext, html: string, head: RenderedPage['head'], screen: MemberRender['screen'] | undefined): RenderAnswer {
  const failures = client.getQueryCache().getAll().filter((query) => query.state.status === 'error');
  if (failures.length > 0) return failures.every((query) => isMissing(query.state.error)) ? MISSING_RECORD : null;
  const router = { loaderData: context.loaderData, actionData: context.actionData, errors: null };
  return { html, queries: dehydrate(client), router, head, ...(screen && { screen }) };
}

/** `screen`: a member's page, rendered for the screen their request suggests; a public page has none (wide, for everyone). */
async function renderPage(url: string, screen: MemberRender['screen'] | undefined, signal?: AbortSignal): Promise<RenderAnswer> {
  const client = createQueryClient();
  const handler = createStaticHandler(createRoutes(client));
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response || context.errors) return null;
  const render = async () => {
    const { head, collector } = createPageHeadCollector();
    return { head, html: await renderApp(client, context, handler.dataRoutes, collector, screen === 'narrow', signal) };
  };

  const match = context.matches.at(-1);
  const loadData = (match?.route.handle as PageHandle | undefined)?.loadData;
  if (loadData) {
    // The page names all of its data: loaded first, rendered once. A query it did not name would be rendered as
    // its loading state, so such a page is left to the browser.
    await loadData(client, new URL(url));
    const { head, html } = await render();
    return startedMore(client) ? null : renderedPage(client, context, html, head, screen);
  }
  for (let pass = 0; pass < MAX_PASSES && !signal?.aborted; pass += 1) {
    await settled(client);
    const { head, html } = await render();
    // Queries that started during the render or after the last wait (a plan's property) need another pass.
    if (!startedMore(client)) return renderedPage(client, context, html, head, screen);
  }
  return null;
}

import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { RENDER_DATA_BLOCKS } from '@/shared/renderSeam';

function readJson(id: string): unknown {
  const block = document.getElementById(id);
  return block?.textContent ? JSON.parse(block.textContent) : undefined;
}

/**
 * Whether the server rendered the page for a narrow screen (a member's workspace on a phone, docs/decisions/031):
 * hydration must lay it out the same way, or it would throw the server's markup away.
 */
export function renderedForNarrowScreen(): boolean {
  return readJson(RENDER_DATA_BLOCKS.screen) === 'narrow';
}

/**
 * When the server rendered the page (issue 13): puts the data it rendered with in the cache, so no query asks for it
 * again, and loads the code of the matched lazy routes, so the first render is the server's markup. Returns the
 * router's hydration state, or undefined when the page arrived empty (static hosting) and is rendered from scratch.
 */
export async function takeServerRender(client: QueryClient, routes: RouteObject[]): Promise<HydrationState | undefined> {
  const router = readJson(RENDER_DATA_BLOCKS.router) as HydrationState | undefined;
  if (!router) return undefined;
  hydrate(client, (readJson(RENDER_DATA_BLOCKS.queries) ?? {}) as DehydratedState);
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
  return router;
}

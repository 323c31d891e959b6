import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router-dom';

type Prefetch = (client: QueryClient, params: Params) => void;

/**
 * Route props that start a page's first data requests as soon as the route matches. React Router runs a route's
 * loader alongside the download of its lazy code, so on a phone the data no longer waits for the page's chunk. The
 * loader returns at once: the page's own queries pick up the requests, show loading and errors, and own the data.
 */
export function prefetchOnMatch(client: QueryClient | undefined, prefetch: Prefetch): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  if (!client) return {};
  return {
    loader: ({ params }) => {
      prefetch(client, params);
      return null;
    },
    // Filters change the query string; the data was already asked for.
    shouldRevalidate: () => false,
  };
}

import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { company } from '@/config';
import { PAGE_ROUTES, type PageName, type PageRoute } from '@/shared/routeFacts';
import { prefetchFloorplanDetail } from '@/pages/floorplan/prefetchFloorplanDetail';
import { prefetchHomePlans } from '@/features/home/api/getHomePlans';
import { prefetchFirstScreenCards } from '@/features/home/firstScreen';
import { propertyQueryOptions } from '@/features/properties/api/getProperty';
import { shortTermPlansQueryOptions } from '@/features/short-term/api/getShortTermPlans';
import { homePageSpecialsQueryOptions } from '@/features/specials/api/getHomePageSpecials';
import { listedSubletsQueryOptions } from '@/features/sublets/api/getListedSublets';
import { loadChunk } from '@/lib/chunks';
import HomePage from '@/pages/HomePage';
import { NotFoundView } from '@/pages/common/NotFoundView';
import { prefetchOnMatch } from './prefetch';
import { RouteError } from './RouteError';
import { Shell } from './shell/Shell';

/** A route whose page is its own chunk, downloaded on first visit (spec section 7: 120 s load timeout). */
function lazyPage(chunk: string, importer: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await loadChunk(chunk, importer)).default }) };
}

/** What a route tells the server's renderer (src/entry-server.tsx). */
export interface PageHandle {
  /**
   * Loads every query the page at `url` renders with (errors stay in the cache): the server awaits it and renders once. A page
   * without it is rendered until no new query appears (a plan's property is known only once the plan is).
   */
  loadData?: (client: QueryClient, url: URL) => Promise<unknown>;
}

/** What each page of the route table (src/shared/routeFacts.ts) shows, and the requests its match starts. */
const pages = (client?: QueryClient): Record<PageName, Omit<RouteObject, 'path' | 'index' | 'children'>> => ({
  // Home is what most visitors open first, so it ships in the entry chunk instead of a second request.
  home: {
    Component: HomePage,
    handle: {
      loadData: (queries, url) =>
        Promise.all([
          prefetchHomePlans(queries).then(() => prefetchFirstScreenCards(queries, url)),
          queries.prefetchQuery(homePageSpecialsQueryOptions(company.searchPropertyId)),
        ]),
    } satisfies PageHandle,
  },
  floorplan: {
    ...prefetchOnMatch(client, (queries, { floorplanId = '' }) => prefetchFloorplanDetail(queries, floorplanId)),
    ...lazyPage('floorplan', () => import('@/pages/FloorplanPage')),
  },
  sublets: {
    ...prefetchOnMatch(client, (queries) => void queries.prefetchQuery(listedSubletsQueryOptions())),
    ...lazyPage('sublets', () => import('@/pages/SubletsPage')),
  },
  // One page for the form and the poster's own listing: it tells them apart by the key ('new' or none: the form).
  newSublet: lazyPage('sublet', () => import('@/pages/SubletPage')),
  subletByKey: lazyPage('sublet', () => import('@/pages/SubletPage')),
  tourByKey: lazyPage('tour', () => import('@/pages/TourPage')),
  alertConfirm: lazyPage('alert-confirm', () => import('@/pages/AlertConfirmPage')),
  alertManage: lazyPage('alert-manage', () => import('@/pages/AlertManagePage')),
  alertUnsubscribe: lazyPage('alert-unsubscribe', () => import('@/pages/AlertUnsubscribePage')),
  alertStopAll: lazyPage('alert-stop-all', () => import('@/pages/AlertStopAllPage')),
  shortTerm: {
    ...prefetchOnMatch(client, (queries) => void queries.prefetchQuery(shortTermPlansQueryOptions(company.shortTermPropertyId))),
    ...lazyPage('short-term', () => import('@/pages/ShortTermPage')),
  },
  community: {
    ...prefetchOnMatch(client, (queries, { propertyId = '' }) => {
      if (/^\d+$/.test(propertyId)) void queries.prefetchQuery(propertyQueryOptions(Number(propertyId)));
    }),
    ...lazyPage('community', () => import('@/pages/CommunityPage')),
  },
  residents: lazyPage('residents', () => import('@/pages/ResidentsPage')),
  team: lazyPage('team', () => import('@/pages/TeamPage')),
  accessibility: lazyPage('accessibility', () => import('@/pages/AccessibilityPage')),
  shortlist: lazyPage('shortlist', () => import('@/pages/ShortlistPage')),
  compare: lazyPage('compare', () => import('@/pages/ComparePage')),
  // The office's workspace: its own chunk with its own frame and routes, so nothing of it reaches the public pages.
  staff: lazyPage('staff', () => import('@/pages/staff/StaffApp')),
  notFound: { element: <NotFoundView /> },
});

/** The table's pattern as the router nests it under the shell: relative, the home page its index route. */
function pageRoute(facts: PageRoute, page: Omit<RouteObject, 'path' | 'index' | 'children'>): RouteObject {
  return facts.path === '/' ? { ...page, index: true } : { ...page, path: facts.path.slice(facts.path.startsWith('/') ? 1 : 0) };
}

/** The workspace (issue 22) has a frame of its own: none of the public header, footer or modals. */
const OUTSIDE_SHELL: readonly PageName[] = ['staff'];
const SHELL_PAGES = (Object.keys(PAGE_ROUTES) as PageName[]).filter((name) => !OUTSIDE_SHELL.includes(name));

/**
 * Every route of spec section 2, from the one table of routes (src/shared/routeFacts.ts). Shared by the app, the
 * server's renderer and the tests. Given the query client, the data pages start their first requests while their
 * code downloads.
 */
export const createRoutes = (client?: QueryClient): RouteObject[] => {
  const byName = pages(client);
  return [
    {
      element: (
        <Shell>
          <Outlet />
        </Shell>
      ),
      children: [
        {
          // Errors are caught inside the shell, so the header and footer stay usable (spec: router fallback).
          errorElement: <RouteError />,
          children: SHELL_PAGES.map((name) => pageRoute(PAGE_ROUTES[name], byName[name])),
        },
      ],
    },
    ...OUTSIDE_SHELL.map((name) => ({ ...pageRoute(PAGE_ROUTES[name], byName[name]), errorElement: <RouteError /> })),
  ];
};

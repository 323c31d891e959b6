import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { company } from '@/config';
import { prefetchFloorplanDetail } from '@/pages/floorplan/prefetchFloorplanDetail';
import { propertyQueryOptions } from '@/features/properties/api/getProperty';
import { shortTermPlansQueryOptions } from '@/features/short-term/api/getShortTermPlans';
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

/**
 * Every route of spec section 2. Shared by the app and the tests. Given the query client, the data pages start their
 * first requests while their code downloads.
 */
export const createRoutes = (client?: QueryClient): RouteObject[] => [
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
        children: [
          // Home is what most visitors open first, so it ships in the entry chunk instead of a second request.
          { index: true, Component: HomePage },
          {
            path: 'floorplans/:floorplanId',
            ...prefetchOnMatch(client, (queries, { floorplanId = '' }) => prefetchFloorplanDetail(queries, floorplanId)),
            ...lazyPage('floorplan', () => import('@/pages/FloorplanPage')),
          },
          {
            path: 'sublets',
            ...prefetchOnMatch(client, (queries) => void queries.prefetchQuery(listedSubletsQueryOptions())),
            ...lazyPage('sublets', () => import('@/pages/SubletsPage')),
          },
          { path: 'sublets/:uniqueId', ...lazyPage('sublet', () => import('@/pages/SubletPage')) },
          {
            path: 'short-term',
            ...prefetchOnMatch(client, (queries) => void queries.prefetchQuery(shortTermPlansQueryOptions(company.shortTermPropertyId))),
            ...lazyPage('short-term', () => import('@/pages/ShortTermPage')),
          },
          {
            path: 'communities/:propertyId',
            ...prefetchOnMatch(client, (queries, { propertyId = '' }) => {
              if (/^\d+$/.test(propertyId)) void queries.prefetchQuery(propertyQueryOptions(Number(propertyId)));
            }),
            ...lazyPage('community', () => import('@/pages/CommunityPage')),
          },
          { path: 'residents', ...lazyPage('residents', () => import('@/pages/ResidentsPage')) },
          { path: 'team', ...lazyPage('team', () => import('@/pages/TeamPage')) },
          { path: 'accessibility', ...lazyPage('accessibility', () => import('@/pages/AccessibilityPage')) },
          { path: 'shortlist', ...lazyPage('shortlist', () => import('@/pages/ShortlistPage')) },
          { path: 'compare', ...lazyPage('compare', () => import('@/pages/ComparePage')) },
          { path: '*', element: <NotFoundView /> },
        ],
      },
    ],
  },
];

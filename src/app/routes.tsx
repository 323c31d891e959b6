import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { loadChunk } from '@/lib/chunks';
import HomePage from '@/pages/HomePage';
import { NotFoundView } from './NotFoundView';
import { RouteError } from './RouteError';
import { Shell } from './shell/Shell';

/** A route whose page is its own chunk, downloaded on first visit (spec section 7: 120 s load timeout). */
function lazyPage(chunk: string, importer: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => ({ Component: (await loadChunk(chunk, importer)).default }),
  };
}

/** Every route of spec section 2, plus the pages the later features fill. Shared by the app and the tests. */
export const routes: RouteObject[] = [
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
          { path: 'floorplans/:floorplanId', ...lazyPage('floorplan', () => import('@/pages/FloorplanPage')) },
          { path: 'sublets', ...lazyPage('sublets', () => import('@/pages/SubletsPage')) },
          { path: 'sublets/:uniqueId', ...lazyPage('sublet', () => import('@/pages/SubletPage')) },
          { path: 'short-term', ...lazyPage('short-term', () => import('@/pages/ShortTermPage')) },
          { path: 'communities/:propertyId', ...lazyPage('community', () => import('@/pages/CommunityPage')) },
          { path: 'residents', ...lazyPage('residents', () => import('@/pages/ResidentsPage')) },
          { path: 'team', ...lazyPage('team', () => import('@/pages/TeamPage')) },
          { path: 'accessibility', ...lazyPage('accessibility', () => import('@/pages/AccessibilityPage')) },
          { path: '*', element: <NotFoundView /> },
        ],
      },
    ],
  },
];

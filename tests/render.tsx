import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import { createRoutes } from '@/app/routes';
import { ShellContext, type ShellActions } from '@/features/inquiries/ShellContext';

/** Production's client (its staleTime included, so a list left stale after a change shows up in tests). */
function testQueryClient() {
  const client = createQueryClient();
  // Kept until the test ends: a garbage-collection timer would outlive it.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, gcTime: Infinity } });
  return client;
}

/** Renders the whole site at `path`, as a visitor would open it: shell, router, data layer (msw answers). */
export function renderRoute(path: string, routes?: RouteObject[]) {
  const client = testQueryClient();
  const router = createMemoryRouter(routes ?? createRoutes(client), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, client };
}

/**
 * Renders one component with a fresh query client and a memory router at `path`, inside a stand-in shell whose
 * modal openers are spies (assert on them to check a button opens the contact or application modal).
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = testQueryClient();
  const shell: ShellActions = { openApply: vi.fn(), openContact: vi.fn(), setPageFormContext: vi.fn() };
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client}>
      <ShellContext.Provider value={shell}>
        <RouterProvider router={router} />
      </ShellContext.Provider>
    </AppProviders>,
  );
  return { ...view, user, router, client, shell };
}

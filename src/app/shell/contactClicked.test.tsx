import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lastBody, postedPaths, recordRequests } from '@tests/msw/recordRequests';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import { company } from '@/config';
import { useShellActions } from '@/features/inquiries/ShellContext';
import { Shell } from './Shell';

const CLICKED = '/api/admin/analytics/contact/clicked';

function PropertyPage() {
  const { openContact } = useShellActions();
  return (
    <button type="button" onClick={() => openContact({ propertyId: 7, propertyName: 'The Kirkwood' })}>
      Ask about The Kirkwood
    </button>
  );
}

/** The real shell around one page, under StrictMode as in the browser (effects run twice there). */
function renderShell() {
  const router = createMemoryRouter([{ element: <Shell><Outlet /></Shell>, children: [{ path: '/', element: <PropertyPage /> }] }]);
  render(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return userEvent.setup();
}

const clicks = (recorded: ReturnType<typeof recordRequests>) => postedPaths(recorded).filter((path) => path === CLICKED);

describe('spec 2 opening the contact modal sends contact clicked', () => {
  it('once per opening, for the company contact property', async () => {
    const recorded = recordRequests();
    const user = renderShell();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Contact us' }));
    await screen.findByRole('dialog', { name: 'Contact Us' });
    await waitFor(() => expect(clicks(recorded)).toHaveLength(1));
    expect(lastBody(recorded, CLICKED)).toEqual({ property: company.contactPropertyId });

    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Contact' }));
    await screen.findByRole('dialog', { name: 'Contact Us' });
    await waitFor(() => expect(clicks(recorded)).toHaveLength(2));
  });

  it("for the page's property when the page opens it", async () => {
    const recorded = recordRequests();
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Ask about The Kirkwood' }));
    await screen.findByRole('dialog', { name: 'Contact Us' });
    await waitFor(() => expect(lastBody(recorded, CLICKED)).toEqual({ property: 7 }));
    expect(clicks(recorded)).toHaveLength(1);
  });

  it("when the application modal's contact link swaps in the contact modal", async () => {
    const recorded = recordRequests();
    const user = renderShell();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Send us a message' }));
    await screen.findByRole('dialog', { name: 'Contact Us' });
    await waitFor(() => expect(clicks(recorded)).toHaveLength(1));
  });

  it('not when the application modal opens', async () => {
    const recorded = recordRequests();
    const user = renderShell();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Apply' }));
    await screen.findByRole('button', { name: 'Send us a message' });
    expect(clicks(recorded)).toHaveLength(0);
  });
});

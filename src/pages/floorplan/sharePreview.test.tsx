import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import { createRoutes } from '@/app/routes';
import { createPageHeadCollector, PageHeadContext } from '@/lib/pageHead';

/** The plan page as the server's renderer sees it: what it tells the served head. */
async function headOf(path: string, planName: string) {
  const { head, collector } = createPageHeadCollector();
  const client = createQueryClient();
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [path] });
  render(
    <PageHeadContext value={collector}>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </PageHeadContext>,
  );
  await screen.findByRole('heading', { level: 1, name: planName }, { timeout: 3000 });
  return head;
}

describe('issue 27 share preview of a floor plan', () => {
  it("a plan with no htmlTitle keeps the tab title 'Floorplan: {id}' (spec 2) but shares as its name and price", async () => {
    const head = await headOf('/floorplans/102', 'The Birch');
    expect(head.title).toBe('Floorplan: 102');
    expect(head.shareTitle).toBe('The Birch: from $1,450/month');
  });

  it('a short-term plan shares its name and its daily price', async () => {
    const head = await headOf('/floorplans/801', 'Suite A');
    expect(head.shareTitle).toMatch(/^Suite A: from \$[\d,]+\/day$/);
  });
});

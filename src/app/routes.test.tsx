import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/render';

vi.mock('@/pages/AccessibilityPage', () => ({
  default: () => {
    throw new Error('render failed');
  },
}));
vi.mock('@/pages/ResidentsPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

async function expectTitle(title: string) {
  await waitFor(() => expect(document.title).toBe(title));
}

describe('spec 2 routes and titles', () => {
  it('/ keeps the product default title', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Are you moving soon?' });
    await expectTitle('Limestone Living');
  });

  it("/floorplans/{id} starts as 'Floorplan: {id}'", async () => {
    renderRoute('/floorplans/105');
    await expectTitle('Floorplan: 105');
  });

  it("/sublets is titled '{product}: Sublets' and links to /sublets/new", async () => {
    renderRoute('/sublets');
    await expectTitle('Limestone Living: Sublets');
    expect(await screen.findByRole('link', { name: 'Add Sublet' })).toHaveAttribute('href', '/sublets/new');
  });

  it("/sublets/{uniqueId} is titled '{product}: Sublets:{uniqueId}'", async () => {
    renderRoute('/sublets/k3y');
    await expectTitle('Limestone Living: Sublets:k3y');
  });

  it('/sublets/new is the create form', async () => {
    renderRoute('/sublets/new');
    expect(
      await screen.findByRole('heading', { name: 'Post your sublet for free. Listing remains active for 30 days' }),
    ).toBeVisible();
  });

  it.each(['/short-term', '/communities/1', '/team'])('%s exists', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByText('Uh-oh, this is a 404')).not.toBeInTheDocument();
  });

  it.each(['/nowhere', '/floorplans', '/floorplans/', '/sublets/a/b'])(
    "%s shows 'Uh-oh, this is a 404' titled 'Resource Not Found'",
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Uh-oh, this is a 404' })).toBeVisible();
      await expectTitle('Resource Not Found');
      expect(screen.getByRole('banner')).toBeVisible();
    },
  );
});

describe('spec 8 router fallbacks', () => {
  it("a page that throws while rendering shows 'Unexpected Application Error!' inside the shell", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/accessibility');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it("a chunk that fails to load says 'Loading chunk {n} failed' and offers a retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/residents');
    expect(await screen.findByRole('heading', { name: "This page didn't finish loading" })).toBeVisible();
    expect(screen.getByText('Loading chunk residents failed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

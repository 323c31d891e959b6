import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listedSublets, ownSublet, SUBLET_ASSET_KEY, subletCollection } from '@tests/msw/fixtures/sublets';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';

async function openListing(assetKey = SUBLET_ASSET_KEY) {
  const view = renderRoute(`/sublets/${assetKey}`);
  await screen.findByRole('heading', { level: 1, name: 'Your Listing' }, { timeout: 5000 });
  return view;
}

async function confirmDelete(user: Awaited<ReturnType<typeof openListing>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Delete Sublet?' }));
  await user.click(dialog.getByRole('button', { name: 'Delete' }));
}

describe('spec 2 sublet form, existing mode (/sublets/{assetKey})', () => {
  it("spec 2 'Your Listing': the photos and every field read-only, with the address apart from the city suffix", async () => {
    const recorded = recordRequests();
    await openListing();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Room near the B-Line');
    expect(title).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('345 S Fess Ave');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('casey@example.com');
    expect(screen.getByRole('combobox', { name: 'Out of bedrooms' })).toHaveValue('3');
    expect(screen.getByRole('checkbox', { name: 'Pets OK' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Room near the B-Line' })).toBeVisible();
    for (const control of screen.getAllByRole('textbox')) expect(control).toBeDisabled();
    expect(screen.queryByLabelText(/^Photos/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'I am not a robot' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
    expect(recorded.map((r) => `${r.path}${r.search}`)).toContain(`/api/data/sublets/search/byAssetKey?projection=withId&assetKey=${SUBLET_ASSET_KEY}`);
    await waitFor(() => expect(document.title).toBe(`Limestone Living: Sublets:${SUBLET_ASSET_KEY}`));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it("issue 27 read-only listing: no 'characters left' under fields nobody can type in", async () => {
    await openListing();
    expect(await screen.findByRole('textbox', { name: 'Title' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('textbox', { name: 'Description' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/characters? left/)).not.toBeInTheDocument();
  });

  it("spec 8 a listing that cannot load shows 'Uh-oh, this is a 404'", async () => {
    renderRoute('/sublets/not-a-key');
    expect(await screen.findByRole('heading', { name: 'Uh-oh, this is a 404' }, { timeout: 5000 })).toBeVisible();
  });

  it("spec 2 Delete asks 'Delete Sublet?'; Cancel closes it and deletes nothing", async () => {
    const recorded = recordRequests();
    const { user } = await openListing();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Sublet?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(recorded.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it("spec 4 deleting sends the listing's key and says 'Sublet Deleted!'; the button stays disabled", async () => {
    server.use(http.delete('*/api/admin/sublets/:id', async ({ request }) => {
      await delay(30);
      return request.headers.get('X-Sublet-Key') === SUBLET_ASSET_KEY ? HttpResponse.json({ message: 'Sublet Deleted!' }) : HttpResponse.json({}, { status: 403 });
    }));
    const recorded = recordRequests();
    const { user } = await openListing();
    await confirmDelete(user);
    expect(within(screen.getByRole('dialog', { name: 'Delete Sublet?' })).getByRole('button', { name: /Delete/ })).toBeDisabled();
    expect(await screen.findByText('Sublet Deleted!')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const sent = recorded.find((r) => r.method === 'DELETE');
    expect(sent?.path).toBe('/api/admin/sublets/11');
    expect(sent?.headers['x-sublet-key']).toBe(SUBLET_ASSET_KEY);
  });

  it("issue 27 after 'Sublet Deleted!' only the deleted state shows: no 'Waiting for your confirmation', no fields, no photos", async () => {
    server.use(http.get('*/api/data/sublets/search/byAssetKey', () => HttpResponse.json({ ...ownSublet, confirmed: false, approved: false, listedUntil: null })));
    const { user } = await openListing();
    expect(await screen.findByText(/^Waiting for your confirmation/)).toBeVisible();
    await confirmDelete(user);

    expect(await screen.findByText('Sublet Deleted!')).toHaveFocus();
    expect(screen.getByText('Your listing and its photos are removed from the sublet board, and this private link no longer opens it.')).toBeVisible();
    expect(screen.queryByText(/^Waiting for your confirmation/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: ownSublet.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sublets' })).toHaveAttribute('href', '/sublets');
    expect(screen.getByRole('link', { name: 'Post a new sublet' })).toHaveAttribute('href', '/sublets/new');
  });

  it('spec 4 a deleted listing is gone from the sublet board opened afterwards', async () => {
    const { user, router } = renderRoute('/sublets');
    expect(await screen.findByRole('heading', { name: 'Room near the B-Line' })).toBeVisible();
    await router.navigate(`/sublets/${SUBLET_ASSET_KEY}`);
    await screen.findByRole('heading', { level: 1, name: 'Your Listing' });
    server.use(http.get('*/api/data/sublets/search/findByActiveTrueAndApprovedTrue', () => HttpResponse.json(subletCollection(listedSublets.slice(1)))));
    await confirmDelete(user);
    await screen.findByText('Sublet Deleted!');

    await router.navigate('/sublets');
    expect(await screen.findByRole('heading', { name: listedSublets[1].title })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Room near the B-Line' })).not.toBeInTheDocument();
  });

  it("spec 8 a failed delete says 'Error deleting sublet!' and Delete can be tried again", async () => {
    server.use(http.delete('*/api/admin/sublets/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = await openListing();
    await confirmDelete(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting sublet!');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});

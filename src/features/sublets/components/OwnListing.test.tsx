import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ownSublet, SUBLET_ASSET_KEY } from '@tests/msw/fixtures/sublets';
import { lastBody, recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { stubObjectUrls } from '@tests/objectUrls';
import { renderRoute } from '@tests/render';
import { formatDate } from '@/lib/format';
import type { Sublet } from '../types';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function serve(changes: Partial<Sublet>) {
  server.use(http.get('*/api/data/sublets/search/byAssetKey', () => HttpResponse.json({ ...ownSublet, ...changes })));
}

async function openListing(search = '') {
  const view = renderRoute(`/sublets/${SUBLET_ASSET_KEY}${search}`);
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5000 });
  return view;
}

describe('issue 17 the poster\'s private page', () => {
  beforeEach(() => void stubObjectUrls());

  it("issue 17 an approved listing shows 'Listed until MMM DD, YYYY' and no renewal before its last 7 days", async () => {
    const listedUntil = inDays(20);
    serve({ listedUntil });
    await openListing();
    expect(screen.getByText(`Listed until ${formatDate(listedUntil)}`)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
  });

  it("issue 17 'Renew for 30 days' in the last 7 days sends the listing's key and shows the new end", async () => {
    serve({ listedUntil: inDays(3) });
    const recorded = recordRequests();
    const { user } = await openListing();
    await user.click(screen.getByRole('button', { name: 'Renew for 30 days' }));
    const renewed = await screen.findByText(/^Renewed: listed until /);
    expect(renewed).toHaveTextContent(`Renewed: listed until ${formatDate(inDays(33))}.`);
    expect(screen.getByText(`Listed until ${formatDate(inDays(33))}`)).toBeVisible();
    expect(recorded.find((r) => r.path === `/api/admin/sublets/${ownSublet.id}/renew`)?.headers['x-sublet-key']).toBe(SUBLET_ASSET_KEY);
  });

  it('issue 17 an ended listing says so and can be renewed; a refused renewal shows the reason', async () => {
    const listedUntil = inDays(-2);
    serve({ listedUntil });
    server.use(http.post('*/api/admin/sublets/:id/renew', () => HttpResponse.json({ message: 'This listing is hidden while our staff review reports about it' }, { status: 409 })));
    const { user } = await openListing();
    expect(screen.getByText(`Listed until ${formatDate(listedUntil)} (ended: it is no longer on the board)`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Renew for 30 days' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This listing is hidden while our staff review reports about it');
  });

  it('issue 26 a listing renewed 3 times says why renewing is no longer offered', async () => {
    serve({ listedUntil: inDays(3), renewals: 3 });
    await openListing();
    expect(screen.getByText('This listing was renewed 3 times, the most a listing can be: to keep it on the board, post it again.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
  });

  it.each<[string, Partial<Sublet>, string]>([
    ['unconfirmed', { confirmed: false, approved: false, listedUntil: null }, 'Waiting for your confirmation: open the link we mailed to casey@example.com. Listings not confirmed within 48 hours are removed.'],
    ['waiting for approval', { approved: false, listedUntil: null }, 'Confirmed: waiting for approval by our staff.'],
    ['hidden by reports', { hidden: true, listedUntil: inDays(10) }, 'Hidden while our staff review reports about this listing.'],
  ])('issue 17 a listing %s says where it stands', async (_state, changes, text) => {
    serve(changes);
    await openListing();
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
  });

  it('issue 17 the confirmation link confirms once, says so, and leaves the key out of the address', async () => {
    serve({ confirmed: false, approved: false, listedUntil: null });
    const recorded = recordRequests();
    const { router } = await openListing('?confirm=c0nfirmKey-abcdefghijklmnop');
    expect(await screen.findByText('Thank you: your listing is confirmed and now waits for approval.')).toBeVisible();
    expect(lastBody(recorded, '/api/admin/sublets/confirm')).toEqual({ confirmKey: 'c0nfirmKey-abcdefghijklmnop' });
    expect(recorded.filter((r) => r.path === '/api/admin/sublets/confirm')).toHaveLength(1);
    expect(router.state.location.search).toBe('');
  });

  it("issue 17 a used or expired confirmation link shows the server's reason", async () => {
    server.use(http.post('*/api/admin/sublets/confirm', () => HttpResponse.json({ message: 'This listing is already confirmed: it waits for approval, nothing more to do' }, { status: 409 })));
    await openListing('?confirm=c0nfirmKey-abcdefghijklmnop');
    expect(await screen.findByRole('alert')).toHaveTextContent('This listing is already confirmed');
  });

  it('issue 17 a listing without photos offers to add them; they are uploaded by its key', async () => {
    serve({ photoCount: 0, coverImage: null, approved: false, listedUntil: null });
    const recorded = recordRequests();
    const { user } = await openListing();
    expect(screen.getByText('Your listing has no photo yet. A listing needs at least one image before our staff can approve it.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add photos' }));
    expect(screen.getByText('Provide at least an image!')).toBeVisible();
    fireEvent.change(screen.getByLabelText(/^Photos/), { target: { files: [new File(['png'], 'room.png', { type: 'image/png' })] } });
    await user.click(screen.getByRole('button', { name: 'Add photos' }));
    expect(await screen.findByText('Photos added!')).toBeVisible();
    await waitFor(() => expect(recorded.filter((r) => r.path === `/api/admin/sublets/assets/${SUBLET_ASSET_KEY}`)).toHaveLength(1));
  });

  it('issue 27 photos added to a listing show as thumbnails with the cover marked, in the order the poster sets', async () => {
    serve({ photoCount: 0, coverImage: null, approved: false, listedUntil: null });
    const recorded = recordRequests();
    const { user } = await openListing();
    const files = ['front.png', 'kitchen.png'].map((name) => new File(['png'], name, { type: 'image/png' }));
    await user.upload(screen.getByLabelText(/^Photos/), files);
    const chosen = within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem');
    expect(chosen[0]).toHaveTextContent(/^front\.png.*Cover/);
    expect(chosen[0].querySelector('img')).toHaveAttribute('src', 'blob:front.png#0');
    await user.click(screen.getByRole('button', { name: 'Move kitchen.png up' }));
    await user.click(screen.getByRole('button', { name: 'Add photos' }));
    expect(await screen.findByText('Photos added!')).toBeVisible();
    await waitFor(() => expect(recorded.filter((r) => r.path.startsWith('/api/admin/sublets/assets/') && r.body)).toHaveLength(3));
    const uploads = recorded.filter((r) => r.path.startsWith('/api/admin/sublets/assets/')).map((r) => /filename="([^"]+)"/.exec(String(r.body))?.[1]);
    expect(uploads).toEqual(['kitchen.png', 'front.png', 'kitchen.png']);
  });

  it('issue 17 a listing with photos does not ask for more', async () => {
    await openListing();
    expect(screen.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();
  });
});

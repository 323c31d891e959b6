import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { moderatedSublets } from '@tests/msw/fixtures/staffOffice';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import SubletsModerationPage from './SubletsModerationPage';

const renderModeration = (path = '/staff/sublets') => renderWithProviders(<SubletsModerationPage />, { path });
const card = (title: string) => screen.getByRole('article', { name: title });
const queueRequests = (recorded: ReturnType<typeof recordRequests>) =>
  recorded.filter((request) => request.method === 'GET' && request.path === '/api/staff/sublets').map((request) => request.search);

describe('issue 22 sublets: moderation', () => {
  it('shows a placeholder while the queue loads', async () => {
    const held = holdResponses('*/api/staff/sublets');
    renderModeration();
    expect(await screen.findByText('Loading the sublets')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('article', { name: 'Room on 10th Street' })).toBeVisible();
  });

  it('lists the pending sublets with photos, text, poster, confirmation and age', async () => {
    renderModeration();
    const room = await screen.findByRole('article', { name: 'Room on 10th Street' });
    const photos = within(room).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual(['Photo 1 of Room on 10th Street', 'Photo 2 of Room on 10th Street']);
    expect(photos[0].getAttribute('src')).toMatch(/\/api\/asset\/download\/photo-1$/);
    expect(photos[0].getAttribute('srcset')).toMatch(/\/api\/asset\/download\/photo-1\?w=\d+ \d+w/);
    expect(within(room).getByText('A sunny room near campus.')).toBeVisible();
    expect(within(room).getByRole('link', { name: 'riley@example.com' })).toHaveAttribute('href', 'mailto:riley@example.com');
    expect(within(room).getByText('Yes')).toBeVisible();
    expect(within(room).getByText(/^\d+ days?$|^Today$/)).toBeVisible();
    const studio = card('Studio by the park');
    expect(within(studio).getByText('Not yet')).toBeVisible();
    expect(within(studio).getByText('No photos.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows markup in a listing as text', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    server.use(http.get('*/api/staff/sublets', () => HttpResponse.json([{ ...moderatedSublets.pending[1], title: attack, description: attack }])));
    renderModeration();
    expect(await screen.findByRole('heading', { name: attack })).toBeVisible();
    expect(screen.getAllByText(attack)).toHaveLength(2);
    expect(document.querySelector('img')).toBeNull();
  });

  it('approves a sublet, shows the server message and fetches the queue again', async () => {
    const recorded = recordRequests();
    const { user } = renderModeration();
    await user.click(within(await screen.findByRole('article', { name: 'Room on 10th Street' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Approved: the listing is on the board.');
    expect(recorded.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/staff/sublets/21/approve']);
    await waitFor(() => expect(queueRequests(recorded)).toEqual(['?queue=pending', '?queue=pending']));
  });

  it('will not reject without a reason for the poster, then sends it', async () => {
    const recorded = recordRequests();
    const { user } = renderModeration();
    await user.click(within(await screen.findByRole('article', { name: 'Room on 10th Street' })).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject "Room on 10th Street"' });
    const reason = within(dialog).getByRole('textbox', { name: 'Why? We mail this to the poster' });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Say why, for the poster'));
    expect(recorded.some((request) => request.method === 'POST')).toBe(false);

    await user.type(reason, 'The photos are of another building');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('status')).toHaveTextContent('Rejected: the poster has been told why.');
    const post = recorded.find((request) => request.method === 'POST');
    expect([post?.path, post?.body]).toEqual(['/api/staff/sublets/21/reject', { reason: 'The photos are of another building' }]);
  });

  it('keeps the reason typed when the rejection fails, with the server message', async () => {
    server.use(http.post('*/api/staff/sublets/:id/reject', () => HttpResponse.json({ message: 'This sublet was already decided.' }, { status: 409 })));
    const { user } = renderModeration();
    await user.click(within(await screen.findByRole('article', { name: 'Room on 10th Street' })).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This sublet was already decided.');
    expect(within(dialog).getByRole('textbox')).toHaveValue('Duplicate');
  });

  it('shows the listings hidden by reports with the reasons and restores one; tabs work by keyboard', async () => {
    const recorded = recordRequests();
    const { user, router } = renderModeration();
    await screen.findByRole('article', { name: 'Room on 10th Street' });
    screen.getByRole('tab', { name: 'Pending' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hidden by reports' })).toHaveFocus();
    expect(router.state.location.search).toBe('?queue=hidden');
    const loft = await screen.findByRole('article', { name: 'Loft downtown' });
    expect(within(loft).getByText('Open reports (2)')).toBeVisible();
    expect(within(loft).getByText('Scam or asks for money')).toBeVisible();
    expect(within(loft).getByText(/Asked for a wire transfer/)).toBeVisible();
    expect(within(loft).getByText('Wrong information')).toBeVisible();
    expect(within(loft).queryByRole('button', { name: 'Approve' })).toBeNull();

    await user.click(within(loft).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Restored: the listing is on the board again.');
    expect(recorded.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/staff/sublets/23/restore']);
  });

  it('shows the listed sublets with their expiry', async () => {
    renderModeration('/staff/sublets?queue=listed');
    const listed = await screen.findByRole('article', { name: 'Two rooms near Kirkwood' });
    expect(within(listed).getByText('Apr 5, 2026, 8:00 AM')).toBeVisible();
    expect(within(listed).queryAllByRole('button')).toEqual([]);
  });

  it('says when a queue is empty', async () => {
    server.use(http.get('*/api/staff/sublets', () => HttpResponse.json([])));
    renderModeration();
    expect(await screen.findByText('No sublets wait for a decision.')).toBeVisible();
  });

  it('says when the queue could not be loaded and tries again', async () => {
    let calls = 0;
    server.use(http.get('*/api/staff/sublets', () => (++calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : HttpResponse.json(moderatedSublets.pending))));
    const { user } = renderModeration();
    expect(await screen.findByText(/We couldn't load the sublets/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Room on 10th Street' })).toBeVisible();
  });
});

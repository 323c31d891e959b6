import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOUR_KEY, tourView } from '@tests/msw/fixtures/tourBooking';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';

const TOUR_PATH = `/tours/${TOUR_KEY}`;
const writes = (requests: ReturnType<typeof recordRequests>) => requests.filter((request) => request.method !== 'GET');

async function openTour(path = TOUR_PATH) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { name: 'Your tour', level: 1 });
  return view;
}

describe('issue 24 the tour page', () => {
  it('issue 24 the tour page: opening the link shows the tour and sends nothing but reads', async () => {
    const requests = recordRequests();
    await openTour();
    expect(await screen.findByText('Tue, Dec 1 at 9:45 AM (Eastern Time)')).toBeInTheDocument();
    expect(screen.getByText('Sample Gates Two')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel this tour' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another time' })).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
    expect(document.title).not.toContain(TOUR_KEY);
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });

  it('issue 24 the tour page: cancelling asks once more, and only "Yes, cancel it" sends the cancellation', async () => {
    const requests = recordRequests();
    const { user } = await openTour();
    await user.click(await screen.findByRole('button', { name: 'Cancel this tour' }));
    expect(screen.getByText('Cancel your tour on Tue, Dec 1 at 9:45 AM?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my tour' }));
    expect(writes(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel this tour' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your tour is cancelled. We sent you a mail to say so.')).toBeInTheDocument();
    expect(writes(requests).map((request) => request.path)).toEqual([`/api/tour-booking/tours/${TOUR_KEY}/cancel`]);
    expect(screen.queryByRole('button', { name: 'Cancel this tour' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose another time' })).not.toBeInTheDocument();
  });

  it('issue 24 the tour page: another time is chosen from the free ones and the tour shows its new time', async () => {
    const requests = recordRequests();
    const { user } = await openTour();
    await user.click(await screen.findByRole('button', { name: 'Choose another time' }));
    await user.click(await screen.findByRole('radio', { name: 'Thu, Dec 3' }));
    await user.click(screen.getByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: /Move my tour$/ }));
    expect(await screen.findByText('Your tour is moved. We sent you the new invitation.')).toBeInTheDocument();
    expect(screen.getByText('Thu, Dec 3 at 10:00 AM (Eastern Time)')).toBeInTheDocument();
    expect(writes(requests).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/tour-booking/tours/${TOUR_KEY}/reschedule`, body: { start: '2026-12-03T15:00:00.000Z' } },
    ]);
  });

  it('issue 24 the tour page: moving without a time asks for one and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = await openTour();
    await user.click(await screen.findByRole('button', { name: 'Choose another time' }));
    await screen.findByRole('radio', { name: 'Thu, Dec 3' });
    await user.click(screen.getByRole('button', { name: /Move my tour$/ }));
    expect(screen.getByText('Please choose a time')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('issue 24 the tour page: a new time taken meanwhile offers the nearest free ones', async () => {
    server.use(
      http.post('*/api/tour-booking/tours/:key/reschedule', () =>
        HttpResponse.json({ message: 'That time was just taken', alternatives: [{ start: '2026-12-01T19:00:00.000Z' }] }, { status: 409 }),
      ),
    );
    const { user } = await openTour();
    await user.click(await screen.findByRole('button', { name: 'Choose another time' }));
    await user.click(await screen.findByRole('radio', { name: 'Thu, Dec 3' }));
    await user.click(screen.getByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: /Move my tour$/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That time was just taken');
    await user.click(within(alert).getByRole('button', { name: 'Tue, Dec 1 at 2:00 PM' }));
    expect(screen.getByRole('radio', { name: '2:00 PM' })).toBeChecked();
  });

  it('issue 24 the tour page: while the tour loads the page says so', async () => {
    server.use(http.get('*/api/tour-booking/tours/:key', () => new Promise(() => {})));
    await openTour();
    expect(screen.getByText('Loading your tour')).toBeInTheDocument();
  });

  it('issue 24 the tour page: a cancelled tour says so and offers no buttons', async () => {
    server.use(http.get('*/api/tour-booking/tours/:key', () => HttpResponse.json(tourView({ status: 'cancelled' }))));
    await openTour();
    expect(await screen.findByText('This tour is cancelled. The time is free for someone else.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this tour' })).not.toBeInTheDocument();
  });

  it('issue 24 the tour page: an unknown or spent link says it is not valid any more', async () => {
    await openTour('/tours/not-a-key');
    expect(await screen.findByText(/This tour link is not valid any more/)).toBeInTheDocument();
  });

  it('issue 24 the tour page: a tour that cannot be read offers another try', async () => {
    server.use(http.get('*/api/tour-booking/tours/:key', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await openTour();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your tour.");
  });
});

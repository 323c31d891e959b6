import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pinToday } from '@tests/msw/fixtures/today';
import { recordRequests } from '@tests/msw/recordRequests';
import { renderRoute } from '@tests/render';

beforeEach(pinToday);
afterEach(() => vi.useRealTimers());

const BOOK = '/api/tour-booking/tours';

/** Books Thursday 10:00 AM from the dialog a 'Schedule a tour' button opened; answers what was sent. */
async function bookFromDialog(user: UserEvent, requests: ReturnType<typeof recordRequests>) {
  const dialog = await screen.findByRole('dialog', { name: 'Schedule a tour' });
  await user.click(await within(dialog).findByRole('radio', { name: 'Thu, Dec 3' }));
  await user.click(within(dialog).getByRole('radio', { name: '10:00 AM' }));
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ana Diaz');
  await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
  await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '812 555 0142');
  await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
  await user.click(within(dialog).getByRole('button', { name: /Book the tour$/ }));
  await within(dialog).findByText('Your tour is booked');
  return requests.find((request) => request.path === BOOK)?.body as Record<string, unknown>;
}

describe('issue 24 where a tour is booked', () => {
  it('issue 24 where a tour is booked: a yearly floor plan page books a tour of its plan', async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/floorplans/101');
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    const details = title.closest('section')!;
    await user.click(within(details).getByRole('button', { name: 'Schedule a tour' }));
    const body = await bookFromDialog(user, requests);
    expect(body).toMatchObject({ floorplanId: 101, start: '2026-12-03T15:00:00.000Z' });
    expect(body).not.toHaveProperty('unitId');
  });

  it('issue 24 where a tour is booked: a short-term plan offers no tour (a stay is booked by its dates)', async () => {
    renderRoute('/floorplans/801');
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    expect(within(title.closest('section')!).getByRole('button', { name: 'Contact Us' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Schedule a tour' })).not.toBeInTheDocument();
  });

  it("issue 24 where a tour is booked: a unit card on the plan's page books a tour of that unit", async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/floorplans/101');
    const units = await screen.findByRole('list', { name: /^Units of / }, { timeout: 3000 });
    const firstCard = within(units).getAllByRole('article')[0];
    await user.click(within(firstCard).getByRole('button', { name: 'Schedule a tour' }));
    const body = await bookFromDialog(user, requests);
    expect(body).toMatchObject({ floorplanId: 101, unitId: expect.any(Number) });
  });

  it('issue 24 where a tour is booked: a community page books from its overview and from each unit card', async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/communities/1');
    const overview = await screen.findByRole('region', { name: 'Overview' }, { timeout: 3000 });
    await user.click(within(overview).getByRole('button', { name: 'Schedule a tour' }));
    const body = await bookFromDialog(user, requests);
    expect(body).toMatchObject({ property: 1 });
    expect(body).not.toHaveProperty('floorplanId');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByRole('button', { name: 'Schedule a tour' })).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detailPlans } from '@tests/msw/fixtures/floorplanDetail';
import { holdResponses } from '@tests/msw/holdResponses';
import { pinToday } from '@tests/msw/fixtures/today';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';

beforeEach(pinToday);
afterEach(() => vi.useRealTimers());

const table = () => screen.findByRole('table', {}, { timeout: 3000 });
const rowOf = (name: RegExp) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('issue 16 compare page', () => {
  it('shows the plans of the URL side by side: a column header per plan, a row header per fact', async () => {
    renderRoute('/compare?ids=101,201');
    const grid = await table();
    await waitFor(() => expect(document.title).toBe('Limestone Living: Compare floor plans'));
    const columns = within(grid).getAllByRole('columnheader');
    expect(columns.map((column) => within(column).getByRole('link').textContent)).toEqual(['The Aspen', 'The Dogwood']);
    expect(within(grid).getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Photo',
      'Community differs',
      'Rent and special differs',
      'Bedrooms and bathrooms differs',
      'Square feet differs',
      'Pets',
      'Utilities differs',
      'Estimated monthly total differs',
      'Availability',
      'Deposit',
    ]);
    // Spec 9: The Aspen's special rent runs today; The Dogwood's ended yesterday.
    expect(within(rowOf(/^Rent/)).getByText('Now starting at $850/mo')).toBeVisible();
    expect(within(rowOf(/^Rent/)).getByText('Special Offer: First month free on 12-month leases')).toBeVisible();
    expect(within(rowOf(/^Rent/)).getByText('$2,100/mo')).toBeVisible();
    expect(within(rowOf(/^Pets/)).getAllByText('Cat: permitted')).toHaveLength(2);
    expect(within(rowOf(/^Estimated monthly total/)).getByText('Estimated monthly total: $955')).toBeVisible();
    expect(within(rowOf(/^Deposit/)).getAllByText('$500')).toHaveLength(2);
    expect(within(rowOf(/^Photo/)).getByRole('img', { name: 'The Aspen floor plan' })).toBeVisible();
  });

  it("issue 23 cover alt: a plan's photo says what the office wrote of its cover; a plan without it keeps 'The Dogwood floor plan'", async () => {
    const officeAlt = 'Corner living room with two tall windows';
    server.use(http.get('*/api/data/floorplans/101', () => HttpResponse.json({ ...detailPlans.find((plan) => plan.id === 101), coverAlt: officeAlt })));
    renderRoute('/compare?ids=101,201');
    await table();
    expect(within(rowOf(/^Photo/)).getByRole('img', { name: officeAlt })).toBeVisible();
    expect(within(rowOf(/^Photo/)).getByRole('img', { name: 'The Dogwood floor plan' })).toBeVisible();
  });

  it('names unknown, unlisted and malformed ids as unavailable and still compares the rest', async () => {
    renderRoute('/compare?ids=101,999,202,abc,102');
    await table();
    expect(screen.getByRole('status')).toHaveTextContent("Not available: 'abc' (not a floor plan id), floor plan 999 (not found), The Elm (no longer listed).");
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('removing a plan updates the shareable URL and the table', async () => {
    const { user, router } = renderRoute('/compare?ids=101,201,103');
    await table();
    await user.click(screen.getByRole('button', { name: 'Remove The Dogwood' }));
    expect(router.state.location.search).toBe('?ids=101,103');
    expect(screen.getAllByRole('columnheader').map((column) => within(column).getByRole('link').textContent)).toEqual(['The Aspen', 'The Cedar']);
  });

  it('with fewer than two plans left, asks for more', async () => {
    renderRoute('/compare?ids=101,999');
    await table();
    expect(screen.getByText(/Comparing needs at least 2 plans/)).toBeVisible();
  });

  it("issue 27 a table of one plan says '1 floor plan side by side', not '1 floor plans'", async () => {
    renderRoute('/compare?ids=101,999');
    expect(await table()).toHaveAccessibleName(/^1 floor plan side by side;/);
  });

  it('without ids: points to the shortlist and the search', async () => {
    renderRoute('/compare');
    expect(await screen.findByText(/No floor plans to compare yet/, {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your shortlist' })).toHaveAttribute('href', '/shortlist');
  });

  it('shows a loading state until the plans arrive', async () => {
    const { release } = holdResponses('*/api/data/floorplans/:id');
    renderRoute('/compare?ids=101,201');
    expect(await screen.findByText('Loading the comparison', {}, { timeout: 3000 })).toBeInTheDocument();
    release();
    expect(await table()).toBeVisible();
  });

  it('a plan that could not be loaded (the server is down) offers another try', async () => {
    // The data client tries a second host once, so the first two answers fail.
    let failures = 2;
    server.use(http.get('*/api/data/floorplans/201', () => (failures-- > 0 ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined)));
    const { user } = renderRoute('/compare?ids=101,201');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent("We couldn't load floor plan 201");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('columnheader', { name: /The Dogwood/ })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHORTLIST_KEY } from '@/features/shortlist/shortlist';
import { corner, dunn, jordan, storeShortlist as store } from '@tests/msw/fixtures/shortlist';
import { detailPlans } from '@tests/msw/fixtures/floorplanDetail';
import { holdResponses } from '@tests/msw/holdResponses';
import { server } from '@tests/msw/server';
import { pinToday } from '@tests/msw/fixtures/today';
import { renderRoute, renderWithProviders } from '@tests/render';
import { ShortlistView } from './ShortlistView';

const saved = () => screen.getByRole('list', { name: 'Saved floor plans' });

describe('issue 16 shortlist page', () => {
  it('empty: says so and points back to the search', async () => {
    renderRoute('/shortlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your shortlist' })).toBeVisible();
    expect(screen.getByText(/No floor plans saved yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search floor plans' })).toHaveAttribute('href', '/#search');
    await waitFor(() => expect(document.title).toBe('Limestone Living: Shortlist'));
  });

  it('a corrupt stored value reads as an empty shortlist instead of breaking the page', async () => {
    window.localStorage.setItem(SHORTLIST_KEY, '{"version":1,"plans":[{"id":');
    renderRoute('/shortlist');
    expect(await screen.findByText(/No floor plans saved yet/)).toBeVisible();
  });

  it('lists the saved plans; removing one takes it off the list and off the header count', async () => {
    store([dunn, jordan]);
    const { user } = renderRoute('/shortlist');
    await screen.findByRole('heading', { level: 1, name: 'Your shortlist' });
    expect(within(saved()).getByRole('link', { name: 'Dunn Studio' })).toHaveAttribute('href', '/floorplans/1');
    expect(within(saved()).getByText('Jordan Commons')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shortlist 2 saved' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Dunn Studio' }));
    expect(within(saved()).queryByRole('link', { name: 'Dunn Studio' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shortlist 1 saved' })).toBeVisible();
  });

  it('compares the first four saved plans; a fifth can be ticked once another is unticked', async () => {
    const five = [dunn, corner, jordan, { ...jordan, id: 11, name: 'Jordan Three' }, { ...dunn, id: 2, name: 'Indiana One' }];
    store(five);
    const { user } = renderWithProviders(<ShortlistView searchHref="/#search" />);
    expect(screen.getByRole('link', { name: 'Compare 4 plans' })).toHaveAttribute('href', '/compare?ids=1,4,10,11');
    expect(screen.getByRole('checkbox', { name: 'Compare Indiana One' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Compare Kirkwood Corner' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Indiana One' }));
    expect(screen.getByRole('link', { name: 'Compare 4 plans' })).toHaveAttribute('href', '/compare?ids=1,10,11,2');
  });

  it('one saved plan cannot be compared yet', () => {
    store([dunn]);
    renderWithProviders(<ShortlistView searchHref="/#search" />);
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Compare' })).toHaveAccessibleDescription(/Tick 2 to 4 plans/);
  });

  it("'Ask about these' opens the contact form with the plans in spec 3 additionalInfo.floorPlan", async () => {
    store([dunn, corner]);
    const { user, shell } = renderWithProviders(<ShortlistView searchHref="/#search" />);
    await user.click(screen.getByRole('button', { name: 'Ask about these' }));
    // Both are at The Kirkwood, so that community is ticked too.
    expect(shell.openContact).toHaveBeenCalledWith({ floorplanName: 'Dunn Studio (The Kirkwood), Kirkwood Corner (The Kirkwood)', propertyName: 'The Kirkwood' });
  });
});

describe('issue 27 shortlist: each saved plan with its photo, rent, beds and availability', () => {
  const aspen = { id: 101, name: 'The Aspen', community: 'The Kirkwood' };
  const cedar = { id: 103, name: 'The Cedar', community: 'The Kirkwood' };
  const item = (name: string) => within(saved()).getByRole('link', { name }).closest('li')!;
  afterEach(() => vi.useRealTimers());

  it('success: the photo, the rent (with its special), beds and baths, and when it is available', async () => {
    pinToday();
    store([aspen, cedar]);
    renderWithProviders(<ShortlistView searchHref="/#search" />);
    const first = item('The Aspen');
    expect(await within(first).findByRole('img', { name: 'The Aspen floor plan' })).toBeVisible();
    expect(within(first).getByText('Now starting at $850/mo')).toBeVisible();
    expect(within(first).getByText('1 bed, 1 bath')).toBeVisible();
    expect(within(first).getByText('Available Now')).toBeVisible();
    const second = item('The Cedar');
    expect(await within(second).findByText('Starting at', { exact: false })).toHaveTextContent('Starting at $700/mo');
    expect(within(second).getByText('From Mar 11, 2026')).toBeVisible();
  });

  it("issue 23 cover alt: a saved plan's photo says what the office wrote of its cover; a plan without it keeps 'The Cedar floor plan'", async () => {
    const officeAlt = 'Corner living room with two tall windows';
    server.use(http.get('*/api/data/floorplans/101', () => HttpResponse.json({ ...detailPlans.find((plan) => plan.id === 101), coverAlt: officeAlt })));
    store([aspen, cedar]);
    renderWithProviders(<ShortlistView searchHref="/#search" />);
    expect(await within(item('The Aspen')).findByRole('img', { name: officeAlt })).toBeVisible();
    expect(await within(item('The Cedar')).findByRole('img', { name: 'The Cedar floor plan' })).toBeVisible();
  });

  it('loading: the names at once, the details as placeholders', () => {
    holdResponses('*/api/data/floorplans/:id');
    store([aspen]);
    renderWithProviders(<ShortlistView searchHref="/#search" />);
    expect(within(item('The Aspen')).getByText('Loading the details of The Aspen')).toBeInTheDocument();
  });

  it('error: says the details could not load and tries again on request', async () => {
    let fail = true;
    server.use(http.get('*/api/data/floorplans/:id', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined)));
    store([aspen]);
    const { user } = renderWithProviders(<ShortlistView searchHref="/#search" />);
    const retry = await within(item('The Aspen')).findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    expect(within(item('The Aspen')).getByText("We couldn't load this plan's details.")).toBeVisible();
    fail = false;
    await user.click(retry);
    expect(await within(item('The Aspen')).findByText('1 bed, 1 bath')).toBeVisible();
  });

  it('a saved plan that is gone says so, and can still be removed', async () => {
    store([{ id: 999, name: 'Old Plan', community: null }]);
    renderWithProviders(<ShortlistView searchHref="/#search" />);
    expect(await within(item('Old Plan')).findByText('No longer listed')).toBeVisible();
    expect(within(item('Old Plan')).getByRole('button', { name: 'Remove Old Plan' })).toBeVisible();
  });
});

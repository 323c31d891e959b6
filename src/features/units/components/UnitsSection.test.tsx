import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pinToday } from '@tests/msw/fixtures/today';
import { hal } from '@tests/msw/fixtures/hal';
import { kirkwoodFloorplans } from '@tests/msw/fixtures/properties';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';

// The page is a lazy chunk: transform it once up front, so no test spends its wait on that.
beforeAll(() => import('@/pages/CommunityPage'));
beforeEach(pinToday);
afterEach(() => vi.useRealTimers());

const unitNames = () =>
  within(screen.getByRole('region', { name: 'Units' }))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

async function openCommunity(path = '/communities/1') {
  const view = renderRoute(path);
  // Generous: on a busy machine the first render of a file can take a while.
  await screen.findByText(/^Total: \d+ Results?$/, {}, { timeout: 5000 });
  return { ...view, units: within(screen.getByRole('region', { name: 'Units' })) };
}

describe('spec 2 community page', () => {
  it('names the community and lists its units, every unit of its active plans, featured first', async () => {
    const { units } = await openCommunity();
    expect(screen.getByRole('heading', { level: 1, name: 'The Kirkwood' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Limestone Living: The Kirkwood'));
    expect(units.getByText('Total: 5 Results')).toBeVisible();
    expect(unitNames()).toEqual(['The Aspen 1001', 'The Aspen 1002', 'The Birch 1003', 'The Cedar 1004', 'The Willow 1006']);
  });

  it('shows skeleton cards while the units load', async () => {
    renderRoute('/communities/1');
    const section = await screen.findByRole('region', { name: 'Units' });
    expect(within(section).getByRole('list', { name: 'Loading' })).toBeInTheDocument();
    expect(await within(section).findByText('Total: 5 Results')).toBeVisible();
  });

  it('shows the 404 view for a community that does not exist, or an id that is not one', async () => {
    renderRoute('/communities/77');
    expect(await screen.findByRole('heading', { name: 'Uh-oh, this is a 404' })).toBeVisible();
  });

  it('shows the 404 view for an id that is not a number', async () => {
    renderRoute('/communities/kirkwood');
    expect(await screen.findByRole('heading', { name: 'Uh-oh, this is a 404' })).toBeVisible();
  });

  it('says so when the units cannot be loaded', async () => {
    server.use(http.get('*/api/data/properties/:id/floorplans/filter', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/communities/1');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the units");
  });

  it("says 'No matches found...' for a community without units", async () => {
    server.use(http.get('*/api/data/properties/:id/floorplans/filter', () => HttpResponse.json(hal('floorplans', []))));
    renderRoute('/communities/1');
    expect(await screen.findByText('No matches found...')).toBeVisible();
  });
});

describe('spec 2 unit cards', () => {
  it("issue 23 cover alt: a unit's photo says what the office wrote of its plan's cover; a plan without it keeps the unit's name", async () => {
    const officeAlt = 'Corner living room with two tall windows';
    const described = kirkwoodFloorplans.map((plan) => (plan.id === 101 ? { ...plan, coverAlt: officeAlt } : plan));
    server.use(http.get('*/api/data/properties/:id/floorplans/filter', () => HttpResponse.json(hal('floorplans', described))));
    const { units } = await openCommunity();
    expect(within(units.getByRole('article', { name: 'The Aspen 1001' })).getByRole('img', { name: officeAlt })).toBeVisible();
    expect(within(units.getByRole('article', { name: 'The Cedar 1004' })).getByRole('img', { name: 'The Cedar 1004' })).toBeVisible();
  });

  it('show badge, name with unit id, availability date, special price, rooms, size and floor plan link', async () => {
    const { units } = await openCommunity();
    const card = units.getByRole('article', { name: 'The Aspen 1001' });
    expect(card).toHaveTextContent('Featured & Available Now');
    // Issue 14: a unit available now says so, not a move-in date in the past (Mar 01, 2026).
    expect(within(card).getByText('Available Now', { selector: 'p:not([class*=badge])' })).toBeVisible();
    expect(card).not.toHaveTextContent('Mar 01, 2026');
    expect(card).toHaveTextContent('Now starting at $850/mo');
    expect(card.querySelector('s')).toHaveTextContent('$950/mo');
    expect(card).toHaveTextContent('1 bed, 1 bath · 700 sq ft');
    expect(within(card).getByRole('link', { name: 'View Floorplan' })).toHaveAttribute('href', '/floorplans/101');
    expect(within(card).getByRole('link', { name: /^Map: 100 N College Ave Apt 4, 47404/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=100%20N%20College%20Ave%20Apt%204%2047404',
    );

    expect(units.getByRole('article', { name: 'The Aspen 1002' })).toHaveTextContent('Featured');
    expect(units.getByRole('article', { name: 'The Aspen 1002' })).not.toHaveTextContent('Available Now');
    expect(units.getByRole('article', { name: 'The Aspen 1002' })).toHaveTextContent('Available May 15, 2026');
    expect(units.getByRole('article', { name: 'The Birch 1003' })).toHaveTextContent('Available Now');
    const cedar = units.getByRole('article', { name: 'The Cedar 1004' });
    expect(cedar).not.toHaveTextContent(/Featured|Available Now/);
    expect(cedar).toHaveTextContent('$700/mo');
    expect(cedar).not.toHaveTextContent('Starting at');
  });

  it("reveals the first web special on the 'Special Offer' badge's hover and focus", async () => {
    const { units } = await openCommunity();
    const badge = within(units.getByRole('article', { name: 'The Aspen 1001' })).getByRole('button', { name: 'Special Offer' });
    expect(badge).toHaveAccessibleDescription('First month free on 12-month leases');
    expect(within(units.getByRole('article', { name: 'The Birch 1003' })).queryByRole('button', { name: 'Special Offer' })).toBeNull();
  });

  it('opens the virtual tour and the video tour in the video modal', async () => {
    const { units, user } = await openCommunity();
    const card = units.getByRole('article', { name: 'The Aspen 1001' });

    await user.click(within(card).getByRole('button', { name: 'Virtual Tour' }));
    expect(screen.getByTitle('Virtual Tour: The Aspen 1001')).toHaveAttribute('src', 'https://tours.example/aspen');
    await user.keyboard('{Escape}');

    await user.click(within(card).getByRole('button', { name: 'Video Tour' }));
    expect(screen.getByRole('dialog', { name: 'Video Tour: The Aspen 1001' }).querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aspenVideo1?rel=0',
    );
    expect(within(units.getByRole('article', { name: 'The Birch 1003' })).queryByRole('button', { name: 'Video Tour' })).toBeNull();
  });
});

describe('spec 2 units: same filters, sort, pills and count', () => {
  it("filters by 'Available Now' (today or earlier), by floor plan and sorts by price", async () => {
    const { units, user, router } = await openCommunity();
    await user.selectOptions(units.getByRole('combobox', { name: 'Availability' }), 'Available Now');
    expect(unitNames()).toEqual(['The Aspen 1001', 'The Birch 1003']);
    expect(units.getByRole('button', { name: /Remove filter Available Now/ })).toBeVisible();

    await user.click(units.getByRole('checkbox', { name: 'The Birch' }));
    expect(unitNames()).toEqual(['The Birch 1003']);
    expect(units.getByRole('button', { name: /Remove filter The Birch/ })).toBeVisible();
    expect(router.state.location.search).toBe('?availability=now&floorplans=102');

    await user.click(units.getByRole('button', { name: /Remove filter The Birch/ }));
    await user.click(units.getByRole('button', { name: /Remove filter Available Now/ }));
    await user.selectOptions(units.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(unitNames()).toEqual(['The Birch 1003', 'The Willow 1006', 'The Aspen 1001', 'The Aspen 1002', 'The Cedar 1004']);
    expect(units.getByText('Total: 5 Results')).toBeVisible();
  });

  it('matches rent on the special rent or on the unit rent', async () => {
    const { units } = await openCommunity('/communities/1?minRent=990&maxRent=1010');
    expect(unitNames()).toEqual(['The Aspen 1002']);
    expect(units.getByText('Total: 1 Result')).toBeVisible();
  });
});

describe('issue 14 pills from a shared link', () => {
  it("name a floor plan outside the community's list by its name, not 'Floorplan 201'", async () => {
    const { units } = await openCommunity('/communities/1?floorplans=101,201');
    const pills = () =>
      within(units.getByRole('list', { name: 'Active filters' }))
        .getAllByRole('button')
        .map((pill) => pill.textContent);
    await waitFor(() => expect(pills()).toEqual([expect.stringContaining('The Aspen'), expect.stringContaining('The Dogwood')]));
  });

  it("keep 'Floorplan N' for an id no plan has", async () => {
    const { units } = await openCommunity('/communities/1?floorplans=999');
    const pill = within(units.getByRole('list', { name: 'Active filters' })).getByRole('button');
    await waitFor(() => expect(pill).toHaveTextContent('Floorplan 999'));
  });
});

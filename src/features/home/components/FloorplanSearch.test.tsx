import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aFloorplan } from '@tests/msw/fixtures/floorplans';
import { aProperty } from '@tests/msw/fixtures/properties';
import { pinToday } from '@tests/msw/fixtures/today';
import { hal } from '@tests/msw/fixtures/hal';
import { server } from '@tests/msw/server';
import { everyCardNamed } from '@tests/cards';
import { renderRoute } from '@tests/render';

beforeEach(pinToday);
afterEach(() => vi.useRealTimers());

/** The names of the cards shown, once each has its name (issue 28: cards not shown before fetch theirs). */
async function cardNames(): Promise<(string | null)[]> {
  const search = screen.getByRole('region', { name: 'Find your floor plan' });
  await everyCardNamed(search);
  return within(search)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

async function openSearch(path = '/') {
  const view = renderRoute(path);
  // Generous: on a busy machine the first render of a file can take a while.
  await screen.findByText(/^Total: \d+ Results?$/, {}, { timeout: 5000 });
  const search = screen.getByRole('region', { name: 'Find your floor plan' });
  await everyCardNamed(search);
  return { ...view, search, search$: within(search) };
}

describe('spec 4 home floor plan list: loading', () => {
  it('shows skeleton cards until the properties fetch settles, then the list', async () => {
    renderRoute('/');
    const search = screen.getByRole('region', { name: 'Find your floor plan' });
    expect(within(search).getByRole('list', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(within(search).queryByRole('article')).not.toBeInTheDocument();

    expect(await within(search).findByText('Total: 3 Results')).toBeVisible();
    expect(within(search).queryByRole('list', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('ends the loading on a failure too, says so, and loads again on request', async () => {
    let fail = true;
    server.use(
      http.get('*/api/data/properties/filter', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json(hal('properties', [])),
      ),
    );
    const { user } = renderRoute('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the floor plans");
    expect(screen.queryByRole('list', { name: 'Loading' })).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No matches found...')).toBeVisible();
  });
});

describe('spec 4 home floor plan list: loaded', () => {
  it("starts at 'Available Now', featured first, without garages or inactive plans", async () => {
    const { search$ } = await openSearch();
    expect(search$.getByText('Total: 3 Results')).toBeVisible();
    expect(search$.getByRole('combobox', { name: 'Availability' })).toHaveValue('now');
    expect(await cardNames()).toEqual(['The Aspen', 'The Dogwood', 'The Birch']);
  });

  it('shows each card with its cover, community, price and rooms, linking to the floor plan', async () => {
    const { search$ } = await openSearch();
    const aspen = search$.getByRole('article', { name: 'The Aspen' });
    expect(within(aspen).getByRole('img', { name: 'The Aspen floor plan' })).toHaveAttribute(
      'src',
      'http://localhost:3000/api/asset/download/aspen-cover',
    );
    expect(within(aspen).getByRole('link', { name: 'The Aspen' })).toHaveAttribute('href', '/floorplans/101');
    expect(within(aspen).getByRole('link', { name: 'The Kirkwood' })).toHaveAttribute('href', '/communities/1');
    expect(aspen).toHaveTextContent('Now starting at $850/mo');
    expect(aspen.querySelector('s')).toHaveTextContent('$950/mo');
    expect(aspen).toHaveTextContent('1 bed, 1 bath');
    expect(aspen).toHaveTextContent('Special Offer: First month free on 12-month leases');

    const birch = search$.getByRole('article', { name: 'The Birch' });
    expect(within(birch).getByRole('img', { name: 'The Birch floor plan' })).toHaveAttribute('src', '/images/default-image.svg');
    expect(birch).toHaveTextContent('Starting at $1,450/mo');
    expect(birch.querySelector('s')).toBeNull();
    expect(birch).not.toHaveTextContent('Special Offer');
  });

  it('offers the months of the next 12 months that units are available in', async () => {
    const { search$ } = await openSearch();
    const months = within(search$.getByRole('combobox', { name: 'Availability' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(months).toEqual(['Any time', 'Available Now', 'March 2026', 'April 2026', 'May 2026', 'June 2026']);
  });
});

describe('spec 4 filters, pills and count', () => {
  it('filters by bedroom at once, counts, writes the URL and shows a removable pill', async () => {
    const { search$, user, router } = await openSearch();
    await user.selectOptions(search$.getByRole('combobox', { name: 'Bedrooms' }), '2 bedroom');

    expect(search$.getByText('Total: 1 Result')).toBeVisible();
    expect(await cardNames()).toEqual(['The Birch']);
    expect(router.state.location.search).toBe('?bedroom=2');

    await user.click(search$.getByRole('button', { name: /Remove filter 2 bedroom/ }));
    expect(search$.getByText('Total: 3 Results')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('filters by rent with the slider and shows the range pill only when it differs from 0-4000', async () => {
    const { search$, router } = await openSearch();
    expect(search$.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();

    fireEvent.change(search$.getByRole('slider', { name: 'Maximum rent' }), { target: { value: '1000' } });
    expect(await cardNames()).toEqual(['The Aspen']);
    expect(search$.getByRole('button', { name: /Remove filter \$0 - \$1,000/ })).toBeVisible();
    expect(router.state.location.search).toBe('?minRent=0&maxRent=1000');

    fireEvent.change(search$.getByRole('slider', { name: 'Maximum rent' }), { target: { value: '4000' } });
    expect(search$.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(search$.getByText('Total: 3 Results')).toBeVisible();
  });

  it('filters by a month, by style and by any time, and combines them', async () => {
    const { search$, user } = await openSearch();
    await user.selectOptions(search$.getByRole('combobox', { name: 'Availability' }), 'May 2026');
    expect(await cardNames()).toEqual(['The Aspen', 'The Cedar']);
    expect(search$.getByRole('button', { name: /Remove filter May 2026 availability/ })).toBeVisible();

    await user.selectOptions(search$.getByRole('combobox', { name: 'Style' }), 'Studio');
    expect(await cardNames()).toEqual(['The Cedar']);
    expect(search$.getByRole('button', { name: /Remove filter Studio/ })).toBeVisible();

    await user.selectOptions(search$.getByRole('combobox', { name: 'Availability' }), 'Any time');
    await user.selectOptions(search$.getByRole('combobox', { name: 'Style' }), 'Any');
    expect(search$.getByText('Total: 5 Results')).toBeVisible();
  });

  it("says 'No matches found...' when nothing passes", async () => {
    const { search$, user } = await openSearch();
    await user.selectOptions(search$.getByRole('combobox', { name: 'Bedrooms' }), '0 bedroom');
    expect(search$.getByText('No matches found...')).toBeVisible();
    expect(search$.getByText('Total: 0 Results')).toBeVisible();
  });

  it('sorts by price, both ways', async () => {
    const { search$, user } = await openSearch('/?availability=any');
    await user.selectOptions(search$.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(await cardNames()).toEqual(['The Cedar', 'The Aspen', 'The Birch', 'The Dogwood', 'The Fir']);
    await user.selectOptions(search$.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(await cardNames()).toEqual(['The Dogwood', 'The Birch', 'The Aspen', 'The Cedar', 'The Fir']);
  });
});

describe('spec 4 filters in the URL', () => {
  it('opens a shared link with its filters applied', async () => {
    const { search$ } = await openSearch('/?bedroom=1&availability=any&sort=priceDesc&minRent=500&maxRent=2000');
    expect(search$.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('1');
    expect(search$.getByRole('combobox', { name: 'Availability' })).toHaveValue('any');
    expect(search$.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceDesc');
    expect(search$.getByRole('slider', { name: 'Minimum rent' })).toHaveValue('500');
    expect(await cardNames()).toEqual(['The Aspen']);
    expect(
      within(search$.getByRole('list', { name: 'Active filters' }))
        .getAllByRole('button')
        .map((pill) => pill.textContent),
    ).toEqual(['1 bedroom', '$500 - $2,000']);
  });

  it('falls back to the defaults for invalid values instead of crashing', async () => {
    const { search$ } = await openSearch('/?bedroom=lots&availability=yesterday&style=castle&sort=random&minRent=9&maxRent=-1');
    expect(search$.getByText('Total: 3 Results')).toBeVisible();
    expect(search$.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
  });

  it('steps back and forward through filter changes', async () => {
    const { search$, user, router } = await openSearch();
    await user.selectOptions(search$.getByRole('combobox', { name: 'Bedrooms' }), '1 bedroom');
    await user.selectOptions(search$.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(router.state.location.search).toBe('?bedroom=1&sort=priceDesc');

    await router.navigate(-1);
    await waitFor(() => expect(search$.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured'));
    expect(search$.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('1');

    await router.navigate(-1);
    await waitFor(() => expect(search$.getByText('Total: 3 Results')).toBeVisible());

    await router.navigate(1);
    await waitFor(async () => expect(await cardNames()).toEqual(['The Aspen']));
  });

  it('records a slider drag as one step, so Back undoes the whole drag', async () => {
    const { search$, router } = await openSearch();
    const max = search$.getByRole('slider', { name: 'Maximum rent' });
    for (const value of ['3000', '2000', '1500', '1000']) fireEvent.change(max, { target: { value } });
    expect(router.state.location.search).toBe('?minRent=0&maxRent=1000');

    await router.navigate(-1);
    await waitFor(() => expect(max).toHaveValue('4000'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Total: 3 Results')).toBeVisible();
  });
});

describe('spec 2 long result lists', () => {
  it("shows a page of 12 cards with 'Show more', and starts again at one page when the filters change", async () => {
    const plans = Array.from({ length: 30 }, (_, index) => aFloorplan({ id: 500 + index, name: `Plan ${index + 1}`, bedroom: index % 2 }));
    server.use(http.get('*/api/data/properties/filter', () => HttpResponse.json(hal('properties', [aProperty({ floorplans: plans })]))));
    const { search$, user } = await openSearch();
    expect(search$.getByText('Total: 30 Results')).toBeVisible();
    expect(await cardNames()).toHaveLength(12);
    expect(search$.getByText('Showing 12 of 30')).toBeVisible();

    await user.click(search$.getByRole('button', { name: 'Show more' }));
    expect(await cardNames()).toHaveLength(24);
    await user.click(search$.getByRole('button', { name: 'Show more' }));
    expect(await cardNames()).toHaveLength(30);
    expect(search$.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await user.selectOptions(search$.getByRole('combobox', { name: 'Bedrooms' }), '1 bedroom');
    expect(search$.getByText('Total: 15 Results')).toBeVisible();
    expect(await cardNames()).toHaveLength(12);
  });
});

describe('issue 27 phone home page: the filters behind a button', () => {
  it("'Filters (N)' opens a sheet with the filters that keeps focus, shows the results and gives focus back on Escape", async () => {
    const { search$, user } = await openSearch('/?style=APARTMENT');
    const button = search$.getByRole('button', { name: 'Filters (1)' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('combobox', { name: 'Bedrooms' })).toHaveFocus();
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Bedrooms' }), '2 bedroom');
    expect(within(sheet).getByRole('button', { name: 'Show 1 result' })).toBeVisible();
    expect(await cardNames()).toEqual(['The Birch']);
    expect(search$.getByRole('button', { name: 'Filters (2)', hidden: true })).toBeInTheDocument();

    // Tab stays inside the sheet.
    const close = within(sheet).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab({ shift: true });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(search$.getByRole('button', { name: 'Filters (2)' })).toHaveFocus();
  });

  it("'Show N results' closes the sheet onto the results", async () => {
    const { search$, user } = await openSearch();
    await user.click(search$.getByRole('button', { name: 'Filters (0)' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Show 3 results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(search$.getByText('Total: 3 Results')).toBeVisible();
  });
});

describe('issue 27 home: what the list leaves out', () => {
  it("with 'Available Now' it says how many open later, with a link that shows them", async () => {
    const { search$, user, router } = await openSearch();
    expect(search$.getByText(/^2 more open later\./)).toBeVisible();
    await user.click(search$.getByRole('link', { name: 'Show every move-in date' }));
    expect(await search$.findByText('Total: 5 Results')).toBeVisible();
    expect(router.state.location.search).toBe('?availability=any');
    expect(search$.queryByText(/more open later/)).not.toBeInTheDocument();
  });

  it('says nothing of later dates when none open later', async () => {
    const { search$ } = await openSearch('/?bedroom=3');
    expect(search$.getByText('Total: 1 Result')).toBeVisible();
    expect(search$.queryByText(/more open later/)).not.toBeInTheDocument();
  });

  it("offers 'Clear filters' when nothing matches, back to the untouched list", async () => {
    const { search$, user, router } = await openSearch();
    await user.selectOptions(search$.getByRole('combobox', { name: 'Bedrooms' }), '0 bedroom');
    expect(search$.getByText('No matches found...')).toBeVisible();
    await user.click(search$.getByRole('button', { name: 'Clear filters' }));
    expect(search$.getByText('Total: 3 Results')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });
});

describe('issue 28 home cards fetch their names and photos as they are shown', () => {
  it('asks once for the names and photos of a page of cards, holding their places meanwhile', async () => {
    const plans = Array.from({ length: 30 }, (_, i) => aFloorplan({ id: 500 + i, name: `Plan ${i + 1}`, coverImage: `https://drive.google.com/uc?id=cover-${i + 1}` }));
    server.use(http.get('*/api/data/properties/filter', () => HttpResponse.json(hal('properties', [aProperty({ floorplans: plans })]))));
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/home/cards')) asked.push(url.searchParams.get('ids')!);
    });
    const { search$ } = await openSearch();
    const first = search$.getByRole('article', { name: 'Plan 1' });
    expect(within(first).getByRole('img', { name: 'Plan 1 floor plan' })).toHaveAttribute('src', 'http://localhost:3000/api/asset/download/cover-1');
    // One request for the search's first page (the featured section below asks for its own cards).
    expect(asked).toContain(plans.slice(0, 12).map((plan) => plan.id).join(','));
    const before = asked.length;

    fireEvent.click(search$.getByRole('button', { name: 'Show more' }));
    const thirteenth = search$.getAllByRole('article')[12];
    expect(thirteenth).toHaveAttribute('aria-busy', 'true');
    expect(thirteenth).toHaveTextContent('Starting at');
    expect(within(thirteenth).queryByRole('img')).not.toBeInTheDocument();
    expect(await within(thirteenth).findByRole('img', { name: 'Plan 13 floor plan' })).toHaveAttribute('src', 'http://localhost:3000/api/asset/download/cover-13');
    expect(thirteenth).toHaveAccessibleName('Plan 13');
    expect(asked.slice(before)).toEqual([plans.slice(12, 24).map((plan) => plan.id).join(',')]);
    server.events.removeAllListeners();
  });

  it('shows every card with its facts, a link and the default image when their names cannot be loaded', async () => {
    server.use(http.get('*/api/data/home/cards', () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    const { search$ } = await openSearch();
    expect(await cardNames()).toEqual(['See this floor plan', 'See this floor plan', 'See this floor plan']);
    const first = search$.getAllByRole('article')[0];
    expect(within(first).getByRole('link', { name: 'See this floor plan' })).toHaveAttribute('href', '/floorplans/101');
    expect(first).toHaveTextContent('Now starting at $850/mo');
    expect(within(first).getByRole('img', { name: 'Floor plan' })).toHaveAttribute('src', '/images/default-image.svg');
  });
});

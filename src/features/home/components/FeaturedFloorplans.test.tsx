import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aFloorplan, aUnit } from '@tests/msw/fixtures/floorplans';
import { pinToday } from '@tests/msw/fixtures/today';
import { server } from '@tests/msw/server';
import { everyCardNamed } from '@tests/cards';
import { renderWithProviders } from '@tests/render';
import { SEARCH_INDEX_FORMAT } from '@/features/floorplans/searchIndexCodec';
import { FeaturedFloorplans } from './FeaturedFloorplans';

beforeEach(pinToday);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** Two bedrooms: the search then shows neither featured plan, which the section would leave out (issue 27). */
const TWO_BEDROOMS = { path: '/?bedroom=2' };

/** The cards' titles, once every card has its name (issue 28: they come as the cards are shown). */
async function titles(section: HTMLElement): Promise<(string | null)[]> {
  await everyCardNamed(section);
  return within(section).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
}

describe('spec 7 featured floor plans', () => {
  it('shows skeletons, then the featured plans of active properties', async () => {
    renderWithProviders(<FeaturedFloorplans />, TWO_BEDROOMS);
    const section = screen.getByRole('region', { name: 'Featured Floor Plans' });
    expect(within(section).getByRole('list', { name: 'Loading' })).toBeInTheDocument();

    await within(section).findByRole('article', { name: 'The Aspen' });
    expect(await titles(section)).toEqual(['The Aspen', 'The Dogwood']);
  });

  it('is left out when there are none or they cannot be loaded', async () => {
    server.use(http.get('*/api/data/floorplans', () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<FeaturedFloorplans />, TWO_BEDROOMS);
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Featured Floor Plans' })).not.toBeInTheDocument());
  });
});

describe('spec 7 featured floor plans, below the fold', () => {
  it('are fetched only once the section comes near the viewport', async () => {
    let reveal: (() => void) | undefined;
    class Observer {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        reveal = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));

    renderWithProviders(<FeaturedFloorplans />, TWO_BEDROOMS);
    const section = screen.getByRole('region', { name: 'Featured Floor Plans' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(within(section).getByRole('list', { name: 'Loading' })).toBeInTheDocument();

    act(() => reveal!());
    expect(await within(section).findByRole('article', { name: 'The Aspen' })).toBeVisible();
    // The site's own API: the home page's index, which the search above shares.
    expect(calls[0]).toBe('/api/data/home/floorplans');
    server.events.removeAllListeners();
    vi.unstubAllGlobals();
  });
});

/** Featured plans of an active community, 'Featured 1' to 'Featured {count}', none of them two-bedroom. */
const manyFeatured = (count: number) =>
  Array.from({ length: count }, (_, i) => aFloorplan({ id: 1000 + i, name: `Featured ${i + 1}`, featured: true, units: [aUnit({ id: 5000 + i })] }));

/** Clicks 'Show more' until every card is shown, then names them all. */
async function everyCard(section: HTMLElement): Promise<(string | null)[]> {
  for (;;) {
    const more = within(section).queryByRole('button', { name: 'Show more' });
    if (!more) return titles(section);
    await act(async () => more.click());
  }
}

describe('issue 28 every featured plan can be reached', () => {
  it('from the own API: a page of cards at a time, then every one of them with Show more', async () => {
    const plans = manyFeatured(250);
    server.use(http.get('*/api/data/floorplans', () => HttpResponse.json({ _embedded: { floorplans: plans } })));
    renderWithProviders(<FeaturedFloorplans />, TWO_BEDROOMS);
    const section = screen.getByRole('region', { name: 'Featured Floor Plans' });
    await within(section).findByRole('article', { name: 'Featured 1' });
    expect(within(section).getAllByRole('article')).toHaveLength(12);
    expect(within(section).getByText('Showing 12 of 250')).toBeVisible();
    expect(await everyCard(section)).toEqual(plans.map((plan) => plan.name));
  });

  it("from the company's data hosts: every page of the spotlight call, not only the first 200 plans", async () => {
    vi.stubEnv('VITE_DATA_HOSTS', 'https://data1.example.test/');
    // 450 plans by id, a featured one in every tenth: the spotlight call's third page still holds some.
    const all = Array.from({ length: 450 }, (_, i) =>
      aFloorplan({ id: 1000 + i, name: `Plan ${i + 1}`, featured: i % 10 === 0, units: [aUnit({ id: 5000 + i })] }),
    );
    server.use(
      // Wherever the data client sends it (it keeps the hosts it was first built with): the path and its pages matter.
      http.get('*/api/data/floorplans', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const size = Number(query.get('size'));
        const page = Number(query.get('page') ?? 0);
        return HttpResponse.json({
          _embedded: { floorplans: all.slice(page * size, (page + 1) * size) },
          page: { size, totalElements: all.length, totalPages: Math.ceil(all.length / size), number: page },
        });
      }),
    );
    renderWithProviders(<FeaturedFloorplans />, TWO_BEDROOMS);
    const section = screen.getByRole('region', { name: 'Featured Floor Plans' });
    await within(section).findByRole('article', { name: 'Plan 1' });
    expect(await everyCard(section)).toEqual(all.filter((plan) => plan.featured).map((plan) => plan.name));
  });
});

describe("issue 28 the home index's format", () => {
  it('a page from before a release that changed the format shows the plans through the spec calls, not a broken list', async () => {
    // What a later release might answer: another format, its columns unknown to this page.
    server.use(http.get('*/api/data/home/floorplans', () => HttpResponse.json({ format: SEARCH_INDEX_FORMAT + 1, plans: 'columns of a later release' })));
    renderWithProviders(<FeaturedFloorplans />, TWO_BEDROOMS);
    const section = screen.getByRole('region', { name: 'Featured Floor Plans' });
    await within(section).findByRole('article', { name: 'The Aspen' });
    expect(await titles(section)).toEqual(['The Aspen', 'The Dogwood']);
  });
});

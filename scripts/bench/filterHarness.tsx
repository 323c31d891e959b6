/**
 * The page `filter.ts` opens in Chromium: the home search list (filters, pills, count and cards) exactly as the
 * site has it, with the site's styles, fed by 500 synthetic floor plans, and a probe that stamps every commit.
 * It exposes `window.benchFilter`.
 */
import '@/styles/global.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { FloorplanCard, FloorplanCardSkeleton } from '@/features/floorplans/components/FloorplanCard';
import { ListingSearch } from '@/features/floorplans/components/ListingSearch';
import { defaultFilters } from '@/features/floorplans/filters';
import { floorplanListing } from '@/features/floorplans/listing';
import { searchListings } from '@/features/floorplans/searchListings';
import { homeIndex, indexListings } from '@/features/floorplans/searchIndex';
import type { Floorplan, FloorplanStyle } from '@/features/floorplans/types';
import { parseFilters } from '@/features/floorplans/filterQuery';
import { URL_STATE_NAVIGATION } from '@/components/useUrlState';
import { aFloorplan, aUnit } from '../../tests/msw/fixtures/floorplans';

const DEFAULTS = defaultFilters('now');
const STYLES: FloorplanStyle[] = ['STUDIO', 'APARTMENT', 'DELUXE_APARTMENT', 'TOWN_HOME', 'SINGLE_FAMILY'];

/** A small deterministic generator, so every run measures the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const isoDaysFrom = (today: string, days: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** `count` floor plans over 10 communities, 1-4 units each, move-ins from 2 months ago to 10 months ahead. */
function syntheticFloorplans(count: number, today: string): Floorplan[] {
  const next = random(42);
  const pick = <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  return Array.from({ length: count }, (_, index): Floorplan => {
    const bedroom = Math.floor(next() * 5);
    const units = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
      aUnit({
        rent: 600 + Math.round(next() * 2900),
        squareFoot: 400 + bedroom * 300,
        moveInDate: isoDaysFrom(today, Math.round(next() * 365) - 60),
        availabilityExtensionMonths: Math.floor(next() * 3),
        address: `${index} Kirkwood Ave`,
        allowedPet: null,
      }),
    );
    const special = next() < 0.2;
    const community = index % 10;
    return aFloorplan({
      id: index + 1,
      name: `Plan ${index + 1}`,
      featured: next() < 0.15,
      bedroom,
      bathroom: Math.max(1, bedroom),
      style: pick(STYLES),
      description: '',
      coverImage: `/images/plan-${index}.jpg`,
      photosFolderId: `folder-${index}`,
      specialRent: special ? 700 : null,
      specialRentStartDate: special ? isoDaysFrom(today, -10) : null,
      specialRentEndDate: special ? isoDaysFrom(today, 20) : null,
      units,
      webSpecials: special ? [{ startDate: isoDaysFrom(today, -10), endDate: isoDaysFrom(today, 20), description: 'A month free' }] : [],
      property: { id: community, name: `Community ${community}`, active: true, leaseType: 'YEARLY', address: '', zipcode: '' },
    });
  });
}

/** The pure part alone: filter and sort the prepared listings for a query string. */
function filterOnly(plans: Floorplan[], today: string) {
  const listings = plans.map((plan) => floorplanListing(plan, today));
  return (query: string) => searchListings(listings, parseFilters(new URLSearchParams(query), DEFAULTS)).length;
}

/**
 * Mounts the list in `container` and returns `show(query)`, which navigates to `?query` and resolves with the
 * milliseconds from the navigation to the commit that shows it (filtering, rendering and DOM updates included),
 * and to the end of the style and layout work that commit causes.
 */
async function mountList(container: HTMLElement, plans: Floorplan[], today: string) {
  // As the home search lists them (issue 28): entries of its index.
  const listings = indexListings(homeIndex(plans, [], today));
  let committed: ((search: string) => void) | undefined;

  function CommitProbe() {
    const { search } = useLocation();
    useLayoutEffect(() => committed?.(search), [search]);
    return null;
  }

  function List() {
    return (
      <>
        <ListingSearch
          listings={listings}
          defaults={DEFAULTS}
          itemKey={(plan) => plan.id}
          renderItem={(plan, index) => <FloorplanCard plan={plan} priority={index < 3} />}
          skeleton={<FloorplanCardSkeleton />}
        />
        <CommitProbe />
      </>
    );
  }

  const router = createMemoryRouter([{ path: '/', element: <List /> }], { initialEntries: ['/'] });
  const root = createRoot(container);
  await new Promise<void>((resolve) => {
    committed = () => resolve();
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });

  return {
    show(query: string): Promise<{ commit: number; layout: number }> {
      const search = query ? `?${query}` : '';
      return new Promise((resolve) => {
        const start = performance.now();
        committed = (shown) => {
          if (shown !== search) return;
          const commit = performance.now() - start;
          void container.offsetHeight; // forces the style and layout the commit made necessary
          resolve({ commit, layout: performance.now() - start });
        };
        // The same navigation a filter control makes (useUrlState).
        void router.navigate(`/${search}`, URL_STATE_NAVIGATION);
      });
    },
    cards: () => container.querySelectorAll('article').length,
  };
}

declare global {
  interface Window {
    benchFilter: {
      plans: number;
      filterOnly: (query: string) => number;
      show: (query: string) => Promise<{ commit: number; layout: number }>;
      cards: () => number;
    };
  }
}

const TODAY = new URLSearchParams(window.location.search).get('today') ?? '2026-03-10';
const PLANS = Number(new URLSearchParams(window.location.search).get('plans') ?? 500);
const plans = syntheticFloorplans(PLANS, TODAY);
const list = await mountList(document.getElementById('root')!, plans, TODAY);
window.benchFilter = { plans: plans.length, filterOnly: filterOnly(plans, TODAY), ...list };

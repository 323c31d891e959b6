import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotlightFloorplans } from '@/features/floorplans/catalog';
import { parseFilters } from '@/features/floorplans/filterQuery';
import { HOME_SEARCH_DEFAULTS } from '@/features/floorplans/filters';
import { floorplanListing } from '@/features/floorplans/listing';
import { homeIndex, indexListings, type IndexedPlan } from '@/features/floorplans/searchIndex';
import { decodeSearchIndex, encodeSearchIndex, type SearchIndexWire } from '@/features/floorplans/searchIndexCodec';
import { searchListings } from '@/features/floorplans/searchListings';
import { SORT_OPTIONS } from '@/features/floorplans/sort';
import type { Floorplan } from '@/features/floorplans/types';
import { searchFloorplans } from '@/features/properties/searchFloorplans';
import { growPortfolio } from '../../scripts/bench/portfolioSeed';
import { isoDate } from '../calendar/dates';
import { findFloorplans } from '../db/queries/floorplans';
import { findFilteredProperties } from '../db/queries/properties';
import { startTestApi, type TestApi } from '../test/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** The plans the route indexes, read as it reads them, and its entries for today. */
async function portfolio(): Promise<{ search: Floorplan[]; entries: IndexedPlan[] }> {
  const [properties, featured] = await Promise.all([findFilteredProperties(api.db), findFloorplans(api.db, { featured: true })]);
  const search = searchFloorplans(properties);
  return { search, entries: homeIndex(search, spotlightFloorplans(featured.items), isoDate(api.now())) };
}

const wireOfPage = async () => (await api.app.inject('/api/data/home/floorplans')).body;
const withoutDetails = (entries: IndexedPlan[]) => entries.map((entry) => ({ ...entry, details: undefined }));

/** Home URLs' filters: every sort, a few bedroom counts and styles, every month on offer, now or any time, rent ranges. */
function homeQueries(entries: IndexedPlan[]): string[] {
  const months = [...new Set(entries.flatMap((entry) => entry.facts.availabilityMonths))];
  return [
    '',
    ...SORT_OPTIONS.flatMap(({ key }) => [`sort=${key}`, `sort=${key}&availability=any`, `sort=${key}&bedroom=2&availability=any`]),
    ...months.map((month) => `availability=${month}&sort=priceAsc`),
    'style=TOWN_HOME&availability=any',
    'style=STUDIO',
    'minRent=1000&maxRent=1500&availability=any&sort=availabilityDesc',
    'minRent=0&maxRent=900&sort=priceDesc',
    `floorplans=${entries.slice(0, 3).map((entry) => entry.id).join(',')}&availability=any`,
  ];
}

/** The ids the home search lists for `query`, from the decoded index and from the plans themselves. */
function searchedBoth(decoded: IndexedPlan[], search: Floorplan[], query: string) {
  const filters = parseFilters(new URLSearchParams(query), HOME_SEARCH_DEFAULTS);
  const today = isoDate(api.now());
  return {
    fromIndex: searchListings(indexListings(decoded.filter((entry) => entry.inSearch)), filters).map((entry) => entry.id),
    fromPlans: searchListings(search.map((plan) => floorplanListing(plan, today)), filters).map((plan) => plan.id),
  };
}

describe('issue 28 the home index on the wire', () => {
  it('gives back exactly the entries of the seeded portfolio, with their names and photos or without', async () => {
    const { entries } = await portfolio();
    expect(decodeSearchIndex(JSON.parse(await wireOfPage()) as SearchIndexWire)).toStrictEqual(withoutDetails(entries));
    const withDetails = JSON.parse(JSON.stringify(encodeSearchIndex(entries, { details: true }))) as SearchIndexWire;
    expect(decodeSearchIndex(withDetails)).toStrictEqual(entries);
  });

  it('filters and sorts the seeded portfolio exactly as the plans themselves', async () => {
    const { search, entries } = await portfolio();
    const decoded = decodeSearchIndex(JSON.parse(await wireOfPage()) as SearchIndexWire);
    for (const query of homeQueries(entries)) {
      const { fromIndex, fromPlans } = searchedBoth(decoded, search, query);
      expect(fromIndex, query).toEqual(fromPlans);
    }
  });

  // Last: it grows the portfolio of this file's database.
  it('at 30 times the seeded portfolio: gives back every entry, filters and sorts alike, in at most 6.0 kB gzipped (9.7 kB with the names and photo folders, 14.7 kB before)', async () => {
    await growPortfolio(api.db, 30);
    const { search, entries } = await portfolio();
    expect(entries.length).toBeGreaterThan(700);
    const body = await wireOfPage();
    const decoded = decodeSearchIndex(JSON.parse(body) as SearchIndexWire);
    expect(decoded).toStrictEqual(withoutDetails(entries));
    for (const query of homeQueries(entries)) {
      const { fromIndex, fromPlans } = searchedBoth(decoded, search, query);
      expect(fromIndex, query).toEqual(fromPlans);
    }
    expect(gzipSync(body).length).toBeLessThanOrEqual(6_000);
  });
});

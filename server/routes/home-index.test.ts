import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotlightFloorplans } from '@/features/floorplans/catalog';
import { floorplanListing } from '@/features/floorplans/listing';
import { decodeSearchIndex, type SearchIndexWire } from '@/features/floorplans/searchIndexCodec';
import type { CardDetails, Floorplan } from '@/features/floorplans/types';
import { searchFloorplans } from '@/features/properties/searchFloorplans';
import type { Property } from '@/features/properties/types';
import { isoDate } from '../calendar/dates';
import { startTestApi, type TestApi } from '../test/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const read = async <T>(path: string) => (await api.app.inject(`/api/data/${path}`)).json<T>();
const homeIndex = async () => decodeSearchIndex(await read<SearchIndexWire>('home/floorplans'));

/** Every plan of the spotlight call, page after page, as a site on the company's hosts reads it. */
async function everySpotlightPlan(): Promise<Floorplan[]> {
  const plans: Floorplan[] = [];
  for (let page = 0; ; page += 1) {
    const body = await read<{ _embedded: { floorplans: Floorplan[] }; page: { totalPages: number } }>(`floorplans?projection=spotlight&size=200&page=${page}`);
    plans.push(...body._embedded.floorplans);
    if (page + 1 >= body.page.totalPages) return spotlightFloorplans(plans);
  }
}

describe('issue 28 the home page index', () => {
  it("holds the search list and the featured section as the spec's calls pick them, each plan once, with the facts the filters read", async () => {
    const search = searchFloorplans((await read<{ _embedded: { properties: Property[] } }>('properties/filter'))._embedded.properties);
    const spotlight = await everySpotlightPlan();
    const index = await homeIndex();

    expect(index.filter((plan) => plan.inSearch).map((plan) => plan.id)).toEqual(search.map((plan) => plan.id));
    expect(index.filter((plan) => plan.inSpotlight).map((plan) => plan.id).sort()).toEqual(spotlight.map((plan) => plan.id).sort());
    expect(new Set(index.map((plan) => plan.id)).size).toBe(index.length);
    const today = isoDate(api.now());
    for (const plan of search) expect(index.find((entry) => entry.id === plan.id)?.facts).toEqual(floorplanListing(plan, today).facts);
    const first = index.find((plan) => plan.id === search[0].id)!;
    expect(first).toMatchObject({ community: { id: search[0].property.id, name: search[0].property.name }, price: floorplanListing(search[0], today).facts.price });
  });

  it("leaves the plans' names and photos out: the cards ask for theirs, a page at a time", async () => {
    const wire = await read<SearchIndexWire>('home/floorplans');
    expect(wire.details).toBeUndefined();
    const [first, second] = decodeSearchIndex(wire).map((plan) => plan.id);
    const answer = await read<{ cards: Record<string, CardDetails> }>(`home/cards?ids=${second},${first},999999`);
    const plans = (await read<{ _embedded: { floorplans: Floorplan[] } }>('floorplans?size=2000'))._embedded.floorplans;
    const detailsOf = (id: number): CardDetails => {
      const plan = plans.find((each) => each.id === id)!;
      return { name: plan.name, coverImage: plan.coverImage, coverAlt: plan.coverAlt ?? null, photosFolderId: plan.photosFolderId };
    };
    expect(answer.cards).toEqual({ [first]: detailsOf(first), [second]: detailsOf(second) });
  });

  it('answers a list of cards that is no list of ids, or too long, with a 400 that says why', async () => {
    for (const [ids, message] of [
      ['1,x', 'ids must be positive whole numbers separated by commas'],
      ['0', 'ids must be positive whole numbers separated by commas'],
      [Array.from({ length: 101 }, (_, i) => i + 1).join(','), 'ids may name at most 100 records'],
    ]) {
      const answer = await api.app.inject(`/api/data/home/cards?ids=${ids}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
    expect((await api.app.inject('/api/data/home/cards')).statusCode).toBe(400);
  });

  it('is a fraction of the catalog the home page read before', async () => {
    const index = await api.app.inject('/api/data/home/floorplans');
    const catalog = await api.app.inject('/api/data/properties/filter');
    expect(index.body.length).toBeLessThan(catalog.body.length / 4);
  });

  it('never cuts the featured plans by a page size: 250 more featured plans are all in it', async () => {
    await api.db.query(
      `INSERT INTO floorplans (id, property_id, name, featured, bedroom, bathroom, style)
       SELECT 90000 + i, 1, 'Featured ' || i, true, 1, 1, 'APARTMENT' FROM generate_series(1, 250) AS i`,
    );
    const featured = (await homeIndex()).filter((plan) => plan.inSpotlight).map((plan) => plan.id);
    expect(featured).toEqual(expect.arrayContaining(Array.from({ length: 250 }, (_, i) => 90001 + i)));
  });
});

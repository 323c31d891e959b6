import { http, HttpResponse } from 'msw';
import { cardPlan } from '@/features/floorplans/cardPlan';
import { spotlightFloorplans } from '@/features/floorplans/catalog';
import type { Floorplan } from '@/features/floorplans/types';
import { homeIndex } from '@/features/floorplans/searchIndex';
import { encodeSearchIndex } from '@/features/floorplans/searchIndexCodec';
import { searchFloorplans } from '@/features/properties/searchFloorplans';
import type { Property } from '@/features/properties/types';
import { itemsOf } from '@/lib/hal';
import { todayIso } from '@/lib/dates';

/**
 * Issue 28: the own API's home index, made as the local API makes it (server/routes/data.ts) from whatever the
 * `properties/filter` and spotlight handlers answer at the time, so a test that changes those changes the index and
 * the cards' names and photos too (and a failing one fails the index).
 */
export const homeHandlers = [
  http.get('*/api/data/home/floorplans', async ({ request }) => {
    const read = (path: string) => fetch(new URL(`/api/data/${path}`, request.url));
    const [properties, featured] = await Promise.all([read('properties/filter'), read('floorplans?projection=spotlight&size=200')]);
    const failed = [properties, featured].find((answer) => !answer.ok);
    if (failed) return HttpResponse.json({ message: 'The floor plans could not be read' }, { status: failed.status });
    const search = searchFloorplans(itemsOf<Property>(await properties.json(), 'properties'));
    const spotlight = spotlightFloorplans(itemsOf<Floorplan>(await featured.json(), 'floorplans'));
    return HttpResponse.json(encodeSearchIndex(homeIndex(search, spotlight, todayIso()), { details: false }));
  }),
  // The names and photos the index leaves out, from the same answers.
  http.get('*/api/data/home/cards', async ({ request }) => {
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
    const read = (path: string) => fetch(new URL(`/api/data/${path}`, request.url)).then((answer) => answer.json());
    const properties = itemsOf<Property>(await read('properties/filter'), 'properties');
    const plans = [...properties.flatMap((property) => property.floorplans ?? []), ...itemsOf<Floorplan>(await read('floorplans?projection=spotlight&size=200'), 'floorplans')];
    const cards = Object.fromEntries(plans.filter((plan) => ids.includes(plan.id)).map((plan) => [plan.id, cardPlan(plan, todayIso()).details]));
    return HttpResponse.json({ cards });
  }),
];

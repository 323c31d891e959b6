import { http, HttpResponse } from 'msw';
import { aspenRelations, detailPlans } from '../fixtures/floorplanDetail';
import { spotlight } from '../fixtures/floorplans';
import { hal } from '../fixtures/hal';

export const floorplanHandlers = [
  http.get('*/api/data/floorplans', ({ request }) => {
    const projection = new URL(request.url).searchParams.get('projection');
    if (projection !== 'spotlight') return HttpResponse.json({ message: `No fixture for ${projection}` }, { status: 501 });
    return HttpResponse.json(hal('floorplans', spotlight));
  }),
  // `?projection=withId` and `?projection=short-term` alike: the local API sends the whole plan for both.
  http.get('*/api/data/floorplans/:id', ({ params }) => {
    const plan = detailPlans.find((candidate) => String(candidate.id) === params.id);
    return plan ? HttpResponse.json(plan) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  }),
  http.get('*/api/data/:relation/search/byFloorplanId', ({ params, request }) => {
    const relation = String(params.relation);
    const floorplanId = new URL(request.url).searchParams.get('floorplanId');
    const items = floorplanId === '101' ? (aspenRelations[relation] ?? []) : [];
    return HttpResponse.json({ _embedded: { [relation]: items } });
  }),
];

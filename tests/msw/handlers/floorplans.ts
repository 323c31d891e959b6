import { http, HttpResponse } from 'msw';
import { spotlight } from '../fixtures/floorplans';
import { hal } from '../fixtures/hal';

export const floorplanHandlers = [
  http.get('*/api/data/floorplans', ({ request }) => {
    const projection = new URL(request.url).searchParams.get('projection');
    if (projection !== 'spotlight') return HttpResponse.json({ message: `No fixture for ${projection}` }, { status: 501 });
    return HttpResponse.json(hal('floorplans', spotlight));
  }),
];

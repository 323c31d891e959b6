import { http, HttpResponse } from 'msw';
import { shortTermPlans } from '../fixtures/shortTerm';

export const shortTermHandlers = [
  http.get('*/api/data/floorplans/search/byPropertyId', () =>
    HttpResponse.json({
      _embedded: { floorplans: shortTermPlans },
      page: { size: 1000, totalElements: shortTermPlans.length, totalPages: 1, number: 0 },
    }),
  ),
];

import { http, HttpResponse } from 'msw';
import { hal } from '../fixtures/hal';
import { homePageSpecials } from '../fixtures/specials';

export const specialHandlers = [
  http.get('*/api/data/homePageSpecials/filter', () => HttpResponse.json(hal('homePageSpecials', homePageSpecials))),
];

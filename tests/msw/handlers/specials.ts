import { http, HttpResponse } from 'msw';
import { homePageSpecials } from '../fixtures/specials';

export const specialHandlers = [http.get('*/api/data/homePageSpecials/filter', () => HttpResponse.json(homePageSpecials))];

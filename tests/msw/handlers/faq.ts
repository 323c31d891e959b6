import { http, HttpResponse } from 'msw';
import { faqCollection, maintenanceFaqs, propertyFaqs, residentFaqs } from '../fixtures/faq';

export const faqHandlers = [
  http.get('*/api/data/residentFaqs', () => HttpResponse.json(faqCollection('residentFaqs', residentFaqs))),
  http.get('*/api/data/maintenanceFaqs', () => HttpResponse.json(faqCollection('maintenanceFaqs', maintenanceFaqs))),
  http.get('*/api/data/propertyFaqs/search/byPropertyId', () => HttpResponse.json(faqCollection('propertyFaqs', propertyFaqs))),
];

import { http, HttpResponse } from 'msw';
import { aProperty, kirkwoodFloorplans, searchProperties } from '../fixtures/properties';

export const propertyHandlers = [
  http.get('*/api/data/properties/filter', () => HttpResponse.json(searchProperties)),
  http.get('*/api/data/properties/:id/floorplans/filter', ({ params }) =>
    params.id === '1' ? HttpResponse.json(kirkwoodFloorplans) : HttpResponse.json([]),
  ),
  http.get('*/api/data/properties/:id', ({ params }) => {
    const property = searchProperties.find((candidate) => String(candidate.id) === params.id);
    return property
      ? HttpResponse.json(aProperty({ ...property, floorplans: undefined }))
      : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  }),
];

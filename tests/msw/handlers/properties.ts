import { http, HttpResponse } from 'msw';
import { hal } from '../fixtures/hal';
import { aProperty, kirkwoodFloorplans, searchProperties } from '../fixtures/properties';

export const propertyHandlers = [
  http.get('*/api/data/properties/filter', () => HttpResponse.json(hal('properties', searchProperties))),
  http.get('*/api/data/properties/:id/floorplans/filter', ({ params }) =>
    HttpResponse.json(hal('floorplans', params.id === '1' ? kirkwoodFloorplans : [])),
  ),
  http.get('*/api/data/properties/:id', ({ params }) => {
    const property = searchProperties.find((candidate) => String(candidate.id) === params.id);
    return property
      ? HttpResponse.json(aProperty({ ...property, floorplans: undefined }))
      : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  }),
];

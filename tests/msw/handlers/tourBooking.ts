import { http, HttpResponse } from 'msw';
import type { TourRequest } from '@/features/tour-booking/types';
import { bookedTour, TOUR_KEY, tourSlots, tourView } from '../fixtures/tourBooking';

const unknownTour = () => HttpResponse.json({ message: 'This tour link is not valid any more' }, { status: 404 });

/** The tour booking API (issue 24): every time free, every booking made, unless a test says otherwise. */
export const tourBookingHandlers = [
  http.get('*/api/tour-booking/slots', () => HttpResponse.json(tourSlots)),
  http.post('*/api/tour-booking/tours', async ({ request }) => {
    const booking = (await request.json()) as TourRequest;
    return HttpResponse.json(bookedTour(tourView({ start: booking.start, people: booking.people, name: booking.name })), { status: 201 });
  }),
  http.get('*/api/tour-booking/tours/:key', ({ params }) => (params.key === TOUR_KEY ? HttpResponse.json(tourView()) : unknownTour())),
  http.post('*/api/tour-booking/tours/:key/cancel', ({ params }) => (params.key === TOUR_KEY ? HttpResponse.json(tourView({ status: 'cancelled' })) : unknownTour())),
  http.post('*/api/tour-booking/tours/:key/reschedule', async ({ params, request }) => {
    if (params.key !== TOUR_KEY) return unknownTour();
    const { start } = (await request.json()) as { start: string };
    return HttpResponse.json(tourView({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() }));
  }),
];

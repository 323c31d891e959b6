import { http, HttpResponse } from 'msw';
import type { OfficeTourChange, OfficeTourList, TourAction, TourSettingsChange } from '@/features/staff/tourOffice';
import { confirmedTour, pendingTour, TOUR_DAY, tourSettings } from '../fixtures/staffTours';

const STATUS_AFTER: Record<TourAction, OfficeTourChange['tour']['status']> = { confirm: 'confirmed', complete: 'completed', 'no-show': 'no-show', cancel: 'cancelled' };
const tours = [pendingTour, confirmedTour];

/** Issue 24: the office's tour routes, for a signed-in agent; every action succeeds unless a test says otherwise. */
export const staffTourHandlers = [
  http.get('*/api/staff/tours', ({ request }) => {
    const query = new URL(request.url).searchParams;
    // The fixture's tours are all on TOUR_DAY: listed when the days asked for include it.
    const from = Date.parse(`${query.get('from')}T00:00:00Z`);
    const day = Date.parse(`${TOUR_DAY}T00:00:00Z`);
    const shown = day >= from && day < from + Number(query.get('days') ?? 1) * 86_400_000;
    const answer: OfficeTourList = { timeZone: 'America/Indiana/Indianapolis', tours: shown ? tours : [] };
    return HttpResponse.json(answer);
  }),
  http.post('*/api/staff/tours/:id/undo', async ({ params, request }) => {
    const { action } = (await request.json()) as { action: TourAction };
    const tour = tours.find((one) => String(one.id) === params.id)!;
    return HttpResponse.json({ tour, message: `Undone: ${action}.` } satisfies OfficeTourChange);
  }),
  http.post('*/api/staff/tours/:id/:action', ({ params }) => {
    const tour = tours.find((one) => String(one.id) === params.id);
    if (!tour) return HttpResponse.json({ message: 'Tour not found' }, { status: 404 });
    const action = params.action as TourAction;
    return HttpResponse.json({ tour: { ...tour, status: STATUS_AFTER[action] }, message: `Tour of ${tour.name} marked ${STATUS_AFTER[action]}.` } satisfies OfficeTourChange);
  }),
  http.get('*/api/staff/tour-settings', () => HttpResponse.json(tourSettings)),
  http.put('*/api/staff/tour-settings', async ({ request }) => {
    const change = (await request.json()) as TourSettingsChange;
    return HttpResponse.json({ ...tourSettings, settings: change, hoursInForce: change.weeklyHours ?? tourSettings.hoursInForce });
  }),
  http.post('*/api/staff/tour-settings/blackouts', async ({ request }) => {
    const { date, hours } = (await request.json()) as { date: string; hours: { from: number; to: number } | null };
    return HttpResponse.json({ ...tourSettings, blackouts: [...tourSettings.blackouts, { id: 6, date, hours }] }, { status: 201 });
  }),
  http.delete('*/api/staff/tour-settings/blackouts/:id', ({ params }) =>
    HttpResponse.json({ ...tourSettings, blackouts: tourSettings.blackouts.filter((blackout) => String(blackout.id) !== params.id) }),
  ),
];

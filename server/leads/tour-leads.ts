import type { TourRequest } from '@/features/tour-booking/types';
import { tourWhen } from '@/features/tour-booking/when';
import { addLeadDetail, type TourLead } from '../db/queries/leads';
import type { Queryable } from '../db/database';

/** Issue 24: what the office's inbox keeps of a tour a renter booked, changed or cancelled. */

export interface TourForLead {
  request: Omit<TourRequest, 'start'>;
  start: Date;
  end: Date;
  propertyName: string;
  floorplanName: string | null;
  unitAddress: string | null;
}

const tourLine = (tour: Pick<TourForLead, 'start' | 'end' | 'floorplanName' | 'unitAddress'>) =>
  [tourWhen(tour.start, tour.end), tour.floorplanName, tour.unitAddress].filter(Boolean).join(', ');

/**
 * A booking: the renter's open lead (same address, case folded, not leased or lost) gets the tour as a details line
 * and moves to 'tour-scheduled'; otherwise a new lead of kind 'tour' in that status (stored with the tour, in one
 * statement: insertBookedTour).
 */
export function bookingLead(tour: TourForLead, now: Date): TourLead {
  const line: [string, string] = ['Tour booked', `${tourLine(tour)} (${tour.request.people} people)`];
  return {
    email: tour.request.email,
    line,
    fresh: {
      kind: 'tour',
      name: tour.request.name,
      email: tour.request.email,
      phone: tour.request.phone,
      preferredContact: null,
      community: tour.propertyName,
      floorPlan: tour.floorplanName,
      page: null,
      message: null,
      details: [line],
      payload: { ...tour.request, start: tour.start.toISOString() },
      createdAt: now,
      status: 'tour-scheduled',
    },
  };
}

/** A tour the renter moved or cancelled: a line on the tour's lead (whatever its status now). */
export async function noteTourChange(q: Queryable, leadId: number | null, change: 'moved' | 'cancelled', tour: Parameters<typeof tourLine>[0]): Promise<void> {
  if (leadId === null) return;
  await addLeadDetail(q, leadId, change === 'moved' ? ['Tour moved to', tourLine(tour)] : ['Tour cancelled by the renter', tourLine(tour)]);
}

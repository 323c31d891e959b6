import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { company } from '@/config';
import type { TourCalendarLinks } from '@/features/tour-booking/types';
import type { CalendarPart } from '../db/queries/outbox';
import type { TourOffice } from './place';

/** What an invitation says of a tour. */
export interface InvitedTour {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  email: string;
  floorplanName: string | null;
  unitAddress: string | null;
}

export const tourTitle = (tour: Pick<InvitedTour, 'floorplanName'>, office: Pick<TourOffice, 'propertyName'>) =>
  `Tour of ${tour.floorplanName ? `${tour.floorplanName} at ` : ''}${office.propertyName}`;

/** What the event's description says: the office's phone, never the private link (calendars sync and share events). */
const description = (tour: InvitedTour, office: TourOffice) =>
  [
    `Your tour with ${office.name}.${tour.unitAddress ? ` Home: ${tour.unitAddress}.` : ''}`,
    `Meet us at ${office.address}. To change or cancel, use the link in our mail or call ${office.phone}.`,
  ].join('\n');

/**
 * Issue 24: the tour as an iCalendar invitation calendars show as one (METHOD:REQUEST) or remove (METHOD:CANCEL): the
 * tour's stable UID, its SEQUENCE (raised by each change), times in UTC (no zone to define, so no calendar shows it
 * an hour off), the leasing office as ORGANIZER and its address as LOCATION, the renter as the attendee.
 */
export function tourInvitation(tour: InvitedTour, office: TourOffice, method: CalendarPart['method'], now: Date): CalendarPart {
  const calendar = ical({
    prodId: { company: company.productName, product: 'Tours', language: 'EN' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: tour.uid,
    sequence: tour.sequence,
    stamp: now,
    start: tour.start,
    end: tour.end,
    summary: tourTitle(tour, office),
    description: description(tour, office),
    location: office.address,
    organizer: { name: office.name, email: office.email },
    // The renter's address only: whoever booked may have typed someone else's, who should not read the booker's words.
    attendees: [{ email: tour.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }],
    status: method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
  });
  return { method, content: calendar.toString() };
}

/** '20261201T150000Z' */
const compactUtc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** "Add to Google / Outlook / Apple" for a tour: the Apple link is the invitation's download (`icsPath`). */
export function calendarLinks(tour: InvitedTour, office: TourOffice, icsPath: string): TourCalendarLinks {
  const title = tourTitle(tour, office);
  const details = `Tour with ${office.name}. Questions: ${office.phone}.`;
  const google = new URLSearchParams({ action: 'TEMPLATE', text: title, dates: `${compactUtc(tour.start)}/${compactUtc(tour.end)}`, details, location: office.address });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: title,
    startdt: tour.start.toISOString(),
    enddt: tour.end.toISOString(),
    body: details,
    location: office.address,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
    apple: icsPath,
  };
}

import { company } from '@/config';
import { TOUR_REQUEST_REVIEW_HOURS } from '@/features/tour-booking/types';
import { tourWhen } from '@/features/tour-booking/when';
import type { OutboxMail } from '../db/queries/outbox';
import type { StoredTour } from '../db/queries/tours';
import { composeBody } from '../mail/compose';
import { calendarLinks, tourInvitation, tourTitle } from './invitation';
import type { TourOffice } from './place';

/**
 * Issue 24: the mails of a tour. The renter's carry the private link (`manageUrl`) and nothing else the booker typed
 * but the time they chose (anyone can type anyone's address); the office's copy carries the whole booking. Each
 * carries the invitation (or its cancellation) as its calendar part.
 */

export type TourChange = 'booked' | 'moved' | 'cancelled';

const when = (tour: StoredTour) => tourWhen(tour.start, tour.end);
const what = (tour: StoredTour, office: TourOffice) =>
  [tourTitle(tour, office), tour.unitAddress ? `Home: ${tour.unitAddress}` : null].filter((line): line is string => line !== null);

/** What every mail about a tour says of it: the tour, the home, the time and the place. */
const tourLines = (tour: StoredTour, office: TourOffice) => [...what(tour, office), when(tour), `Where: ${office.name}, ${office.address}`];

const footer = (office: TourOffice) => [`Questions? Call ${office.phone} or write to ${office.email}.`, `${company.productName}`];

function addLinks(tour: StoredTour, office: TourOffice, manageUrl: string): string[] {
  const links = calendarLinks(tour, office, `${manageUrl.replace('/tours/', '/api/tour-booking/tours/')}/invite.ics`);
  return ['Add it to your calendar:', `Google: ${links.google}`, `Outlook: ${links.outlook}`, `Apple and others: ${links.apple}`];
}

const RENTER_SUBJECTS: Record<TourChange, (tour: StoredTour) => string> = {
  booked: (tour) => `Your tour is booked: ${when(tour)}`,
  moved: (tour) => `Your tour is moved to ${when(tour)}`,
  cancelled: (tour) => `Your tour is cancelled: ${when(tour)}`,
};

/**
 * The renter's confirmation of a booking or a new time, with the invitation; or the cancellation, with its CANCEL.
 * A booking the office reviews first (auto-confirm off) is a request (`renterRequestMail`).
 */
export function renterTourMail(change: TourChange, tour: StoredTour, office: TourOffice, manageUrl: string, now: Date): OutboxMail {
  if (change !== 'cancelled' && tour.status === 'pending') return renterRequestMail(change, tour, office, manageUrl);
  const cancelled = change === 'cancelled';
  return {
    kind: cancelled ? 'tour-cancelled' : 'tour-booked',
    recipients: [tour.email],
    replyTo: office.email,
    subject: RENTER_SUBJECTS[change](tour),
    body: [
      'Hello,',
      '',
      cancelled ? 'Your tour is cancelled. The time is free again for someone else.' : change === 'moved' ? 'Your tour has a new time:' : 'Your tour is booked:',
      '',
      ...tourLines(tour, office),
      `People: ${tour.people}`,
      '',
      ...(cancelled
        ? ['To book another time, choose "Schedule a tour" on our website.']
        : [...addLinks(tour, office, manageUrl), '', `To cancel or choose another time: ${manageUrl}`, 'Keep this link to yourself: it opens your booking.']),
      '',
      ...footer(office),
    ].join('\n'),
    payload: { tourId: tour.id, change },
    calendar: tourInvitation(tour, office, cancelled ? 'CANCEL' : 'REQUEST', now),
  };
}

/**
 * The receipt of a request the office has still to confirm. It carries no invitation and no calendar links: a
 * calendar would show a tour that may never happen. The invitation comes with the office's confirmation.
 */
function renterRequestMail(change: 'booked' | 'moved', tour: StoredTour, office: TourOffice, manageUrl: string): OutboxMail {
  return {
    kind: 'tour-requested',
    recipients: [tour.email],
    replyTo: office.email,
    subject: change === 'moved' ? `Your tour request is moved to ${when(tour)}` : `Your tour request is received: ${when(tour)}`,
    body: [
      'Hello,',
      '',
      `${change === 'moved' ? 'Your tour request has a new time.' : 'Thank you for your tour request.'} It is not booked yet: the leasing office confirms it within ` +
        `${TOUR_REQUEST_REVIEW_HOURS} hours, and you will get a mail with the calendar invitation then (or a mail if the time cannot be kept).`,
      '',
      ...tourLines(tour, office),
      `People: ${tour.people}`,
      '',
      `To withdraw the request or choose another time: ${manageUrl}`,
      'Keep this link to yourself: it opens your request.',
      '',
      ...footer(office),
    ].join('\n'),
    payload: { tourId: tour.id, change, request: true },
  };
}

/** A reminder, 24 hours or 2 hours before, with the private link. */
export function tourReminderMail(tour: StoredTour, office: TourOffice, manageUrl: string, lead: 'tomorrow' | 'soon'): OutboxMail {
  return {
    kind: 'tour-reminder',
    recipients: [tour.email],
    replyTo: office.email,
    subject: lead === 'tomorrow' ? `Reminder: your tour, ${when(tour)}` : `Your tour starts soon: ${when(tour)}`,
    body: [
      'Hello,',
      '',
      lead === 'tomorrow' ? 'A reminder of your tour:' : 'Your tour starts in about 2 hours:',
      '',
      ...tourLines(tour, office),
      '',
      `Cannot make it? Cancel or choose another time: ${manageUrl}`,
      '',
      ...footer(office),
    ].join('\n'),
    payload: { tourId: tour.id, reminder: lead },
  };
}

const OFFICE_INTROS: Record<TourChange, string> = {
  booked: 'A tour booked on the website.',
  moved: 'A renter moved their tour to a new time.',
  cancelled: 'A renter cancelled their tour.',
};

/** The office's own copy, to the community's inquiry inbox, with the invitation for its calendar. */
export function officeTourMail(change: TourChange, tour: StoredTour, office: TourOffice, now: Date): OutboxMail {
  return {
    kind: 'tour-office',
    recipients: [office.email],
    replyTo: tour.email,
    subject: `Tour ${change}: ${tour.name}, ${when(tour)}`,
    body: composeBody(OFFICE_INTROS[change], [
      ['When', when(tour)],
      ['Community', office.propertyName],
      ['Floor plan', tour.floorplanName ?? undefined],
      ['Home', tour.unitAddress ?? undefined],
      ['Name', tour.name],
      ['Email', tour.email],
      ['Phone', tour.phone],
      ['People', tour.people],
    ]),
    payload: { tourId: tour.id, change },
    calendar: tourInvitation(tour, office, change === 'cancelled' ? 'CANCEL' : 'REQUEST', now),
  };
}

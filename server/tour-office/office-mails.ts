import { tourWhen } from '@/features/tour-booking/when';
import type { OutboxMail } from '../db/queries/outbox';
import type { StoredTour } from '../db/queries/tours';
import { tourInvitation, tourTitle } from '../tour-booking/invitation';
import type { TourOffice } from '../tour-booking/place';
import { officeTourMail } from '../tour-booking/tour-mails';

/**
 * Issue 24: the mails of the office's own changes. The renter's are the booking's (renterTourMail); the office's copy
 * is the booking's with the first line saying who changed the tour (its body is 'intro, blank line, fields').
 */
export function officeCopy(change: 'booked' | 'cancelled', tour: StoredTour, office: TourOffice, now: Date, intro: string): OutboxMail {
  const copy = officeTourMail(change, tour, office, now);
  const [, ...fields] = copy.body.split('\n');
  return { ...copy, body: [intro, ...fields].join('\n') };
}

/**
 * A request the office did not confirm in time: the renter is told. Its CANCEL withdraws the invitation of a
 * confirmation the office undid after it had left (the request's own receipt carries none); a calendar that never
 * had the event has nothing to remove.
 */
export function expiredRequestMail(tour: StoredTour, office: TourOffice, now: Date): OutboxMail {
  const when = tourWhen(tour.start, tour.end);
  return {
    kind: 'tour-expired',
    recipients: [tour.email],
    replyTo: office.email,
    subject: `Your tour request was not confirmed: ${when}`,
    body: [
      'Hello,',
      '',
      `We are sorry: the leasing office could not confirm your tour request in time, so it has lapsed.`,
      '',
      tourTitle(tour, office),
      when,
      '',
      'To book another time, choose "Schedule a tour" on our website, or call us.',
      '',
      `Questions? Call ${office.phone} or write to ${office.email}.`,
    ].join('\n'),
    payload: { tourId: tour.id, change: 'expired' },
    calendar: tourInvitation(tour, office, 'CANCEL', now),
  };
}

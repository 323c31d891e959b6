/**
 * Issue 24, tours a renter books: the contract between the tour-booking API (server/routes/tour-booking.ts) and the
 * renter's pages. Pure: no React, no server.
 *
 * - `GET  /api/tour-booking/slots?property={id}&days=14`            -> TourSlots
 * - `POST /api/tour-booking/tours?captchaResponse=` TourRequest      -> 201 BookedTour | 409 TourConflict | 400 | 429
 * - `GET  /api/tour-booking/tours/{key}`                             -> TourView (a GET never changes anything)
 * - `POST /api/tour-booking/tours/{key}/cancel`                      -> TourView
 * - `POST /api/tour-booking/tours/{key}/reschedule` TourReschedule   -> TourView | 409 TourConflict | 400
 * - `GET  /api/tour-booking/tours/{key}/invite.ics`                  -> text/calendar; method=REQUEST
 */
import { emailAddress, phoneNumber, requiredText } from '@/lib/fieldSchemas';
import { z } from '@/lib/zod';

/** Every community keeps the office's clock: slots are offered and written in this zone. */
export const TOUR_TIME_ZONE = 'America/Indiana/Indianapolis';

/** One bookable start, an ISO instant in UTC (e.g. '2026-12-01T15:00:00.000Z'). */
export interface TourSlot {
  start: string;
}

/** A day of the community's calendar and its free starts (empty when the office offers none that day). */
export interface TourDay {
  /** 'YYYY-MM-DD' in the community's time. */
  date: string;
  slots: TourSlot[];
}

/** `GET /api/tour-booking/slots`: only free, offerable slots, from today for `days` days in the community's time. */
export interface TourSlots {
  timeZone: typeof TOUR_TIME_ZONE;
  days: TourDay[];
}

/** How many people a tour can show around at once. */
export const MAX_TOUR_PEOPLE = 6;

const positiveId = (label: string) => z.number({ error: `${label} must be an id` }).int(`${label} must be an id`).positive(`${label} must be an id`);

/** An ISO instant as `Date.toISOString()` writes it, or with an explicit offset. */
export const tourStart = z
  .string({ error: 'Please choose a time' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'Please choose a time')
  .refine((start) => !Number.isNaN(Date.parse(start)), 'Please choose a time');

/** The booking the renter sends (the captcha travels as the `captchaResponse` query parameter, as on the other forms). */
export const tourRequestSchema = z.object({
  property: positiveId('property'),
  floorplanId: positiveId('floorplanId').optional(),
  unitId: positiveId('unitId').optional(),
  start: tourStart,
  name: requiredText('Please provide Name', 100),
  email: emailAddress('Please provide Email'),
  phone: phoneNumber('Phone').refine((phone) => phone !== '', 'Please provide Phone'),
  people: z
    .number({ error: 'Please choose how many people are coming' })
    .int('Please choose how many people are coming')
    .min(1, 'Please choose how many people are coming')
    .max(MAX_TOUR_PEOPLE, `At most ${MAX_TOUR_PEOPLE} people per tour`),
});
export type TourRequest = z.output<typeof tourRequestSchema>;

/** `POST /api/tour-booking/tours/{key}/reschedule`. */
export const tourRescheduleSchema = z.object({ start: tourStart });
export type TourReschedule = z.output<typeof tourRescheduleSchema>;

export const TOUR_STATUSES = ['confirmed', 'pending', 'cancelled', 'completed', 'no-show', 'expired'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

export interface TourCalendarLinks {
  google: string;
  outlook: string;
  /** The .ics download path (`/api/tour-booking/tours/{key}/invite.ics`): Apple Calendar opens it. */
  apple: string;
}

/** A booked tour as the renter sees it (on the confirmation, on `/tours/:key`, in the mails). */
export interface TourView {
  status: TourStatus;
  /** ISO instants in UTC. */
  start: string;
  end: string;
  timeZone: typeof TOUR_TIME_ZONE;
  propertyId: number;
  propertyName: string;
  floorplanName: string | null;
  unitNumber: string | null;
  people: number;
  name: string;
  /** The leasing office's address, where the tour starts. */
  address: string;
  officePhone: string;
  calendarLinks: TourCalendarLinks;
}

/** 201 of `POST /api/tour-booking/tours`. */
export interface BookedTour {
  tour: TourView;
  /** '/tours/KEY': the private page to cancel or reschedule (also mailed). */
  managePath: string;
}

/** 409 of a booking or a reschedule: the time was taken meanwhile; the nearest free starts, nearest first. */
export interface TourConflict {
  message: string;
  alternatives: TourSlot[];
}

/** How long a request waits for the office (auto-confirm off) before it lapses and frees its time. */
export const TOUR_REQUEST_REVIEW_HOURS = 24;

export const TOUR_MESSAGES = {
  taken: 'That time was just taken',
  outsideRules: 'That time cannot be booked: please choose one of the times offered',
  tooMany: (limit: number) => `You already have ${limit} tours booked: cancel one from its mail to book another`,
  notFound: 'This tour link is not valid any more',
  cancelled: 'This tour is cancelled',
  /** A booking the office reviews (auto-confirm off): received, not yet a tour. */
  requested: `Your tour request is received: the leasing office confirms it within ${TOUR_REQUEST_REVIEW_HOURS} hours, by mail`,
  awaiting: 'Awaiting the leasing office: you get a mail when it is confirmed, or if it cannot be.',
} as const;

/** At most this many upcoming tours per e-mail address. */
export const MAX_UPCOMING_TOURS_PER_EMAIL = 3;

/** The private page of a tour: the key is the only credential, so the page is never cached nor indexed. */
export const tourManagePath = (key: string) => `/tours/${key}`;

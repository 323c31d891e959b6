/**
 * Issue 27, "Request these dates": the stay request a short-term plan's calculator sends, validated the same way by
 * the form and by the local API (`POST api/mail/stay-request`). The request carries no price: the API prices the
 * dates itself with `stayQuote`, from its own copy of the plan.
 */
import { company } from '@/config';
import { captchaResponse } from '@/features/inquiries/contactSchema';
import { emailAddress, phoneNumber, requiredText } from '@/lib/fieldSchemas';
import { formatPhone } from '@/lib/format';
import { z } from '@/lib/zod';
import type { PricedStay } from './stayPrice';

/** The guests the calculator offers: its furnished suites sleep up to six. */
export const MAX_GUESTS = 6;
export const GUEST_OPTIONS = Array.from({ length: MAX_GUESTS }, (_, index) => String(index + 1));

const calendarDate = (label: string) => z.string({ error: `Please choose the ${label} date` }).regex(/^\d{4}-\d{2}-\d{2}$/, `Please choose the ${label} date`);

export const stayRequestSchema = z.object({
  floorplanId: z.number({ error: 'floorplanId must be a floor plan id' }).int('floorplanId must be a floor plan id').positive('floorplanId must be a floor plan id'),
  arrival: calendarDate('arrival'),
  departure: calendarDate('departure'),
  guests: z.number({ error: 'Please choose the number of guests' }).int('Please choose the number of guests').min(1, 'Please choose the number of guests').max(MAX_GUESTS, `At most ${MAX_GUESTS} guests`),
  name: requiredText('Please provide Name', 100),
  email: emailAddress('Please provide Email'),
  phone: phoneNumber('Phone').refine((phone) => phone !== '', 'Please provide Phone'),
  captchaResponse,
});

export type StayRequest = z.output<typeof stayRequestSchema>;

/** The API's answer: the quote it priced (each tier line, each tax, the total) and what happens next. */
export interface StayRequestAnswer {
  id: number;
  message: string;
  quote: PricedStay;
  confirmationMailHeld: boolean;
}

/** What happens after a request: said on the page after success and in the renter's mail. */
export const STAY_REQUEST_NEXT_STEPS = `Our leasing office checks that the home is free for these dates and calls or e-mails you within one business day to confirm. Nothing is booked or charged until you confirm with us. Questions? Call or text ${formatPhone(company.phone)}.`;

export const STAY_REQUEST_MESSAGES = {
  sent: 'Request Sent! We e-mailed you the quote for these dates.',
  /** The renter's address had its confirmations of the day (server/mail/recipient-cooldown.ts). */
  mailHeld: (mails: number, window: string) =>
    `Request Sent! We did not e-mail you the quote: this address already got ${mails} stay confirmations in the last ${window}. The office has your request.`,
  failed: `Your request could not be sent. Please try again, or call or text ${formatPhone(company.phone)}.`,
  /** What the confirmation mail carries, so a renter knows it is safe to forward and a stranger cannot misuse it. */
  mailContents: 'The mail holds the plan, the dates, the guests, the quote and our office’s contact: nothing else you typed.',
} as const;

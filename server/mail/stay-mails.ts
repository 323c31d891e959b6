import { company } from '@/config';
import type { Floorplan } from '@/features/floorplans/types';
import { quoteLineLabels, type PricedStay } from '@/features/cost/stayPrice';
import { STAY_REQUEST_NEXT_STEPS, type StayRequest } from '@/features/cost/stayRequest';
import { IMMEDIATE_ARRIVALS_NOTE } from '@/features/short-term/tiers';
import { formatDate, formatMoney } from '@/lib/format';
import type { OutboxMail } from '../db/queries/outbox';
import { composeBody } from './compose';
import { inquiryAddressFor } from '@/features/inquiries/inboxes';

/** A stay request as the route has it: checked by the schema, with the captcha token taken off. */
export type CheckedStayRequest = Omit<StayRequest, 'captchaResponse'>;

const dates = (stay: CheckedStayRequest) => `${formatDate(stay.arrival)} to ${formatDate(stay.departure)}`;

/** The quote as both mails write it: each line, each tax, the total, and the footnote of a stay under the minimum. */
function quoteText(quote: PricedStay): string[] {
  return [
    `${quoteLineLabels.stay(quote)}: ${formatMoney(quote.subtotal)}`,
    ...quote.taxes.map((tax) => `${quoteLineLabels.tax(tax)}: ${formatMoney(tax.amount)}`),
    `Total: ${formatMoney(quote.total)}`,
    ...(quote.belowMinimum ? [IMMEDIATE_ARRIVALS_NOTE] : []),
  ];
}

/**
 * Issue 27: the request for the community's inquiry inbox (chosen by the server), with the quote the server priced
 * and the request as its payload, from which the staff workspace makes a lead.
 */
export function stayRequestMail(stay: CheckedStayRequest, plan: Floorplan, quote: PricedStay): OutboxMail {
  return {
    kind: 'stay-request',
    recipients: [inquiryAddressFor(plan.property.name)],
    replyTo: stay.email,
    subject: `Stay request: ${plan.name}, ${dates(stay)}`,
    body: [
      composeBody('A stay request from the website. The quote was priced by the server from the plan’s current prices.', [
        ['Name', stay.name],
        ['Email', stay.email],
        ['Phone', stay.phone],
        ['Floor plan', `${plan.name} (${plan.id})`],
        ['Community', plan.property.name],
        ['Dates', `${dates(stay)} (${quote.nights} nights)`],
        ['Guests', stay.guests],
      ]),
      '',
      'Quote:',
      ...quoteText(quote),
    ].join('\n'),
    payload: { request: stay, floorplan: { id: plan.id, name: plan.name, community: plan.property.name }, quote },
  };
}

/**
 * Issue 27: the renter's confirmation. Anyone can type any address in the form, so it carries nothing the renter
 * typed (no name, no phone): only the plan, the dates, the guests, the quote, what happens next and the office's
 * contact; and it is counted per recipient (RECIPIENT_COOLDOWNS['stay-confirmation']).
 */
export function stayConfirmationMail(stay: CheckedStayRequest, plan: Floorplan, quote: PricedStay): OutboxMail {
  return {
    kind: 'stay-confirmation',
    recipients: [stay.email],
    subject: `Your stay request: ${plan.name}, ${dates(stay)}`,
    body: [
      'Hello,',
      '',
      `We received a request for a short-term stay at ${company.productName}:`,
      '',
      `${plan.name} at ${plan.property.name}`,
      `${dates(stay)} (${quote.nights} nights)`,
      `Guests: ${stay.guests}`,
      '',
      'Your quote:',
      ...quoteText(quote),
      '',
      STAY_REQUEST_NEXT_STEPS,
      `Or write to us at ${inquiryAddressFor(plan.property.name)}.`,
      '',
      'If you did not ask for this stay, ignore this mail: nothing is booked.',
    ].join('\n'),
    payload: { floorplanId: plan.id, arrival: stay.arrival, departure: stay.departure, guests: stay.guests },
  };
}

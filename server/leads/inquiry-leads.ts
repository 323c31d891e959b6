import { applicationSummary, answerBy, contactSummary, type SentLine } from '@/features/inquiries/sentSummary';
import { communitiesOfInboxes, contactRecipients } from '@/features/inquiries/inboxes';
import { namedCommunities } from '@/features/inquiries/receipt';
import type { ContactMessage, RentalApplicationRequest } from '@/features/inquiries/types';
import type { Floorplan } from '@/features/floorplans/types';
import type { PricedStay } from '@/features/cost/stayPrice';
import { formatDate, formatMoney } from '@/lib/format';
import type { NewLead } from '../db/queries/leads';
import type { CheckedStayRequest } from '../mail/stay-mails';

/**
 * Issue 22: what the office's inbox keeps of each request a renter sends. Everything comes from the body the form's
 * schema validated, stored as typed: the workspace shows it as text, never as markup.
 */

type CheckedContact = Omit<ContactMessage, 'captchaResponse'>;
type CheckedApplication = Omit<RentalApplicationRequest, 'captchaResponse'>;

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The summary's lines the lead does not already keep in a field of its own. */
const otherLines = (lines: SentLine[], kept: readonly string[]) => lines.filter(([label]) => !kept.includes(label));

export function contactLead(contact: CheckedContact, createdAt: Date): NewLead {
  return {
    kind: 'contact',
    name: contact.name,
    email: contact.email,
    phone: orNull(contact.phone),
    preferredContact: orNull(answerBy(contact).join(', ')),
    // The first community the message went to (the inbox the site routed it to), as the office's mail did.
    community: communitiesOfInboxes(contactRecipients(contact))[0] ?? null,
    floorPlan: orNull(contact.additionalInfo.floorPlan),
    page: orNull(contact.currentPage),
    message: contact.question,
    details: otherLines(contactSummary(contact), ['Name', 'Email', 'Phone', 'Question', 'Answer by', 'Floor plan']),
    payload: contact,
    createdAt,
  };
}

export function applicationLead(application: CheckedApplication, createdAt: Date): NewLead {
  return {
    kind: 'application',
    name: application.name,
    email: application.email,
    phone: orNull(application.phone),
    preferredContact: null,
    community: namedCommunities([application.property.trim()])[0] ?? null,
    floorPlan: orNull(application.address),
    page: orNull(application.currentPage),
    message: orNull(application.questions),
    details: otherLines(applicationSummary(application), ['Name', 'Email', 'Phone', 'Address or floor plan', 'Questions']),
    payload: application,
    createdAt,
  };
}

/** A stay request with the quote the server priced (the renter sent no price). */
export function stayLead(stay: CheckedStayRequest, plan: Floorplan, quote: PricedStay, createdAt: Date): NewLead {
  return {
    kind: 'stay-request',
    name: stay.name,
    email: stay.email,
    phone: orNull(stay.phone),
    preferredContact: null,
    community: plan.property.name,
    floorPlan: plan.name,
    page: null,
    message: null,
    details: [
      ['Dates', `${formatDate(stay.arrival)} to ${formatDate(stay.departure)} (${quote.nights} nights)`],
      ['Guests', String(stay.guests)],
      ['Quoted total', formatMoney(quote.total)],
    ],
    payload: { request: stay, floorplan: { id: plan.id, name: plan.name }, quote },
    createdAt,
  };
}

/**
 * Issue 27: what a renter is told after sending a request or a message, on the page and in the receipt mail. Pure,
 * shared by the forms and the local API. The receipt goes to an address nobody confirmed, so it carries only choices
 * the form offers (checked here) and what the company says, never text the sender typed (decision 027).
 */
import { company } from '@/config';
import { parseIsoDate } from '@/lib/dates';
import { formatDate, formatPhone } from '@/lib/format';
import { isCommunity } from './communities';

/** How many receipts one mailbox gets in a day (decision 020's cooldown): past it a receipt is held, never sent. */
export const RECEIPT_COOLDOWN = { mails: 3, window: '24 hours' } as const;

/** When the leasing office answers a request or a message. */
export const ANSWER_EXPECTED = 'within one business day';

/** The bedroom choices of the contact form's step 2. */
export const BEDROOM_CHOICES = ['Studio', '1', '2', '3', '4', '5+'] as const;

/** 'Other' is not a community: it is the company's general inbox. */
export const namedCommunities = (names: readonly string[]): string[] => names.filter((name) => isCommunity(name) && name !== 'Other');

/** Who answers: the leasing office of the communities named, else the company's leasing team. */
export function whoAnswers(communities: readonly string[]): string {
  const named = namedCommunities(communities);
  return named.length === 0 ? 'our leasing team' : `the leasing office of ${named.join(' and ')}`;
}

/** The line under 'Rental Application Request Sent!' and 'Message Sent!', and the receipt's 'what happens next'. */
export function whatHappensNext(communities: readonly string[]): string {
  return `Your request went to ${whoAnswers(communities)}. Expect an answer ${ANSWER_EXPECTED}; to reach us sooner, call ${formatPhone(company.phone)}.`;
}

/** A move-in the date picker chose ('YYYY-MM-DD'), formatted; anything else is typed text and left out. */
export function chosenMoveIn(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoDate(value) ? formatDate(value) : undefined;
}

/** Bedrooms as one of the form's choices; anything else is left out. */
export const chosenBedrooms = (value: string): string | undefined => (BEDROOM_CHOICES as readonly string[]).includes(value) ? value : undefined;

/**
 * The floor plan names a field may hold: a plan page fills in its name, the shortlist 'Name (Community), ...' and
 * maybe ' and 2 more'. Only names of stored plans reach a receipt; the caller checks them.
 */
export function floorplanNameCandidates(text: string): string[] {
  const names = text
    .split(',')
    .map((part) => part.replace(/\s+and \d+ more$/, '').replace(/\s*\([^()]*\)$/, '').trim())
    .filter(Boolean);
  return [...new Set(names)];
}

/**
 * Issue 27: what the renter sent, repeated on the page under the success message (the receipt mail may not repeat
 * typed text, decision 027, but the page is the sender's own). Each line 'Label: value'; empty fields left out.
 */
import { formatMoney } from '@/lib/format';
import { MAX_RENT, MIN_RENT } from './contactSchema';
import { communitiesOfInboxes, contactRecipients } from './inboxes';
import { chosenMoveIn } from './receipt';
import type { AdditionalInfo, ContactMessage, RentalApplicationRequest } from './types';

export type SentLine = [label: string, value: string];

const filled = (lines: [string, string][]): SentLine[] => lines.filter(([, value]) => value.trim() !== '');

export function applicationSummary(request: Omit<RentalApplicationRequest, 'captchaResponse'>): SentLine[] {
  return filled([
    ['Name', request.name],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Community', request.property],
    ['Address or floor plan', request.address],
    ['Questions', request.questions],
  ]);
}

/** The ways of answering the sender ticked, in the form's words. */
export function answerBy(message: Pick<ContactMessage, 'emailPreferred' | 'phonePreferred' | 'textPreferred'>): string[] {
  return [message.emailPreferred && 'e-mail', message.phonePreferred && 'phone call', message.textPreferred && 'text'].filter((way) => way !== false);
}

/** The rent range asked for; none when the slider was left at its whole range (no preference). */
const rentPreference = ({ lowerRent, upperRent }: Pick<AdditionalInfo, 'lowerRent' | 'upperRent'>): string =>
  lowerRent === MIN_RENT && upperRent === MAX_RENT ? '' : `${formatMoney(lowerRent)} - ${formatMoney(upperRent)}`;

export function contactSummary(message: Omit<ContactMessage, 'captchaResponse'>): SentLine[] {
  const info = message.additionalInfo;
  return filled([
    ['Name', message.name],
    ['Email', message.email],
    ['Phone', message.phone],
    ['Question', message.question],
    ['Answer by', answerBy(message).join(', ')],
    ['Bedrooms', info.bedrooms],
    ['Move-in date', chosenMoveIn(info.moveInDate) ?? info.moveInDate],
    ['Floor plan', info.floorPlan],
    ['Amenities', info.amenities],
    ['Pets', info.pets],
    ['Heard about us', info.hearAboutUs],
    ['Communities', message.communities.split(',').filter(Boolean).join(', ')],
    ['Rent', rentPreference(info)],
  ]);
}

/** The communities a message went to, as the local API routes it (spec section 3). */
export const contactCommunities = (message: ContactMessage): string[] => communitiesOfInboxes(contactRecipients(message));

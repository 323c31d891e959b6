/**
 * Spec section 3: which of the company's inboxes a request or a message goes to. Shared by the local API, which
 * routes the mail, and the forms, which say where it went (issue 27).
 */
import { COMMUNITY_INQUIRY_EMAILS } from '@/config';
import { namedCommunities } from './receipt';

const KNOWN_INBOXES = new Set<string>(Object.values(COMMUNITY_INQUIRY_EMAILS));

/** The inbox that answers a community's inquiries, 'Other' for a name the company does not know (spec section 3). */
export function inquiryAddressFor(community: string): string {
  const inboxes: Record<string, string> = COMMUNITY_INQUIRY_EMAILS;
  return Object.hasOwn(inboxes, community.trim()) ? inboxes[community.trim()] : COMMUNITY_INQUIRY_EMAILS.Other;
}

/**
 * Who receives a contact message: the `to` the page supplied when it is one of the company's inquiry inboxes,
 * otherwise the inboxes of the checked communities, otherwise 'Other'. The API never mails an address a visitor
 * chose, so it cannot be used to send mail to strangers.
 */
export function contactRecipients(message: { to: string; communities: string }): string[] {
  if (KNOWN_INBOXES.has(message.to.trim().toLowerCase())) return [message.to.trim().toLowerCase()];
  const communities = message.communities.split(',').map((name) => name.trim()).filter(Boolean);
  const inboxes = new Set(communities.map(inquiryAddressFor));
  return inboxes.size > 0 ? [...inboxes] : [COMMUNITY_INQUIRY_EMAILS.Other];
}

/** The communities whose inboxes a request went to: 'Other' is the company's general inbox and names none. */
export function communitiesOfInboxes(inboxes: readonly string[]): string[] {
  return namedCommunities(Object.entries(COMMUNITY_INQUIRY_EMAILS).filter(([, inbox]) => inboxes.includes(inbox)).map(([name]) => name));
}

import { CONFIRMATION_HOURS, hasRenewalsLeft, LISTING_DAYS, RENEWAL_WINDOW_DAYS, RENEWALS_USED_UP } from '@/features/sublets/listingLife';
import type { Sublet } from '@/features/sublets/types';
import { privateSubletPath } from '@/shared/routeFacts';
import { company } from '@/config';
import { formatDate, formatPhone } from '@/lib/format';
import type { OutboxMail } from '../db/queries/outbox';

/** The poster's private page: it shows the listing and lets them add photos, renew and delete it. */
export function privateLink(siteUrl: string, assetKey: string): string {
  return `${siteUrl}${privateSubletPath(assetKey)}`;
}

/**
 * Issue 17: after a post, the poster gets the private link and the confirmation link (the only copy of the latter).
 * Anyone can type any address in the form, so the mail carries nothing the poster wrote but the listing's title
 * (at most 50 characters): no name, no description, nothing to make a stranger act on (issue 26).
 */
export function postedMail(sublet: Sublet, confirmKey: string, siteUrl: string): OutboxMail {
  const link = privateLink(siteUrl, sublet.assetKey);
  return {
    kind: 'sublet-posted',
    recipients: [sublet.email],
    subject: `Confirm your sublet listing: ${sublet.title}`,
    body: [
      'Hello,',
      '',
      `Thank you for posting "${sublet.title}" on our sublet board. Please confirm your e-mail address by opening this link:`,
      '',
      `${link}?confirm=${encodeURIComponent(confirmKey)}`,
      '',
      `Only confirmed listings are reviewed by our staff. A listing not confirmed within ${CONFIRMATION_HOURS} hours is removed with its photos.`,
      `Once approved, it is listed for ${LISTING_DAYS} days.`,
      '',
      'Your private link opens your listing, where you can add missing photos, renew it and delete it. Keep it to yourself:',
      '',
      link,
      '',
      'If you did not post this listing, ignore this mail: it will be removed.',
    ].join('\n'),
    payload: { subletId: sublet.id },
    subletId: sublet.id,
  };
}

/** Issue 17: three days before the end, how to renew; or, with no renewal left (issue 26), that it cannot be. */
export function reminderMail(sublet: Sublet, siteUrl: string): OutboxMail {
  return {
    kind: 'sublet-reminder',
    recipients: [sublet.email],
    subject: `Your sublet listing ends on ${formatDate(sublet.listedUntil!)}: ${sublet.title}`,
    body: [
      `Hello ${sublet.firstName},`,
      '',
      ...(hasRenewalsLeft(sublet)
        ? [
            `Your listing "${sublet.title}" is listed until ${formatDate(sublet.listedUntil!)}. To keep it on the board, open your private link`,
            `and choose "Renew for ${LISTING_DAYS} days" (offered in the last ${RENEWAL_WINDOW_DAYS} days and after it ends; no new approval needed):`,
          ]
        : [`Your listing "${sublet.title}" is listed until ${formatDate(sublet.listedUntil!)}. ${RENEWALS_USED_UP} Your private link:`]),
      '',
      privateLink(siteUrl, sublet.assetKey),
      '',
      'If the place is taken, you can delete the listing there instead.',
    ].join('\n'),
    payload: { subletId: sublet.id, listedUntil: sublet.listedUntil },
    subletId: sublet.id,
  };
}

/**
 * Issue 22: staff took the listing off the board, and say why in their own words. It goes to the poster's address
 * only (the one that confirmed the listing), with the listing's title and nothing else the poster wrote.
 */
export function rejectedMail(sublet: Sublet, reason: string): OutboxMail {
  return {
    kind: 'sublet-rejected',
    recipients: [sublet.email],
    subject: `Your sublet listing was not approved: ${sublet.title}`,
    body: [
      'Hello,',
      '',
      `Our staff reviewed your listing "${sublet.title}" and took it off our sublet board. The reason they gave:`,
      '',
      reason,
      '',
      `If you think this is a mistake, write to us at ${company.inquiriesEmail} or call ${formatPhone(company.phone)}.`,
    ].join('\n'),
    payload: { subletId: sublet.id, reason },
    subletId: sublet.id,
  };
}

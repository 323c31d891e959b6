import { company } from '@/config';
import { describeSearch } from '@/features/alerts/describeSearch';
import type { SavedSearch } from '@/features/alerts/savedSearch';
import { floorplanPath } from '@/features/alerts/searchLink';
import { CONFIRM_DAYS, STOP_ALERTS_SUBJECT, type AlertFrequency } from '@/features/alerts/types';
import { activeSpecialRent } from '@/features/floorplans/specialRent';
import { availabilityLine } from '@/features/units/unitCards';
import { imageUrl } from '@/lib/assets';
import type { IsoDate } from '@/lib/dates';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import type { AlertHome } from '../db/queries/alert-sending';
import type { OutboxMail } from '../db/queries/outbox';

const HOW_OFTEN: Record<AlertFrequency, string> = {
  instant: 'as soon as one opens',
  daily: 'in one mail each morning',
};

/**
 * Issue 25: the one mail an address gets before it is confirmed. Anyone can type anyone's address, so it carries
 * nothing typed: the search in the site's own words (its values were checked by the schema), the link, and how to
 * ignore it. The sign-up's payload is the search alone, never the address's owner's details.
 */
export function alertConfirmationMail(email: string, search: SavedSearch, frequency: AlertFrequency, communityName: string | null, confirmUrl: string): OutboxMail {
  return {
    kind: 'alert-confirmation',
    recipients: [email],
    subject: `Confirm your ${company.productName} home alert`,
    body: [
      'Hello,',
      '',
      `Someone, we hope you, asked us to e-mail this address new homes that match this search, ${HOW_OFTEN[frequency]}:`,
      '',
      describeSearch(search, communityName),
      '',
      `To start the alert, open this link and press "Confirm": ${confirmUrl}`,
      `The link works for ${CONFIRM_DAYS} days. If you did not ask for this, ignore this mail: nothing more will be sent to you.`,
      '',
      `${company.productName}, ${company.city}, ${company.state}`,
    ].join('\n'),
    payload: { search, frequency },
  };
}

/** The most homes one alert mail lists; the rest are behind its "see all" link. */
export const HOMES_PER_MAIL = 10;

/** The links an alert mail carries, each with a fresh key of its own (except the search's). */
export interface AlertMailLinks {
  /** The saved search on the site, filters in the URL. */
  searchUrl: string;
  /** The mailbox's manage page (change, pause or delete each alert). */
  manageUrl: string;
  /** The page whose button stops every alert of the mailbox (opened by the same manage key). */
  stopAllUrl: string;
  /** The page with the button that stops this alert (what a GET of the one-click link leads to). */
  unsubscribePageUrl: string;
  /** RFC 8058's one-click target: a POST stops the alert. */
  oneClickUrl: string;
}

export interface AlertMailContent {
  kind: 'alert-instant' | 'alert-digest';
  email: string;
  searchId: number;
  search: SavedSearch;
  communityName: string | null;
  /** The waiting homes, first matched first (all of them: the mail lists HOMES_PER_MAIL and counts the rest). */
  homes: readonly AlertHome[];
  links: AlertMailLinks;
  siteUrl: string;
  /** The office's calendar date, for which specials run and which homes are available now. */
  today: IsoDate;
}

/** A plan's photo as an absolute URL a mail client can load (a drive photo through the site's asset download). */
function photoUrl(coverImage: string | null, siteUrl: string): string {
  return new URL(imageUrl(coverImage, `${siteUrl}/`), `${siteUrl}/`).href;
}

function homeLines(home: AlertHome, n: number, siteUrl: string, today: IsoDate): string[] {
  const special = activeSpecialRent(home, today);
  return [
    `${n}. ${home.planName} at ${home.communityName}`,
    `   Rent: ${formatMoney(home.rent)} a month${special === null ? '' : `, special rent ${formatMoney(special)} a month until ${formatDate(home.specialRentEndDate!)}`}`,
    `   ${availabilityLine(home.moveInDate, today)}`,
    `   Photo: ${photoUrl(home.coverImage, siteUrl)}`,
    `   See the plan: ${siteUrl}${floorplanPath(home.floorplanId)}`,
  ];
}

/**
 * Issue 25: one alert's mail of new matches (an instant alert's or the daily digest): each home's plan, photo, rent
 * (and special rent while it runs), availability and link, at most HOMES_PER_MAIL of them with a link to all; the links
 * to manage or stop this alert and all alerts, RFC 8058's headers, and the company's postal address.
 */
export function alertMatchesMail({ kind, email, searchId, search, communityName, homes, links, siteUrl, today }: AlertMailContent): OutboxMail {
  const shown = homes.slice(0, HOMES_PER_MAIL);
  const more = homes.length - shown.length;
  const count = formatCount(homes.length, 'new home');
  return {
    kind,
    recipients: [email],
    subject: kind === 'alert-digest' ? `Your daily ${company.productName} alert: ${count}` : `${count} for your ${company.productName} alert`,
    body: [
      'Hello,',
      '',
      `${count} ${homes.length === 1 ? 'matches' : 'match'} your alert: ${describeSearch(search, communityName)}.`,
      '',
      ...shown.flatMap((home, i) => [...homeLines(home, i + 1, siteUrl, today), '']),
      more > 0 ? `And ${formatCount(more, 'more home')}: see all of them at ${links.searchUrl}` : `See the whole search: ${links.searchUrl}`,
      '',
      `Change how often this alert mails you, pause it or delete it: ${links.manageUrl}`,
      `Stop this alert: ${links.unsubscribePageUrl}`,
      `Stop all alerts to this address: ${links.stopAllUrl}`,
      '',
      `${company.productName}, ${company.postalAddress}`,
    ].join('\n'),
    payload: { searchId, propertyId: search.propertyId, homes: homes.length },
    headers: {
      'List-Unsubscribe': `<${links.oneClickUrl}>, <mailto:${company.inquiriesEmail}?subject=${encodeURIComponent(STOP_ALERTS_SUBJECT.one(searchId))}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The life of a sublet listing (issue 17), shared by the site and the local API. Pure: every rule takes `now`.
 *
 * Posted -> confirmed by the poster's mail link (else removed after 48 hours) -> approved by staff -> listed for 30
 * days from approval -> renewable in its last 7 days and after it ends, at most 3 times, reminded 3 days before it
 * ends. Reports from
 * three different networks hide it until staff restore or reject it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec section 9: a listing is active 30 days, counted from approval so a slow approval costs the poster nothing. */
export const LISTING_DAYS = 30;
/** How long a posted listing waits for its poster to open the confirmation link before it is removed. */
export const CONFIRMATION_HOURS = 48;
/** "Renew for 30 days" is offered this many days before the listing ends, and at any time after. */
export const RENEWAL_WINDOW_DAYS = 7;
/**
 * Issue 26: renewals a listing may have, so one approval keeps it on the board at most 120 days (a semester and its
 * search); after that the poster posts it again and staff look at it afresh.
 */
export const MAX_RENEWALS = 3;
/** Why "Renew for 30 days" is no longer offered: the site shows it and the API answers it. */
export const RENEWALS_USED_UP = `This listing was renewed ${MAX_RENEWALS} times, the most a listing can be: to keep it on the board, post it again.`;
/** The reminder mail goes this many days before the listing ends. */
export const REMINDER_DAYS = 3;
/**
 * Open reports from visitors on this many different networks hide a listing until staff look at it (issue 26: one
 * client holds many addresses of one network, so visitors alone could be one client; decision 019).
 */
export const REPORTS_TO_HIDE = 3;

const daysBefore = (instant: string | Date, days: number) => new Date(new Date(instant).getTime() - days * DAY_MS);

/** The end of the listing's 30 days, counted from approval (or from a renewal). */
export function listedUntilFrom(start: Date): Date {
  return new Date(start.getTime() + LISTING_DAYS * DAY_MS);
}

export function hasEnded(listedUntil: string | Date, now: Date): boolean {
  return new Date(listedUntil).getTime() <= now.getTime();
}

/** The new end after "Renew for 30 days": 30 days more, from the old end or from now when it has already ended. */
export function renewedUntil(listedUntil: string | Date, now: Date): Date {
  return listedUntilFrom(hasEnded(listedUntil, now) ? now : new Date(listedUntil));
}

/** The first moment "Renew for 30 days" is offered. */
export function renewalOpensAt(listedUntil: string | Date): Date {
  return daysBefore(listedUntil, RENEWAL_WINDOW_DAYS);
}

interface RenewableListing {
  approved: boolean;
  active: boolean;
  listedUntil: string | null;
  renewals: number;
}

/** An approved listing in its last 7 days or after it ended: when renewing would be offered, renewals left or not. */
export function isInRenewalWindow(listing: Omit<RenewableListing, 'renewals'>, now: Date): boolean {
  return listing.active && listing.approved && listing.listedUntil !== null && now >= renewalOpensAt(listing.listedUntil);
}

export function hasRenewalsLeft(listing: Pick<RenewableListing, 'renewals'>): boolean {
  return listing.renewals < MAX_RENEWALS;
}

/** When renewing would be offered but the listing has had all its renewals: the site says why instead. */
export function renewalsUsedUp(listing: RenewableListing, now: Date): boolean {
  return isInRenewalWindow(listing, now) && !hasRenewalsLeft(listing);
}

/** Only an approved listing is renewed (without a new approval), in its last 7 days or after it ended, 3 times at most. */
export function canRenew(listing: RenewableListing, now: Date): boolean {
  return isInRenewalWindow(listing, now) && hasRenewalsLeft(listing);
}

/** Listings ending at or before this moment are due their reminder (3 days ahead). */
export function reminderHorizon(now: Date): Date {
  return daysBefore(now, -REMINDER_DAYS);
}

/** The reminder is due from 3 days before the end until the end. */
export function isReminderDue(listedUntil: string | Date, now: Date): boolean {
  return new Date(listedUntil) <= reminderHorizon(now) && !hasEnded(listedUntil, now);
}

/** Unconfirmed listings posted at or before this moment are removed, and their confirmation links refused. */
export function confirmationCutoff(now: Date): Date {
  return new Date(now.getTime() - CONFIRMATION_HOURS * 60 * 60 * 1000);
}

export function isConfirmationExpired(postedAt: string | Date, now: Date): boolean {
  return new Date(postedAt) <= confirmationCutoff(now);
}

/** On the public board: active, approved, not hidden by reports, within its listed time. */
export function isListed(sublet: { active: boolean; approved: boolean; hidden: boolean; listedUntil: string | null }, now: Date): boolean {
  return sublet.active && sublet.approved && !sublet.hidden && sublet.listedUntil !== null && !hasEnded(sublet.listedUntil, now);
}

/** Hidden once its open reports come from this many different networks. */
export function isHiddenByReports(reportingNetworks: number): boolean {
  return reportingNetworks >= REPORTS_TO_HIDE;
}

import { CONFIRMATION_COOLDOWN_MINUTES } from '@/features/alerts/types';
import { RECEIPT_COOLDOWN } from '@/features/inquiries/receipt';
import type { Queryable } from '../db/database';
import { keyedHasher } from '../db/keyed-hash';
import { takeMailTurn } from '../db/queries/mail-cooldowns';

const HOUR_MS = 60 * 60 * 1000;

export interface RecipientCooldown {
  /** Mails one address may get in a window... */
  mails: number;
  /** ...of this length, from the first of them. */
  windowMs: number;
  /** The window in words, for the visitor told to wait. */
  window: string;
}

/**
 * Issue 26: mail a visitor makes the API send to an address typed in a form. A poster rarely posts more than twice
 * a day; a listed sublet's poster can read ten messages an hour; a renter requests a few stays (issue 27). Past that,
 * the address is being flooded. Issue 27: a renter asks about a home or two a day; the receipts of requests and
 * messages share one count.
 */
export const RECIPIENT_COOLDOWNS = {
  'sublet-posted': { mails: 3, windowMs: 24 * HOUR_MS, window: '24 hours' },
  'sublet-message': { mails: 10, windowMs: HOUR_MS, window: 'hour' },
  // Issue 27: a renter asks about a few sets of dates; more is someone mailing quotes to a stranger.
  'stay-confirmation': { mails: 3, windowMs: 24 * HOUR_MS, window: '24 hours' },
  'inquiry-receipt': { ...RECEIPT_COOLDOWN, windowMs: 24 * HOUR_MS },
  // Issue 22: a member who lost their passkey asks for a code or two; more is someone flooding a staff mailbox.
  'staff-code': { mails: 5, windowMs: HOUR_MS, window: 'hour' },
  // Issue 25: an alert's sign-up mails an address nobody has proven yet: one confirmation per window, however many ask.
  'alert-confirmation': { mails: 1, windowMs: CONFIRMATION_COOLDOWN_MINUTES * 60_000, window: `${CONFIRMATION_COOLDOWN_MINUTES} minutes` },
} as const satisfies Record<string, RecipientCooldown>;

export type CooledKind = keyof typeof RECIPIENT_COOLDOWNS;

/**
 * The mailbox an address reaches, as far as an outsider can tell: case does not matter and a `+tag` reaches the
 * same mailbox (`Ana+1@Example.org` is `ana@example.org`), so neither buys another turn.
 */
export function mailboxOf(address: string): string {
  const [local, domain] = address.trim().toLowerCase().split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain ?? ''}`;
}

/**
 * Counts one mail of `kind` to `address` at `now`; false when the address has had its mails of this window. The count
 * is kept under a keyed hash of the mailbox (db/keyed-hash.ts), so the table holds no address.
 */
export function recipientCooldowns(db: Queryable): (kind: CooledKind, address: string, now: Date) => Promise<boolean> {
  const recipientKey = keyedHasher(db, 'mail_cooldown');
  return async (kind, address, now) => {
    const cooldown: RecipientCooldown = RECIPIENT_COOLDOWNS[kind];
    const recipient = await recipientKey(mailboxOf(address));
    return takeMailTurn(db, { kind, recipient, now, windowEndedBy: new Date(now.getTime() - cooldown.windowMs), mails: cooldown.mails });
  };
}

import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
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
 * a day; a listed sublet's poster can read ten messages an hour. Past that, the address is being flooded.
 */
export const RECIPIENT_COOLDOWNS = {
  'sublet-posted': { mails: 3, windowMs: 24 * HOUR_MS, window: '24 hours' },
  'sublet-message': { mails: 10, windowMs: HOUR_MS, window: 'hour' },
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

/** The key the cooldown is kept under: a one-way hash of the mailbox, so the table holds no address. */
export function recipientKey(address: string): string {
  return createHash('sha256').update(`mail-cooldown:${mailboxOf(address)}`).digest('base64url');
}

/** Counts one mail of `kind` to `address` at `now`; false when the address has had its mails of this window. */
export function takeRecipientTurn(q: Queryable, kind: CooledKind, address: string, now: Date): Promise<boolean> {
  const cooldown: RecipientCooldown = RECIPIENT_COOLDOWNS[kind];
  return takeMailTurn(q, { kind, recipient: recipientKey(address), now, windowEndedBy: new Date(now.getTime() - cooldown.windowMs), mails: cooldown.mails });
}

import { alertConfirmPath, alertManagePath, ALERT_MESSAGES, CONFIRM_DAYS, type AlertChange, type AlertConfirmed, type AlertSignup, type ManagedAlert, type ManagedAlerts } from '@/features/alerts/types';
import { unsubscribeKeysValidFrom } from '@/features/alerts/unsubscribeWindow';
import type { Database, Queryable } from '../db/database';
import { keyedHasher } from '../db/keyed-hash';
import { insertOutboxMail } from '../db/queries/outbox';
import { findProperty } from '../db/queries/properties';
import {
  changeAlert,
  deleteAlert,
  deleteAlertsOf,
  findAlertsOf,
  findManagedMailbox,
  insertManageKey,
  insertSavedSearch,
  spendConfirmKey,
  unsubscribeAlert,
  type StoredAlert,
} from '../db/queries/saved-searches';
import { badRequest, found, HttpError } from '../http/errors';
import { mailboxOf, recipientCooldowns } from '../mail/recipient-cooldown';
import { newKey } from '../security/secrets';
import { alertConfirmationMail } from './alert-mails';

export interface AlertSignupContext {
  db: Database;
  now: () => Date;
  siteUrl: string;
  mailQueued: () => void;
}

/** Every key of an alert (confirm, manage, unsubscribe): 32 random bytes (256 bits), of which only a keyed hash is kept. */
export const ALERT_KEY_BYTES = 32;
/** How long a manage key opens the page: the alerts' mails bring fresh ones. */
export const MANAGE_KEY_DAYS = 60;
/** The hash every alert key is kept under (the sender of a later round mints its mails' keys with it too). */
export const alertKeyHasher = (db: Queryable) => keyedHasher(db, 'alert_key');

const DAY_MS = 24 * 60 * 60_000;
const later = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

const managed = (alert: StoredAlert): ManagedAlert => ({
  id: alert.id,
  search: alert.search,
  communityName: alert.communityName,
  frequency: alert.frequency,
  confirmed: alert.confirmedAt !== null,
  paused: alert.paused,
  createdAt: new Date(alert.createdAt).toISOString(),
});

/**
 * Issue 25, the sign-up side of alerts: saving a search (double opt-in), confirming it, the manage page's changes and
 * the one-click unsubscribe. Keys are hashed before any transaction opens (the hasher may read its secret through
 * `db`, which on PGlite waits for an open transaction to end).
 */
export function alertSignups({ db, now, siteUrl, mailQueued }: AlertSignupContext) {
  const hashKey = alertKeyHasher(db);
  const takeMailTurn = recipientCooldowns(db);

  /**
   * Stores the search unconfirmed and mails its confirmation when the address's turn is free (one per 15 minutes,
   * taken atomically in the database). The caller answers the same either way.
   */
  async function signUp({ email, frequency, search }: AlertSignup): Promise<void> {
    const at = now();
    const community = search.propertyId === null ? null : await findProperty(db, search.propertyId);
    if (community === undefined) throw badRequest(`Community ${search.propertyId} does not exist`);
    const confirmKey = newKey(ALERT_KEY_BYTES);
    const confirmKeyHash = await hashKey(confirmKey);
    const mailed = await takeMailTurn('alert-confirmation', email, at);
    await db.transaction(async (tx) => {
      const stored = { email, mailbox: mailboxOf(email), search, frequency, createdAt: at, confirmKeyHash, confirmExpiresAt: later(at, CONFIRM_DAYS) };
      await insertSavedSearch(tx, stored);
      if (mailed) await insertOutboxMail(tx, alertConfirmationMail(email, search, frequency, community?.name ?? null, `${siteUrl}${alertConfirmPath(confirmKey)}`));
    });
    if (mailed) mailQueued();
  }

  /** Spends the confirmation key; answers a fresh manage key's page, which only this one request learns. */
  async function confirm(key: string): Promise<AlertConfirmed> {
    const at = now();
    const manageKey = newKey(ALERT_KEY_BYTES);
    const [keyHash, manageKeyHash] = await Promise.all([hashKey(key), hashKey(manageKey)]);
    return db.transaction(async (tx) => {
      const spent = await spendConfirmKey(tx, keyHash, at);
      if (spent.outcome === 'unknown') throw new HttpError(404, ALERT_MESSAGES.confirmUnknown);
      if (spent.outcome === 'expired') throw new HttpError(410, ALERT_MESSAGES.confirmExpired);
      await insertManageKey(tx, { keyHash: manageKeyHash, mailbox: spent.mailbox, createdAt: at, expiresAt: later(at, MANAGE_KEY_DAYS) });
      return { message: ALERT_MESSAGES.confirmed, managePath: alertManagePath(manageKey) };
    });
  }

  /** The mailbox a manage key opens, or a 404 that says what to do. */
  async function mailboxOpenedBy(key: string): Promise<string> {
    return found(await findManagedMailbox(db, await hashKey(key), now()), ALERT_MESSAGES.manageUnknown);
  }

  async function list(key: string): Promise<ManagedAlerts> {
    const alerts = await findAlertsOf(db, await mailboxOpenedBy(key));
    return { email: alerts[0]?.email ?? '', alerts: alerts.map(managed) };
  }

  async function change(key: string, id: number, changes: AlertChange): Promise<ManagedAlert> {
    return managed(found(await changeAlert(db, await mailboxOpenedBy(key), id, changes), ALERT_MESSAGES.alertUnknown));
  }

  async function remove(key: string, id: number): Promise<void> {
    if (!(await deleteAlert(db, await mailboxOpenedBy(key), id))) throw new HttpError(404, ALERT_MESSAGES.alertUnknown);
  }

  /**
   * Deletes every alert of the mailbox the manage key opens, as Delete does one: nothing of a stopped alert is kept.
   * One DELETE by mailbox, so a second press (or one at the same time) finds nothing more and is not an error.
   */
  async function stopAll(key: string): Promise<void> {
    await deleteAlertsOf(db, await mailboxOpenedBy(key));
  }

  async function unsubscribe(key: string): Promise<void> {
    const outcome = await unsubscribeAlert(db, await hashKey(key), unsubscribeKeysValidFrom(now()));
    if (outcome === 'expired') throw new HttpError(410, ALERT_MESSAGES.unsubscribeExpired);
    if (outcome === 'unknown') throw new HttpError(404, ALERT_MESSAGES.unsubscribeUnknown);
  }

  return { signUp, confirm, list, change, remove, stopAll, unsubscribe };
}

/**
 * Issue 25, alerts by e-mail without an account: the contract between the alerts API (server/routes/alerts.ts) and the
 * renter's pages. Pure: no React, no server, no zod (the pages that only show alerts load none; schema.ts checks). A key travels only in the path; reading with it never changes anything.
 *
 * - `POST   /api/alerts?captchaResponse=` AlertSignup                 -> 202 AlertSignupAnswer (the same, mailed or not)
 * - `POST   /api/alerts/confirm/{key}`                                 -> AlertConfirmed | 404 | 410
 * - `GET    /api/alerts/manage/{key}`                                  -> ManagedAlerts
 * - `PATCH  /api/alerts/manage/{key}/searches/{id}` AlertChange        -> ManagedAlert
 * - `DELETE /api/alerts/manage/{key}/searches/{id}`                    -> 204
 * - `POST   /api/alerts/manage/{key}/stop-all`                         -> AlertsStopped (every alert of the address; again: the same)
 * - `POST   /api/alerts/unsubscribe/{key}` (RFC 8058 one-click)        -> AlertUnsubscribed
 * - `GET    /api/alerts/unsubscribe/{key}`                             -> 303 to the page with the button (changes nothing)
 */
import type { SavedSearch } from './savedSearch';
import { UNSUBSCRIBE_LINK_DAYS } from './unsubscribeWindow';

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = { instant: 'Instantly', daily: 'Daily digest' };

/** What a sign-up sends (checked by schema.ts, in the form's chunk and the API). */
export interface AlertSignup {
  email: string;
  frequency: AlertFrequency;
  search: SavedSearch;
}

/** A change of one alert on the manage page: at least one of the two. */
export interface AlertChange {
  frequency?: AlertFrequency;
  paused?: boolean;
}

/** How long a confirmation link works, and how long a sign-up never confirmed is kept. */
export const CONFIRM_DAYS = 7;
export const UNCONFIRMED_KEPT_DAYS = 30;
/** One confirmation mail per address in this window, however many sign-ups ask. */
export const CONFIRMATION_COOLDOWN_MINUTES = 15;

/**
 * The subjects of a renter's mail asking the office to stop alerts, which the office acts on in the workspace (Alerts
 * page): one alert (the mailto of each alert mail's List-Unsubscribe) or all of the sender's (the expired-link page's).
 */
export const STOP_ALERTS_SUBJECT = { one: (alertId: number | string) => `Stop alert ${alertId}`, all: 'Stop my alerts' } as const;

export const ALERT_MESSAGES = {
  // The same answer whether a mail went out or not: it tells nobody whether an address signed up before.
  signedUp: `Check your inbox: we sent you a link to confirm this alert. It works for ${CONFIRM_DAYS} days. If nothing arrives, you may already have a mail from us in the last ${CONFIRMATION_COOLDOWN_MINUTES} minutes.`,
  confirmed: 'Your alert is on. We will e-mail you new matches.',
  confirmUnknown: 'This confirmation link is not valid: it may have been used already, or not copied whole from the mail.',
  confirmExpired: `This confirmation link has expired: links work for ${CONFIRM_DAYS} days. Please save the search again.`,
  manageUnknown: 'This link does not open any alerts: it may have expired. The link at the bottom of our latest mail works.',
  alertUnknown: 'This alert is not one of yours, or it was deleted already.',
  allStopped: 'All your alerts are stopped: we will not e-mail you any more homes unless you save a search again.',
  unsubscribed: 'You are unsubscribed: this alert will not e-mail you again.',
  unsubscribeUnknown: `This unsubscribe link stops no alert: it was used already, the alert was deleted, or the link is from a mail more than ${UNSUBSCRIBE_LINK_DAYS} days old. The links in our latest mail about this alert work.`,
  unsubscribeExpired: `This unsubscribe link has expired: links work for ${UNSUBSCRIBE_LINK_DAYS} days after their mail. The unsubscribe link in our latest mail about this alert works, and so does the link there to see and change all your alerts.`,
} as const;

/** One alert as its owner sees it on the manage page. */
export interface ManagedAlert {
  id: number;
  search: SavedSearch;
  communityName: string | null;
  frequency: AlertFrequency;
  confirmed: boolean;
  paused: boolean;
  createdAt: string;
}

export interface ManagedAlerts {
  email: string;
  alerts: ManagedAlert[];
}

export interface AlertSignupAnswer {
  message: string;
}

export interface AlertConfirmed {
  message: string;
  /** The manage page of the address's alerts, opened by a fresh key. */
  managePath: string;
}

export interface AlertUnsubscribed {
  message: string;
}

export interface AlertsStopped {
  message: string;
}

export const alertConfirmPath = (key: string) => `/alerts/confirm/${key}`;
export const alertManagePath = (key: string) => `/alerts/manage/${key}`;
export const alertUnsubscribePath = (key: string) => `/alerts/unsubscribe/${key}`;
/** The page whose button stops every alert of the address (a manage key's: it already proves the address). */
export const alertStopAllPath = (manageKey: string) => `/alerts/stop-all/${manageKey}`;
/** RFC 8058's one-click target (List-Unsubscribe): a POST stops the alert, a GET only leads to the page with the button. */
export const alertOneClickPath = (key: string) => `/api${alertUnsubscribePath(key)}`;

import { expect, type APIRequestContext } from '@playwright/test';
import { savedSearch } from '../../src/features/alerts/savedSearch';
import type { AlertConfirmed, AlertFrequency } from '../../src/features/alerts/types';
import type { SearchFilters } from '../../src/features/floorplans/filterSchema';
import { mailsTo } from './operator';

/**
 * Issue 25's steps that more than one spec takes: the links of the alert mails a renter receives (read from the outbox
 * with the operator's commands, as an operator would), and an alert made the way the site makes one.
 */

/** The path of the first link to this site in `text` whose path matches `path` (e.g. /\/alerts\/confirm\/[\w-]+/). */
export function linkPath(text: string, path: RegExp): string {
  const link = new RegExp(`https?://[^/\\s>]+(${path.source})`).exec(text);
  if (!link) throw new Error(`no link to ${path.source} in:\n${text}`);
  return link[1];
}

/** The path of the confirmation link last mailed to `email` ('/alerts/confirm/{key}'). */
export async function alertConfirmationPath(email: string): Promise<string> {
  const [mail] = await mailsTo(email, 'alert-confirmation');
  if (mail === undefined) throw new Error(`no alert confirmation mail to ${email} in the outbox`);
  return linkPath(mail, /\/alerts\/confirm\/[\w-]+/);
}

/**
 * An alert signed up as the site's form sends it (a local captcha token) and confirmed from its mailed link as the
 * link's page confirms it (a POST): from now on the catalog's changes are matched against it. Answers the address's
 * manage link ('/alerts/manage/{key}'), as the confirmation gives it.
 */
export async function confirmedAlert(request: APIRequestContext, email: string, filters: SearchFilters, propertyId: number | null, frequency: AlertFrequency = 'instant'): Promise<string> {
  const { token } = (await (await request.post('/api/captcha/local')).json()) as { token: string };
  const signedUp = await request.post(`/api/alerts?captchaResponse=${encodeURIComponent(token)}`, { data: { email, frequency, search: savedSearch(filters, propertyId) } });
  expect(signedUp.status(), await signedUp.text()).toBe(202);
  const confirmed = await request.post(`/api${await alertConfirmationPath(email)}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return ((await confirmed.json()) as AlertConfirmed).managePath;
}

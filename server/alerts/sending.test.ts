import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { company } from '@/config';
import type { ManagedAlerts } from '@/features/alerts/types';
import { startTestApi, type TestApi } from '../test/api';
import { matched, storedAlert } from '../test/alerts';
import { countRows } from '../test/database';
import { HOMES_PER_MAIL } from './alert-mails';
import { alertSender } from './sending';

const SITE = 'https://homes.example.org';
const MINUTE = 60_000;
const clock = new Date('2026-11-28T15:00:00Z');
let api: TestApi;
let sender: ReturnType<typeof alertSender>;
let nudges = 0;
/** Units of the seeded catalog with their plans, as the mail shows them. */
let units: { id: number; floorplanId: number; planName: string; rent: number }[];

beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
  sender = alertSender({ db: api.db, siteUrl: SITE, mailQueued: () => void (nudges += 1) });
  units = await api.db.query('SELECT u.id, f.id AS "floorplanId", f.name AS "planName", u.rent FROM units u JOIN floorplans f ON f.id = u.floorplan_id ORDER BY u.id LIMIT 14');
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.query("DELETE FROM outbox WHERE kind IN ('alert-instant', 'alert-digest')");
  await api.db.query('DELETE FROM saved_searches');
});

interface AlertMailRow {
  recipients: string;
  subject: string;
  body: string;
  headers: Record<string, string>;
  payload: { searchId: number; homes: number };
}
const alertMails = (kind: 'alert-instant' | 'alert-digest') =>
  api.db.query<AlertMailRow>('SELECT recipients, subject, body, headers, payload FROM outbox WHERE kind = $1 ORDER BY id', [kind]);
const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);
const waiting = (searchId: number) => countRows(api.db, 'alert_matches', 'search_id = $1 AND mailed_at IS NULL', [searchId]);

describe('issue 25 sending: instant alerts', () => {
  it('issue 25 sending: an instant match gives one mail with both unsubscribe headers and the links; its one-click link unsubscribes on POST only', async () => {
    const searchId = await storedAlert(api.db, { email: 'Renter+alerts@Example.org', frequency: 'instant', at: clock });
    const [unit] = units;
    await matched(api.db, searchId, unit.id, clock);
    const nudged = nudges;

    expect(await sender.mailInstantAlerts(later(clock, 1))).toBe(1);
    expect(nudges).toBe(nudged + 1);
    const [mail, ...others] = await alertMails('alert-instant');
    expect(others).toEqual([]);
    expect(mail.recipients).toBe('Renter+alerts@Example.org');
    expect(mail.payload).toEqual({ searchId, propertyId: null, homes: 1 });

    const oneClick = new RegExp(`^<(${SITE}/api/alerts/unsubscribe/([A-Za-z0-9_-]{43}))>, <mailto:${company.inquiriesEmail}\\?subject=Stop%20alert%20${searchId}>$`).exec(mail.headers['List-Unsubscribe']);
    expect(oneClick, mail.headers['List-Unsubscribe']).not.toBeNull();
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [, oneClickUrl, unsubscribeKey] = oneClick!;

    // The home: its plan and link, its rent, its photo; the links to the search, to manage and to stop the alert.
    expect(mail.body).toContain(`1. ${unit.planName} at `);
    expect(mail.body).toContain(`Rent: $${unit.rent.toLocaleString('en-US')} a month`);
    expect(mail.body).toContain(`See the plan: ${SITE}/floorplans/${unit.floorplanId}`);
    expect(mail.body).toMatch(/Photo: https?:\/\/\S+/);
    expect(mail.body).toContain(`See the whole search: ${SITE}/?availability=any`);
    expect(mail.body).toContain(`Stop this alert: ${SITE}/alerts/unsubscribe/${unsubscribeKey}`);
    expect(mail.body).toContain(`${company.productName}, ${company.postalAddress}`);
    const manageKey = new RegExp(`${SITE}/alerts/manage/([A-Za-z0-9_-]{43})`).exec(mail.body)?.[1];
    expect(mail.body).toContain(`Stop all alerts to this address: ${SITE}/alerts/stop-all/${manageKey}`);
    const managed = await api.app.inject({ method: 'GET', url: `/api/alerts/manage/${manageKey}` });
    expect(managed.statusCode).toBe(200);
    expect(managed.json<ManagedAlerts>().alerts.map((alert) => alert.id)).toEqual([searchId]);
    // Only hashes are stored: no key of the mail is in the database.
    expect(await countRows(api.db, 'alert_unsubscribe_keys', 'key_hash = $1', [unsubscribeKey])).toBe(0);
    expect(await countRows(api.db, 'alert_manage_keys', 'key_hash = $1', [manageKey])).toBe(0);

    // A mail scanner's GET of the one-click link stops nothing; the provider's POST (RFC 8058) does.
    const path = new URL(oneClickUrl).pathname;
    expect((await api.app.inject({ method: 'GET', url: path })).statusCode).toBe(303);
    expect(await countRows(api.db, 'saved_searches', 'id = $1', [searchId])).toBe(1);
    const posted = await api.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(posted.statusCode).toBe(200);
    expect(await countRows(api.db, 'saved_searches', 'id = $1', [searchId])).toBe(0);
  });

  it('issue 25 sending: the same rows are not mailed twice, and a second match within the hour waits for the next mail, which reports only it', async () => {
    const searchId = await storedAlert(api.db, { email: 'hourly@example.org', frequency: 'instant', at: clock });
    await matched(api.db, searchId, units[0].id, clock);
    const first = later(clock, 2);
    expect(await sender.mailInstantAlerts(first)).toBe(1);
    expect(await waiting(searchId)).toBe(0);

    expect(await sender.mailInstantAlerts(later(first, 1))).toBe(0);
    await matched(api.db, searchId, units[1].id, later(first, 10));
    await matched(api.db, searchId, units[1].id, later(first, 10), 'special');
    expect(await sender.mailInstantAlerts(later(first, 11))).toBe(0);
    expect(await sender.mailInstantAlerts(later(first, 59))).toBe(0);
    expect(await waiting(searchId)).toBe(2);

    expect(await sender.mailInstantAlerts(later(first, 60))).toBe(1);
    const mails = await alertMails('alert-instant');
    expect(mails.map((mail) => mail.payload.homes)).toEqual([1, 1]);
    expect(mails[1].body).toContain(`1. ${units[1].planName}`);
    expect(mails[1].body).not.toContain(`2. `);
    expect(await sender.mailInstantAlerts(later(first, 200))).toBe(0);
    expect(await alertMails('alert-instant')).toHaveLength(2);
  });

  it('issue 25 sending: nothing goes to an unconfirmed or a paused alert, and their matches keep waiting', async () => {
    const unconfirmed = await storedAlert(api.db, { email: 'stranger@example.org', frequency: 'instant', at: clock, confirmed: false });
    const paused = await storedAlert(api.db, { email: 'away@example.org', frequency: 'daily', at: clock, paused: true });
    await matched(api.db, unconfirmed, units[0].id, clock);
    await matched(api.db, paused, units[0].id, clock);
    expect(await sender.mailInstantAlerts(later(clock, 1))).toBe(0);
    expect(await sender.mailDailyDigests(new Date('2026-11-29T12:05:00Z'))).toBe(0);
    expect(await countRows(api.db, 'outbox', "kind IN ('alert-instant', 'alert-digest')")).toBe(0);
    expect([await waiting(unconfirmed), await waiting(paused)]).toEqual([1, 1]);
  });

  it(`issue 25 sending: a mail lists at most ${HOMES_PER_MAIL} homes and links to the search for the rest`, async () => {
    const searchId = await storedAlert(api.db, { email: 'wide@example.org', frequency: 'instant', at: clock });
    for (const [i, unit] of units.slice(0, HOMES_PER_MAIL + 2).entries()) await matched(api.db, searchId, unit.id, later(clock, i));
    expect(await sender.mailInstantAlerts(later(clock, 20))).toBe(1);
    const [mail] = await alertMails('alert-instant');
    expect(mail.payload.homes).toBe(HOMES_PER_MAIL + 2);
    expect(mail.body).toContain(`${HOMES_PER_MAIL}. ${units[HOMES_PER_MAIL - 1].planName}`);
    expect(mail.body).not.toContain(`${HOMES_PER_MAIL + 1}. `);
    expect(mail.body).toContain(`And 2 more homes: see all of them at ${SITE}/?availability=any`);
    expect(await waiting(searchId)).toBe(0);
  });
});

describe('issue 25 sending: the daily digest at 7:00 (America/Indiana/Indianapolis)', () => {
  const before7 = new Date('2026-11-30T11:59:00Z');
  const at7 = new Date('2026-11-30T12:00:00Z');

  it('issue 25 sending: a digest with no news is not sent, and its skip spends neither the day nor a key; a match after 7:00 waits for the next morning', async () => {
    const quiet = await storedAlert(api.db, { email: 'quiet@example.org', frequency: 'daily', at: clock });
    const keys = async () => [await countRows(api.db, 'alert_unsubscribe_keys'), await countRows(api.db, 'alert_manage_keys')];
    const keysBefore = await keys();
    expect(await sender.mailDailyDigests(later(at7, 5))).toBe(0);
    expect(await keys()).toEqual(keysBefore);
    expect(await countRows(api.db, 'saved_searches', 'id = $1 AND digest_on IS NULL', [quiet])).toBe(1);

    await matched(api.db, quiet, units[0].id, later(at7, 60)); // 8:00: after this morning's digest
    expect(await sender.mailDailyDigests(later(at7, 61))).toBe(0);
    expect(await sender.mailDailyDigests(new Date('2026-12-01T11:59:00Z'))).toBe(0); // next day, 6:59
    expect(await sender.mailDailyDigests(new Date('2026-12-01T12:01:00Z'))).toBe(1);
    const [mail] = await alertMails('alert-digest');
    expect(mail.subject).toBe(`Your daily ${company.productName} alert: 1 new home`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('issue 25 sending: a daily run fired 10 times at once sends each digest once, none before 7:00, none again that day', async () => {
    const alerts: number[] = [];
    for (let n = 0; n < 30; n += 1) {
      const id = await storedAlert(api.db, { email: `morning${n}@example.org`, frequency: 'daily', at: clock });
      await matched(api.db, id, units[n % units.length].id, later(before7, -60));
      alerts.push(id);
    }
    expect(await sender.mailDailyDigests(before7)).toBe(0);

    const counts = await Promise.all(Array.from({ length: 10 }, () => sender.mailDailyDigests(later(at7, 1))));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    const mails = await alertMails('alert-digest');
    expect(mails.map((mail) => mail.payload.searchId).sort((a, b) => a - b)).toEqual(alerts);
    expect(await countRows(api.db, 'alert_unsubscribe_keys')).toBe(30);

    // A match of before 7:00 that reaches the table late (a matcher running behind) waits for tomorrow's digest.
    await matched(api.db, alerts[0], units[0].id, later(at7, -1), 'listed');
    expect(await sender.mailDailyDigests(later(at7, 120))).toBe(0);
    expect(await sender.mailDailyDigests(later(at7, 24 * 60))).toBe(1);
  });
});

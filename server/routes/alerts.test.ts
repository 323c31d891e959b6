import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { savedSearch } from '@/features/alerts/savedSearch';
import { ALERT_MESSAGES, type AlertConfirmed, type AlertSignup, type ManagedAlerts } from '@/features/alerts/types';
import { UNSUBSCRIBE_LINK_DAYS } from '@/features/alerts/unsubscribeWindow';
import { alertKeyHasher } from '../alerts/signups';
import { insertUnsubscribeKey } from '../db/queries/saved-searches';
import { newKey } from '../security/secrets';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';

const start = new Date('2026-11-28T15:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let clock = start;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
});
afterAll(() => api.close());
beforeEach(async () => {
  clock = new Date(clock.getTime() + 60 * MINUTE);
});

const SEARCH = savedSearch({ bedroom: 2, availability: '2027-08', style: null, rent: { min: 500, max: 1400 }, floorplanIds: [] }, null);
const signup = (email: string, overrides: Partial<AlertSignup> = {}): AlertSignup => ({ email, frequency: 'instant', search: SEARCH, ...overrides });

async function signUp(body: unknown, remoteAddress = '198.51.100.1') {
  const token = await api.captchaToken();
  return api.app.inject({ method: 'POST', url: `/api/alerts?captchaResponse=${encodeURIComponent(token)}`, payload: body as object, remoteAddress });
}

const confirmationsTo = (mailbox: string) => countRows(api.db, 'outbox', "kind = 'alert-confirmation' AND lower(recipients) LIKE $1", [`${mailbox}%`]);

/** The key of the confirmation link in the last mail to `address`. */
async function mailedConfirmKey(address: string): Promise<string> {
  const [mail] = await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE kind = 'alert-confirmation' AND recipients = $1 ORDER BY id DESC LIMIT 1", [address]);
  const key = /\/alerts\/confirm\/([A-Za-z0-9_-]{43})\b/.exec(mail.body)?.[1];
  if (!key) throw new Error(`no confirmation link in: ${mail.body}`);
  return key;
}

const confirmedCount = (address: string) => countRows(api.db, 'saved_searches', 'email = $1 AND confirmed_at IS NOT NULL', [address]);
const confirm = (key: string) => api.app.inject({ method: 'POST', url: `/api/alerts/confirm/${key}` });

async function signedUpAndConfirmed(address: string, overrides: Partial<AlertSignup> = {}): Promise<{ manageKey: string }> {
  expect((await signUp(signup(address, overrides))).statusCode).toBe(202);
  const answer = await confirm(await mailedConfirmKey(address));
  expect(answer.statusCode).toBe(200);
  return { manageKey: answer.json<AlertConfirmed>().managePath.split('/').at(-1)! };
}

describe('issue 25 alerts: signing up is double opt-in, and cannot flood an inbox', () => {
  it('issue 25 sign-up: 20 sign-ups for one address fired at once from 20 client addresses send it 1 confirmation mail; all 20 get the same answer', async () => {
    const spellings = (n: number) => [`Flooded+${n}@Example.org`, 'flooded@example.org', `FLOODED+x${n}@example.ORG`][n % 3];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => signUp(signup(spellings(n)), `203.0.113.${n + 1}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(202));
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set([JSON.stringify({ message: ALERT_MESSAGES.signedUp })]));
    expect(await confirmationsTo('flooded')).toBe(1);
    expect(await countRows(api.db, 'saved_searches', "mailbox = 'flooded@example.org' AND confirmed_at IS NULL")).toBe(20);

    // Within the 15 minutes, still nothing more; after them, one more.
    clock = new Date(clock.getTime() + 14 * MINUTE);
    await signUp(signup('flooded@example.org'));
    expect(await confirmationsTo('flooded')).toBe(1);
    clock = new Date(clock.getTime() + 2 * MINUTE);
    await signUp(signup('flooded@example.org'));
    expect(await confirmationsTo('flooded')).toBe(2);
  });

  it('issue 25 sign-up: the mail carries the search in the site words and the link, nothing else typed; no captcha, no sign-up', async () => {
    expect((await api.app.inject({ method: 'POST', url: '/api/alerts', payload: signup('nocaptcha@example.org') })).statusCode).toBe(400);
    expect(await countRows(api.db, 'saved_searches', "email = 'nocaptcha@example.org'")).toBe(0);
    await signUp(signup('reader@example.org', { frequency: 'daily' }));
    const [mail] = await api.db.query<{ subject: string; body: string }>("SELECT subject, body FROM outbox WHERE recipients = 'reader@example.org'");
    expect(mail.subject).toBe('Confirm your Limestone Living home alert');
    expect(mail.body).toContain('2 bedroom, August 2027 availability, $500 - $1,400 at every community');
    expect(mail.body).toContain('in one mail each morning');
    expect(mail.body).toMatch(/http:\/\/localhost:8080\/alerts\/confirm\/[A-Za-z0-9_-]{43}/);
  });

  it('issue 25 sign-up: filters the search URL would not accept, an unknown community or version are a clear 400, nothing stored', async () => {
    const bad = [
      [{ ...SEARCH, filters: { ...SEARCH.filters, availability: '2027-13' } }, "Availability must be 'now', 'any' or a month (YYYY-MM)"],
      [{ ...SEARCH, filters: { ...SEARCH.filters, rent: { min: 900, max: 901 } } }, 'The highest rent must be at least 2 above the lowest'],
      [{ ...SEARCH, version: 2 }, 'Unknown saved search version: this site writes version 1'],
    ] as const;
    for (const [search, message] of bad) {
      const answer = await signUp(signup('picky@example.org', { search: search as never }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
    const unknownCommunity = await signUp(signup('picky@example.org', { search: { ...SEARCH, propertyId: 99_999 } }));
    expect(unknownCommunity.statusCode).toBe(400);
    expect(unknownCommunity.json<{ message: string }>().message).toBe('Community 99999 does not exist');
    expect(await countRows(api.db, 'saved_searches', "email = 'picky@example.org'")).toBe(0);
  });

  it('issue 25 confirm: a GET of the mailed link changes nothing; the POST confirms once; a replay, a forged or a cut key is a clear message', async () => {
    const address = 'careful@example.org';
    await signUp(signup(address));
    const key = await mailedConfirmKey(address);

    // What a mail scanner does: open the link (the page) and the API's address with GET and HEAD.
    for (const url of [`/alerts/confirm/${key}`, `/api/alerts/confirm/${key}`]) {
      for (const method of ['GET', 'HEAD'] as const) expect((await api.app.inject({ method, url })).statusCode).not.toBe(200);
    }
    expect(await confirmedCount(address)).toBe(0);

    const confirmed = await confirm(key);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.json<AlertConfirmed>()).toEqual({ message: ALERT_MESSAGES.confirmed, managePath: expect.stringMatching(/^\/alerts\/manage\/[A-Za-z0-9_-]{43}$/) });
    expect(await confirmedCount(address)).toBe(1);

    const replayed = await confirm(key);
    expect([replayed.statusCode, replayed.json<{ message: string }>().message]).toEqual([404, ALERT_MESSAGES.confirmUnknown]);
    const forged = await confirm(newKey(32));
    expect([forged.statusCode, forged.json<{ message: string }>().message]).toEqual([404, ALERT_MESSAGES.confirmUnknown]);
    const cut = await confirm(key.slice(0, 20));
    expect([cut.statusCode, cut.json<{ message: string }>().message]).toEqual([400, expect.stringContaining('This confirmation link is not valid')]);
  });

  it('issue 25 confirm: two confirms with one key at once confirm once; a link past 7 days confirms nothing and says so', async () => {
    await signUp(signup('twice@example.org'));
    const answers = await Promise.all([0, 1, 2].map(async () => confirm(await mailedConfirmKey('twice@example.org'))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404]);
    expect(await countRows(api.db, 'alert_manage_keys', "mailbox = 'twice@example.org'")).toBe(1);

    await signUp(signup('late@example.org'));
    const key = await mailedConfirmKey('late@example.org');
    clock = new Date(clock.getTime() + 7 * 24 * 60 * MINUTE + MINUTE);
    const late = await confirm(key);
    expect([late.statusCode, late.json<{ message: string }>().message]).toEqual([410, ALERT_MESSAGES.confirmExpired]);
    expect(await confirmedCount('late@example.org')).toBe(0);
  });
});

describe('issue 25 alerts: the manage page', () => {
  const manage = (key: string, method: 'GET' | 'PATCH' | 'DELETE' = 'GET', id?: number, payload?: object) =>
    api.app.inject({ method, url: `/api/alerts/manage/${key}${id === undefined ? '' : `/searches/${id}`}`, payload });

  it('issue 25 manage: lists the address alerts; changes the frequency, pauses, resumes and deletes one; never another address alert', async () => {
    const { manageKey } = await signedUpAndConfirmed('owner@example.org');
    clock = new Date(clock.getTime() + 20 * MINUTE);
    await signUp(signup('Owner+rooms@example.org', { search: savedSearch({ ...SEARCH.filters, bedroom: 1 }, 1) }));
    await signedUpAndConfirmed('someone.else@example.org');

    const listed = await manage(manageKey);
    expect(listed.headers['cache-control']).toBe('no-store');
    const { email, alerts } = listed.json<ManagedAlerts>();
    expect(email).toBe('Owner+rooms@example.org');
    expect(alerts.map((alert) => [alert.search.filters.bedroom, alert.confirmed, alert.frequency, alert.paused, alert.communityName])).toEqual([
      [1, false, 'instant', false, expect.any(String)],
      [2, true, 'instant', false, null],
    ]);
    const id = alerts[1].id;

    expect((await manage(manageKey, 'PATCH', id, { frequency: 'daily' })).json()).toMatchObject({ id, frequency: 'daily', paused: false });
    expect((await manage(manageKey, 'PATCH', id, { paused: true })).json()).toMatchObject({ id, frequency: 'daily', paused: true });
    expect((await manage(manageKey, 'PATCH', id, { paused: false })).json()).toMatchObject({ paused: false });
    const nothing = await manage(manageKey, 'PATCH', id, {});
    expect([nothing.statusCode, nothing.json<{ message: string }>().message]).toEqual([400, expect.stringContaining('Say what to change')]);

    const othersId = (await api.db.query<{ id: number }>("SELECT id FROM saved_searches WHERE email = 'someone.else@example.org'"))[0].id;
    for (const [method, body] of [['PATCH', { paused: true }], ['DELETE', undefined]] as const) {
      const refused = await manage(manageKey, method, othersId, body);
      expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([404, ALERT_MESSAGES.alertUnknown]);
    }
    expect(await countRows(api.db, 'saved_searches', "email = 'someone.else@example.org' AND NOT paused")).toBe(1);

    expect((await manage(manageKey, 'DELETE', id)).statusCode).toBe(204);
    expect((await manage(manageKey)).json<ManagedAlerts>().alerts.map((alert) => alert.search.filters.bedroom)).toEqual([1]);
    const again = await manage(manageKey, 'DELETE', id);
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([404, ALERT_MESSAGES.alertUnknown]);
  });

  it('issue 25 manage: a forged or expired manage key opens nothing, with a clear message', async () => {
    const forged = await manage(newKey(32));
    expect([forged.statusCode, forged.json<{ message: string }>().message]).toEqual([404, ALERT_MESSAGES.manageUnknown]);
    const { manageKey } = await signedUpAndConfirmed('expiring@example.org');
    clock = new Date(clock.getTime() + 61 * 24 * 60 * MINUTE);
    const expired = await manage(manageKey);
    expect([expired.statusCode, expired.json<{ message: string }>().message]).toEqual([404, ALERT_MESSAGES.manageUnknown]);
  });
});

describe('issue 25 alerts: stop every alert of the address at once', () => {
  const stopAll = (key: string, method: 'POST' | 'GET' | 'HEAD' = 'POST') => api.app.inject({ method, url: `/api/alerts/manage/${key}/stop-all` });
  const alertsTo = (mailbox: string) => countRows(api.db, 'saved_searches', 'mailbox = $1', [mailbox]);

  /** owner's mailbox with three alerts (one of them a `+tag` spelling, still unconfirmed), and three neighbours with one each. */
  async function ownerAndNeighbours(owner: string): Promise<{ manageKey: string; neighbours: string[] }> {
    const { manageKey } = await signedUpAndConfirmed(`${owner}@example.org`);
    clock = new Date(clock.getTime() + 20 * MINUTE);
    await signedUpAndConfirmed(`${owner}@example.org`, { frequency: 'daily' });
    clock = new Date(clock.getTime() + 20 * MINUTE);
    await signUp(signup(`${owner[0].toUpperCase()}${owner.slice(1)}+rooms@Example.org`));
    const neighbours = [`${owner}@example.net`, `${owner}.flatmate@example.org`, `x${owner}@example.org`];
    for (const neighbour of neighbours) await signedUpAndConfirmed(neighbour);
    expect(await alertsTo(`${owner}@example.org`)).toBe(3);
    return { manageKey, neighbours };
  }

  it('issue 25 stop all: the POST stops every alert of the mailbox the key was mailed to (a +tag or upper-case spelling too), none of a neighbour; a GET or HEAD stops nothing', async () => {
    const { manageKey, neighbours } = await ownerAndNeighbours('mover');
    for (const method of ['GET', 'HEAD'] as const) expect((await stopAll(manageKey, method)).statusCode).toBe(404);
    expect(await alertsTo('mover@example.org')).toBe(3);

    const stopped = await stopAll(manageKey);
    expect([stopped.statusCode, stopped.json<{ message: string }>().message]).toEqual([200, ALERT_MESSAGES.allStopped]);
    expect(stopped.headers['cache-control']).toBe('no-store');
    expect(await alertsTo('mover@example.org')).toBe(0);
    for (const neighbour of neighbours) expect(await alertsTo(neighbour)).toBe(1);
    // The page the key opens is still there, empty.
    expect((await api.app.inject({ method: 'GET', url: `/api/alerts/manage/${manageKey}` })).json<ManagedAlerts>().alerts).toEqual([]);
  });

  it('issue 25 stop all: pressed again, or five times at once, it answers the same and stops nothing more', async () => {
    const { manageKey, neighbours } = await ownerAndNeighbours('eager');
    const answers = await Promise.all(Array.from({ length: 5 }, () => stopAll(manageKey)));
    expect(answers.map((answer) => [answer.statusCode, answer.json<{ message: string }>().message])).toEqual(Array(5).fill([200, ALERT_MESSAGES.allStopped]));
    const again = await stopAll(manageKey);
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([200, ALERT_MESSAGES.allStopped]);
    expect(await alertsTo('eager@example.org')).toBe(0);
    for (const neighbour of neighbours) expect(await alertsTo(neighbour)).toBe(1);
  });

  it('issue 25 stop all: a forged, cut or expired key is a clear 4xx and stops nothing', async () => {
    const { manageKey } = await ownerAndNeighbours('careful.stopper');
    const forged = await stopAll(newKey(32));
    expect([forged.statusCode, forged.json<{ message: string }>().message]).toEqual([404, ALERT_MESSAGES.manageUnknown]);
    const cut = await stopAll(manageKey.slice(1));
    expect([cut.statusCode, cut.json<{ message: string }>().message]).toEqual([400, expect.stringContaining('This manage link is not valid')]);
    clock = new Date(clock.getTime() + 61 * DAY);
    const expired = await stopAll(manageKey);
    expect([expired.statusCode, expired.json<{ message: string }>().message]).toEqual([404, ALERT_MESSAGES.manageUnknown]);
    expect(await alertsTo('careful.stopper@example.org')).toBe(3);
  });
});

describe('issue 25 alerts: one-click unsubscribe (RFC 8058)', () => {
  /** A confirmed alert and an unsubscribe key of it, as an alert mail of the later round will carry. */
  async function alertWithUnsubscribeKey(address: string): Promise<{ id: number; key: string }> {
    await signedUpAndConfirmed(address);
    const [{ id }] = await api.db.query<{ id: number }>('SELECT id FROM saved_searches WHERE email = $1', [address]);
    const key = newKey(32);
    await insertUnsubscribeKey(api.db, { keyHash: await alertKeyHasher(api.db)(key), searchId: id, createdAt: clock });
    return { id, key };
  }
  const alertsOf = (address: string) => countRows(api.db, 'saved_searches', 'email = $1', [address]);

  it('issue 25 unsubscribe: a GET of the link shows the page and stops nothing; the one-click POST with no cookie stops the alert at once', async () => {
    const { key } = await alertWithUnsubscribeKey('leaving@example.org');
    const opened = await api.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe/${key}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/alerts/unsubscribe/${key}`);
    await api.app.inject({ method: 'HEAD', url: `/api/alerts/unsubscribe/${key}` });
    expect(await alertsOf('leaving@example.org')).toBe(1);

    const oneClick = await api.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe/${key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect([oneClick.statusCode, oneClick.json<{ message: string }>().message]).toEqual([200, ALERT_MESSAGES.unsubscribed]);
    expect(await alertsOf('leaving@example.org')).toBe(0);

    const replayed = await api.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe/${key}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect([replayed.statusCode, replayed.json<{ message: string }>().message]).toEqual([404, ALERT_MESSAGES.unsubscribeUnknown]);
  });

  it('issue 25 unsubscribe: the page button posts JSON and works too; a forged or cut key stops nothing and says so', async () => {
    const { key } = await alertWithUnsubscribeKey('button@example.org');
    const forged = await api.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe/${newKey(32)}`, payload: {} });
    expect([forged.statusCode, forged.json<{ message: string }>().message]).toEqual([404, ALERT_MESSAGES.unsubscribeUnknown]);
    const cut = await api.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe/${key.slice(1)}`, payload: {} });
    expect(cut.statusCode).toBe(400);
    expect(await alertsOf('button@example.org')).toBe(1);
    expect((await api.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe/${key}`, payload: {} })).statusCode).toBe(200);
    expect(await alertsOf('button@example.org')).toBe(0);
  });

  /** Another unsubscribe key of alert `id`, minted by a mail sent at `sentAt`. */
  async function laterKey(id: number, sentAt: Date): Promise<string> {
    const key = newKey(32);
    await insertUnsubscribeKey(api.db, { keyHash: await alertKeyHasher(api.db)(key), searchId: id, createdAt: sentAt });
    return key;
  }
  const oneClick = (key: string) =>
    api.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe/${key}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

  it('issue 25 unsubscribe window: a link from a mail 90 days old less a minute still stops its alert', async () => {
    const { id, key } = await alertWithUnsubscribeKey('inside@example.org');
    await laterKey(id, new Date(clock.getTime() + DAY));
    clock = new Date(clock.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY - MINUTE);
    const answer = await oneClick(key);
    expect([answer.statusCode, answer.json<{ message: string }>().message]).toEqual([200, ALERT_MESSAGES.unsubscribed]);
    expect(await alertsOf('inside@example.org')).toBe(0);
  });

  it('issue 25 unsubscribe window: a link from a mail 90 days old and a minute stops nothing and says it expired, when a newer mail has a link', async () => {
    const { id, key } = await alertWithUnsubscribeKey('outside@example.org');
    const newer = await laterKey(id, new Date(clock.getTime() + DAY));
    clock = new Date(clock.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY + MINUTE);
    const answer = await oneClick(key);
    expect([answer.statusCode, answer.json<{ message: string }>().message]).toEqual([410, ALERT_MESSAGES.unsubscribeExpired]);
    expect(await alertsOf('outside@example.org')).toBe(1);
    expect((await oneClick(newer)).statusCode).toBe(200);
    expect(await alertsOf('outside@example.org')).toBe(0);
  });

  it('issue 25 unsubscribe window: the link of an alert\'s latest mail works however old it is (a quiet digest sends nothing newer)', async () => {
    const { key } = await alertWithUnsubscribeKey('quiet@example.org');
    clock = new Date(clock.getTime() + 400 * DAY);
    expect((await oneClick(key)).statusCode).toBe(200);
    expect(await alertsOf('quiet@example.org')).toBe(0);
  });
});

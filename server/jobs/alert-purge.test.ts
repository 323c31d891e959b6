import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { savedSearch } from '@/features/alerts/savedSearch';
import { UNSUBSCRIBE_LINK_DAYS } from '@/features/alerts/unsubscribeWindow';
import { insertManageKey, insertSavedSearch, insertUnsubscribeKey } from '../db/queries/saved-searches';
import { startTestApi, type TestApi } from '../test/api';
import { purgeAlertRecords } from './alert-purge';

const now = new Date('2026-11-28T15:00:00Z');
const DAY = 24 * 60 * 60_000;
const at = (msBefore: number) => new Date(now.getTime() - msBefore);
let api: TestApi;
beforeEach(async () => {
  api = await startTestApi({ content: 'empty' });
});
afterEach(() => api.close());

const SEARCH = savedSearch({ bedroom: null, availability: 'any', style: null, rent: { min: 0, max: 4000 }, floorplanIds: [] }, null);
let made = 0;
/** A sign-up made at `signedUp`, confirmed at `confirmed` when given; named by its address. */
async function signUp(name: string, signedUp: Date, confirmed?: Date): Promise<number> {
  made += 1;
  const id = await insertSavedSearch(api.db, { email: name, mailbox: name, search: SEARCH, frequency: 'daily', createdAt: signedUp, confirmKeyHash: `key ${made}`, confirmExpiresAt: new Date(signedUp.getTime() + 7 * DAY) });
  if (confirmed) await api.db.query('UPDATE saved_searches SET confirmed_at = $2, confirm_key_hash = NULL, confirm_expires_at = NULL WHERE id = $1', [id, confirmed]);
  return id;
}
const left = async (sql: string) => (await api.db.query<{ name: string }>(sql)).map((row) => row.name);

describe('issue 25 purge of alert sign-ups never confirmed', () => {
  it('issue 25 purge: sign-ups unconfirmed for 30 days go; younger ones and confirmed alerts of any age stay; expired manage keys go', async () => {
    await signUp('unconfirmed 31 days', at(31 * DAY));
    await signUp('unconfirmed 30 days and a minute', at(30 * DAY + 60_000));
    await signUp('unconfirmed 29 days', at(29 * DAY));
    await signUp('confirmed a year ago', at(365 * DAY), at(364 * DAY));
    await insertManageKey(api.db, { keyHash: 'expired', mailbox: 'a', createdAt: at(61 * DAY), expiresAt: at(DAY) });
    await insertManageKey(api.db, { keyHash: 'live', mailbox: 'a', createdAt: at(DAY), expiresAt: at(-59 * DAY) });

    expect(await purgeAlertRecords(api.db, now)).toEqual({ unconfirmedAlerts: 2, alertManageKeys: 1, alertUnsubscribeKeys: 0 });
    expect(await left('SELECT email AS name FROM saved_searches ORDER BY 1')).toEqual(['confirmed a year ago', 'unconfirmed 29 days']);
    expect(await left('SELECT key_hash AS name FROM alert_manage_keys')).toEqual(['live']);
    expect(await purgeAlertRecords(api.db, now)).toEqual({ unconfirmedAlerts: 0, alertManageKeys: 0, alertUnsubscribeKeys: 0 });
  });

  it('issue 25 purge: three processes purging at once delete each old sign-up once between them', async () => {
    await api.db.query(
      `INSERT INTO saved_searches (email, mailbox, filters, frequency, created_at, confirm_key_hash, confirm_expires_at)
       SELECT 'old' || n, 'old' || n, $1, 'instant', $2, 'old key ' || n, $3 FROM generate_series(1, 1200) AS n`,
      [JSON.stringify(SEARCH), at(40 * DAY), at(33 * DAY)],
    );
    const reports = await Promise.all([1, 2, 3].map(() => purgeAlertRecords(api.db, now)));
    expect(reports.reduce((sum, report) => sum + report.unconfirmedAlerts, 0)).toBe(1200);
    expect(await left('SELECT email AS name FROM saved_searches')).toEqual([]);
  });

  it('issue 25 purge: unsubscribe keys of mails older than 90 days go, a key just inside stays, and each alert keeps its newest key however old', async () => {
    const daily = await signUp('daily digest', at(400 * DAY), at(400 * DAY));
    const quiet = await signUp('quiet alert', at(400 * DAY), at(400 * DAY));
    const key = (keyHash: string, searchId: number, sentAt: Date) => insertUnsubscribeKey(api.db, { keyHash, searchId, createdAt: sentAt });
    const window = UNSUBSCRIBE_LINK_DAYS * DAY;
    await key('a year old', daily, at(365 * DAY));
    await key('just outside', daily, at(window + 60_000));
    await key('just inside', daily, at(window - 60_000));
    await key('yesterday', daily, at(DAY));
    await key('quiet, older', quiet, at(300 * DAY));
    await key('quiet, newest', quiet, at(200 * DAY));

    expect(await purgeAlertRecords(api.db, now)).toMatchObject({ alertUnsubscribeKeys: 3 });
    expect(await left('SELECT key_hash AS name FROM alert_unsubscribe_keys ORDER BY created_at')).toEqual(['quiet, newest', 'just inside', 'yesterday']);
    expect(await purgeAlertRecords(api.db, now)).toMatchObject({ alertUnsubscribeKeys: 0 });
  });

  it('issue 25 purge: the delete of old unsubscribe keys finds them by an index, not by reading every key', async () => {
    // On a few rows the planner would read the table whatever its indexes; with that ruled out, it shows which it can use.
    const plan = await api.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT key_hash FROM alert_unsubscribe_keys WHERE created_at < now() AND EXISTS
           (SELECT 1 FROM alert_unsubscribe_keys newer WHERE newer.search_id = alert_unsubscribe_keys.search_id AND newer.created_at > alert_unsubscribe_keys.created_at)`,
      );
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('alert_unsubscribe_keys_age');
    expect(text).toContain('alert_unsubscribe_keys_search');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { savedSearch } from '@/features/alerts/savedSearch';
import type { SearchFilters } from '@/features/floorplans/filterSchema';
import type { EditableUnit } from '@/features/staff/catalogEdits';
import { insertSavedSearch } from '../db/queries/saved-searches';
import { startTestApi, type TestApi } from '../test/api';
import { seedCommunityWithUnits, storedUnit } from '../test/catalog';
import { signedInStaff } from '../test/staff';
import { alertMatcher } from './matcher';

const DAY = 24 * 60 * 60_000;
// 10:00 at the office on 28 November 2026.
// Daily searches at 5:00 in the company's time zone: no digest is due, so the alert mails (which the matcher nudges when
// it leaves matches waiting) send nothing, and the rows show the matcher's work alone.
let clock = new Date('2026-11-28T10:00:00Z');
const COMMUNITY = 900;
const FLOORPLAN = 9_000;
const FIRST_UNIT = 1_000_000;
let api: TestApi;
let unitId: number;

beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
  await seedCommunityWithUnits(api.db, { communityId: COMMUNITY, floorplanId: FLOORPLAN, firstUnitId: FIRST_UNIT, units: 3 });
  // Every unit of the community above the searches' range, so a rent cut brings one in.
  await api.db.query('UPDATE units SET rent = 1500 WHERE floorplan_id = $1', [FLOORPLAN]);
  unitId = FIRST_UNIT;
  // The first run records what the catalog is: nothing is reported for what was already there.
  await settled();
  expect(await api.db.query('SELECT 1 FROM alert_matches')).toEqual([]);
});
afterAll(() => api.close());

/**
 * The app's matcher after a write: the write's catalog notice nudged it already (on PostgreSQL the notice may still be
 * on its way); this waits for that run and one more, so the change's matches are in when it resolves.
 */
const settled = () => api.app.matchAlerts();

let searches = 0;
const RANGE: Partial<SearchFilters> = { rent: { min: 1000, max: 1400 } };
/** A saved search of the community; confirmed (and paused) when told. */
async function saveSearch({ confirmed = true, paused = false, filters = RANGE }: { confirmed?: boolean; paused?: boolean; filters?: Partial<SearchFilters> } = {}): Promise<number> {
  searches += 1;
  const search = savedSearch({ bedroom: null, availability: 'any', style: null, rent: { min: 0, max: 4000 }, floorplanIds: [], ...filters }, COMMUNITY);
  const address = `renter${searches}@example.test`;
  const id = await insertSavedSearch(api.db, { email: address, mailbox: address, search, frequency: 'daily', createdAt: clock, confirmKeyHash: `key ${searches}`, confirmExpiresAt: new Date(clock.getTime() + 7 * DAY) });
  if (confirmed) await api.db.query('UPDATE saved_searches SET confirmed_at = $2, confirm_key_hash = NULL, confirm_expires_at = NULL, paused = $3 WHERE id = $1', [id, clock, paused]);
  return id;
}

const matchesOf = (searchId: number) =>
  api.db.query<{ unitId: number; reason: string; mailed: boolean }>(
    'SELECT unit_id AS "unitId", reason, mailed_at IS NOT NULL AS mailed FROM alert_matches WHERE search_id = $1 ORDER BY unit_id, reason',
    [searchId],
  );

/** The office changes the unit in the workspace (the staff PATCH, at the unit's version). */
async function changeUnit(change: Partial<EditableUnit>, id = unitId): Promise<EditableUnit> {
  const { headers } = await signedInStaff(api, 'leasing');
  const { version } = await storedUnit(api.db, id);
  const answer = await api.app.inject({ method: 'PATCH', url: `/api/staff/catalog/units/${id}`, headers, payload: { version, ...change } });
  expect(answer.statusCode).toBe(200);
  return answer.json<EditableUnit>();
}
const changeRent = (rent: number, id = unitId) => changeUnit({ rent }, id);

describe('issue 25 matching: the matcher on the catalog the office edits', () => {
  let search: number;
  let unconfirmed: number;
  let paused: number;
  beforeEach(async () => {
    await api.db.query('UPDATE units SET rent = 1500 WHERE id = $1', [unitId]);
    await settled();
    await api.db.query('DELETE FROM saved_searches');
    search = await saveSearch();
    unconfirmed = await saveSearch({ confirmed: false });
    paused = await saveSearch({ paused: true });
  });

  it('issue 25 matching: a rent cut into range in the workspace gives the confirmed search one price match within moments; unconfirmed and paused searches none', async () => {
    await changeRent(1300);
    // No run called here: the PATCH's catalog notice nudged the app's matcher.
    await expect.poll(() => matchesOf(search), { timeout: 2_000, interval: 20 }).toEqual([{ unitId, reason: 'price', mailed: false }]);
    await settled();
    expect(await matchesOf(search)).toEqual([{ unitId, reason: 'price', mailed: false }]);
    expect(await matchesOf(unconfirmed)).toEqual([]);
    expect(await matchesOf(paused)).toEqual([]);
  });

  it('issue 25 matching: a stored search of a version this site does not know is passed over; the other searches are still told', async () => {
    const unreadable = [
      { version: 2, propertyId: COMMUNITY, search: { rent: 'cheap' } },
      { version: 0, propertyId: COMMUNITY, filters: RANGE },
    ];
    const passedOver = await Promise.all(unreadable.map(() => saveSearch()));
    for (const [index, id] of passedOver.entries()) {
      await api.db.query('UPDATE saved_searches SET filters = $2 WHERE id = $1', [id, JSON.stringify(unreadable[index])]);
    }
    await changeRent(1300);
    await settled();
    expect(await matchesOf(search)).toEqual([{ unitId, reason: 'price', mailed: false }]);
    for (const id of passedOver) expect(await matchesOf(id)).toEqual([]);
  });

  it('issue 25 matching: the same change again, or a further cut, reports nothing more', async () => {
    await changeRent(1300);
    await settled();
    await changeRent(1300);
    await settled();
    await changeRent(1250);
    await settled();
    expect(await matchesOf(search)).toEqual([{ unitId, reason: 'price', mailed: false }]);
  });

  it('issue 25 matching: a rent raised into range never alerts', async () => {
    await api.db.query('UPDATE units SET rent = 900 WHERE id = $1', [unitId]);
    await settled();
    await changeRent(1100);
    await settled();
    expect(await matchesOf(search)).toEqual([]);
  });

  it('issue 25 matching: a first run (nothing recorded yet) reports nothing of the catalog; a unit added after it is listed', async () => {
    const everything = await saveSearch({ filters: {} });
    await api.db.query('DELETE FROM alert_unit_snapshots');
    // This run, or the app's own if a late catalog notice nudged it meanwhile: either is a first run.
    expect((await alertMatcher(api.db).run(clock)).matched).toBe(0);
    await settled();
    const [{ recorded, units }] = await api.db.query<{ recorded: number; units: number }>(
      'SELECT (SELECT count(*) FROM alert_unit_snapshots) AS recorded, (SELECT count(*) FROM units) AS units',
    );
    expect(recorded).toBe(units);
    expect(await matchesOf(everything)).toEqual([]);
    const added = FIRST_UNIT + 3;
    try {
      await api.db.query(
        `INSERT INTO units (id, floorplan_id, active, rent, deposit, square_foot, move_in_date, availability_extension_months, address, zipcode)
         VALUES ($1, $2, true, 1200, 400, 600, '2026-12-15', 0, '1 Test St Apt 9', '47401')`,
        [added, FLOORPLAN],
      );
      await settled();
      expect(await matchesOf(everything)).toEqual([{ unitId: added, reason: 'listed', mailed: false }]);
      expect(await matchesOf(search)).toEqual([{ unitId: added, reason: 'listed', mailed: false }]);
    } finally {
      await api.db.query('DELETE FROM units WHERE id = $1', [added]);
    }
  });

  it('issue 25 matching: a search paused, or saved, after the matcher last read the searches is seen as it is now', async () => {
    await changeRent(1300);
    await settled();
    await api.db.query('UPDATE saved_searches SET paused = true WHERE id = $1', [search]);
    const later = await saveSearch();
    const other = FIRST_UNIT + 1;
    try {
      await changeRent(1300, other);
      await settled();
      expect(await matchesOf(search)).toEqual([{ unitId, reason: 'price', mailed: false }]);
      expect(await matchesOf(later)).toEqual([{ unitId: other, reason: 'price', mailed: false }]);
    } finally {
      await changeRent(1500, other);
      await settled();
    }
  });

  /**
   * The unit matches the search on its rent cut and the sender mails it; then `flip` is made `days` after that
   * match, each of its changes followed by the matcher's run. The clock and the rent are put back after `check`.
   */
  async function afterAMailedMatch(check: (flip: (days: number, changes: Partial<EditableUnit>[]) => Promise<void>) => Promise<void>) {
    await changeRent(1300);
    await settled();
    await api.db.query('UPDATE alert_matches SET mailed_at = $2 WHERE search_id = $1', [search, clock]);
    const started = clock;
    try {
      await check(async (days, changes) => {
        clock = new Date(started.getTime() + days * DAY);
        for (const change of changes) {
          await changeUnit(change);
          await settled();
        }
      });
    } finally {
      clock = started;
      await settled();
    }
  }

  it('issue 25 matching: a unit flipped out of range and back within 14 days stays one mailed row; after 14 days it waits again', () =>
    afterAMailedMatch(async (flip) => {
      const outOfRangeAndBack = [{ rent: 1500 }, { rent: 1300 }];
      await flip(13, outOfRangeAndBack);
      expect(await matchesOf(search)).toEqual([{ unitId, reason: 'price', mailed: true }]);
      await flip(15, outOfRangeAndBack);
      expect(await matchesOf(search)).toEqual([{ unitId, reason: 'price', mailed: false }]);
    }));

  it('issue 25 matching: a unit that matched on its rent, then was taken off the site and put back within 14 days, does not re-alert as listed; after 14 days it does', () =>
    afterAMailedMatch(async (flip) => {
      const offAndBackOn = [{ active: false }, { active: true }];
      await flip(13, offAndBackOn);
      expect(await matchesOf(search)).toEqual([{ unitId, reason: 'price', mailed: true }]);
      await flip(15, offAndBackOn);
      expect(await matchesOf(search)).toEqual([
        { unitId, reason: 'listed', mailed: false },
        { unitId, reason: 'price', mailed: true },
      ]);
    }));

  it('issue 25 matching: ten runs at once after one change move each unit once and record each match once', async () => {
    // A special starting tomorrow on the plan: nothing shows today; tomorrow it does, with no write at all.
    const inputs = async () => (await api.db.query<{ inputs: string }>('SELECT inputs FROM alert_unit_snapshots WHERE unit_id = $1', [FIRST_UNIT]))[0].inputs;
    const unchanged = await inputs();
    await api.db.query(
      "UPDATE floorplans SET special_rent = 1200, special_rent_start_date = '2026-11-29', special_rent_end_date = '2026-12-31' WHERE id = $1",
      [FLOORPLAN],
    );
    // The write's notice reached the app's matcher (on PostgreSQL it travels a moment): none is left to nudge it later.
    await expect.poll(inputs, { timeout: 2_000, interval: 20 }).not.toBe(unchanged);
    await settled();
    expect(await matchesOf(search)).toEqual([]);
    const snapshots = () => api.db.query<{ unitId: number; facts: string }>('SELECT unit_id AS "unitId", facts FROM alert_unit_snapshots ORDER BY unit_id');
    const before = new Map((await snapshots()).map((row) => [row.unitId, row.facts]));
    const started = clock;
    try {
      // The app's own matcher makes no run meanwhile: no write, no notice.
      clock = new Date(started.getTime() + DAY);
      // Ten processes' matchers (each with its own searches read), running at once.
      const reports = await Promise.all(Array.from({ length: 10 }, () => alertMatcher(api.db).run(clock)));
      const moved = (await snapshots()).filter((row) => before.get(row.unitId) !== row.facts).length;
      const sum = (key: 'changed' | 'matched') => reports.reduce((total, report) => total + report[key], 0);
      // The community's three units came into range with the special, each for both reasons.
      const expected = [FIRST_UNIT, FIRST_UNIT + 1, FIRST_UNIT + 2].flatMap((id) => [{ unitId: id, reason: 'price', mailed: false }, { unitId: id, reason: 'special', mailed: false }]);
      expect(await matchesOf(search)).toEqual(expected);
      expect(moved).toBeGreaterThanOrEqual(3);
      expect(sum('changed')).toBe(moved);
      expect(sum('matched')).toBe(expected.length);
    } finally {
      clock = started;
      await api.db.query('UPDATE floorplans SET special_rent = NULL, special_rent_start_date = NULL, special_rent_end_date = NULL WHERE id = $1', [FLOORPLAN]);
      await settled();
    }
  });
});

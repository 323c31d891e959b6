import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogCommunity, CatalogConflict, EditableUnit } from '@/features/staff/catalogEdits';
import { INJECT_ORIGIN, startTestApi, type TestApi } from '../test/api';
import { auditEntriesOf, offeredByCommunity, publicUnit, storedUnit, unitIdsOf } from '../test/catalog';
import { countRows } from '../test/database';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';
import { UNIT_CONFLICT_MESSAGE } from './staff-catalog-units';

// 10:00 at the office on 28 November 2026: the bulk actions' "today".
const clock = new Date('2026-11-28T15:00:00Z');
let api: TestApi;
let leasing: SignedInTestStaff;
let admin: SignedInTestStaff;
beforeAll(async () => {
  // A catalog cache that would keep answers for a minute: a change must show at once because the notice clears it.
  api = await startTestApi({ now: () => clock, catalogCacheMs: 60_000 });
  leasing = await signedInStaff(api, 'leasing', 'Lee Leasing');
  admin = await signedInStaff(api, 'admin', 'Ada Admin');
});
afterAll(() => api.close());

const CATALOG = '/api/staff/catalog';
const get = (url: string, member = leasing) => api.app.inject({ url, headers: member.headers });
const patch = (id: number, body: object, member = leasing) => api.app.inject({ method: 'PATCH', url: `${CATALOG}/units/${id}`, headers: member.headers, payload: body });
const bulk = (body: object, member = leasing) => api.app.inject({ method: 'POST', url: `${CATALOG}/units/bulk`, headers: member.headers, payload: body });
const selection = (units: EditableUnit[]) => units.map(({ id, version }) => ({ id, version }));
/** The first `count` units of community `communityId` as the editor opens them: each test edits units of its own. */
const openUnits = async (communityId: number, count: number) => Promise.all((await unitIdsOf(api.db, communityId, count)).map((id) => storedUnit(api.db, id)));

describe('issue 23 units: who may', () => {
  it('issue 23 units: every route answers 401 without a session', async () => {
    const routes: [string, string][] = [
      ['GET', `${CATALOG}/communities`],
      ['GET', `${CATALOG}/communities/1/units`],
      ['PATCH', `${CATALOG}/units/1`],
      ['POST', `${CATALOG}/units/bulk`],
      ['GET', `${CATALOG}/units.csv`],
      ['POST', `${CATALOG}/units/import?mode=apply`],
      ['POST', '/api/staff/audit/1/revert'],
    ];
    for (const [method, url] of routes) {
      const answer = await api.app.inject({ method: method as 'GET', url, headers: { origin: INJECT_ORIGIN } });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      expect(answer.json(), `${method} ${url}`).toEqual({ message: 'Please sign in' });
    }
  });

  it('issue 23 units: a write without the session\'s XSRF token, or from another site, is 403 and changes nothing', async () => {
    const [unit] = await openUnits(3, 1);
    const { ['x-xsrf-token']: _token, ...withoutToken } = leasing.headers;
    const forged = { ...leasing.headers, origin: 'https://evil.example' };
    const other = await signedInStaff(api, 'leasing');
    const swapped = { ...leasing.headers, 'x-xsrf-token': other.session.csrfToken };
    const csv = { 'content-type': 'text/csv' };
    for (const headers of [withoutToken, forged, swapped]) {
      const answers = [
        await api.app.inject({ method: 'PATCH', url: `${CATALOG}/units/${unit.id}`, headers, payload: { version: unit.version, rent: 1234 } }),
        await api.app.inject({ method: 'POST', url: `${CATALOG}/units/bulk`, headers, payload: { units: selection([unit]), action: { kind: 'active', active: false } } }),
        await api.app.inject({ method: 'POST', url: `${CATALOG}/units/import?mode=apply`, headers: { ...headers, ...csv }, payload: `Unit id,Version,Rent\r\n${unit.id},${unit.version},1234\r\n` }),
        await api.app.inject({ method: 'POST', url: '/api/staff/audit/1/revert', headers }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403]);
    }
    expect(await storedUnit(api.db, unit.id)).toEqual(unit);
  });

  it('issue 23 units: admins and leasing agents both edit, and every answer is no-store', async () => {
    for (const member of [leasing, admin]) {
      const answer = await get(`${CATALOG}/communities`, member);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('issue 23 units: reading the catalog', () => {
  it('issue 23 units: every community by name, with its number of units', async () => {
    const communities = (await get(`${CATALOG}/communities`)).json<CatalogCommunity[]>();
    expect(communities.map((community) => community.name)).toEqual([...communities.map((community) => community.name)].sort());
    expect(communities).toContainEqual({ id: 1, name: 'The Kirkwood', units: 21 });
    expect(communities).toContainEqual({ id: 8, name: 'Limestone Suites', units: 0 });
  });

  it("issue 23 units: a community's units by floor plan name, then unit id; 404 for an unknown community", async () => {
    const units = (await get(`${CATALOG}/communities/1/units`)).json<EditableUnit[]>();
    expect(units).toHaveLength(21);
    const order = units.map((unit) => [unit.floorplanName, unit.id] as const);
    expect(order).toEqual([...order].sort(([a, i], [b, j]) => a.localeCompare(b) || i - j));
    expect(units[0]).toEqual({
      id: expect.any(Number), floorplanId: expect.any(Number), floorplanName: expect.any(String), version: expect.any(Number), active: expect.any(Boolean),
      available: expect.any(Boolean), moveInDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), availabilityExtensionMonths: expect.any(Number),
      rent: expect.any(Number), deposit: expect.any(Number), squareFoot: expect.any(Number), allowedPet: units[0].allowedPet, petPolicy: units[0].petPolicy,
    });
    const unknown = await get(`${CATALOG}/communities/9999/units`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No community with id 9999' });
  });
});

describe("issue 23 units: a unit's change", () => {
  it('issue 23 units: a change is saved, moves the version on and is audited with only the fields that moved', async () => {
    const [before] = await openUnits(2, 1);
    const answer = await patch(before.id, { version: before.version, rent: before.rent + 25, petPolicy: 'Cats welcome', deposit: before.deposit });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ...before, version: before.version + 1, rent: before.rent + 25, petPolicy: 'Cats welcome' });
    expect(await auditEntriesOf(api.db, 'unit-change', `unit ${before.id}`)).toEqual([
      { id: expect.any(Number), actorId: leasing.member.id, before: { rent: before.rent, petPolicy: before.petPolicy }, after: { rent: before.rent + 25, petPolicy: 'Cats welcome' } },
    ]);
  });

  it('issue 23 units: a change that changes nothing keeps the version and writes no audit entry', async () => {
    const [, unit] = await openUnits(2, 2);
    const answer = await patch(unit.id, { version: unit.version, rent: unit.rent, active: unit.active });
    expect(answer.json()).toEqual(unit);
    expect(await auditEntriesOf(api.db, 'unit-change', `unit ${unit.id}`)).toEqual([]);
  });

  it('issue 23 units: a field the schema refuses is a 400 with its message; an unknown unit is a 404', async () => {
    const [, , unit] = await openUnits(2, 3);
    const refused = await patch(unit.id, { version: unit.version, rent: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The rent must be at least $1');
    expect((await patch(unit.id, { version: unit.version, moveInDate: '2026-02-30' })).json().message).toBe('That date does not exist');
    const unknown = await patch(999_999, { version: 0, rent: 900 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No unit with id 999999' });
    expect(await storedUnit(api.db, unit.id)).toEqual(unit);
  });

  it('issue 23 units: two editors save the same unit; the second gets 409 with the current values, and its change is not written', async () => {
    const [, , , opened] = await openUnits(2, 4);
    const first = await patch(opened.id, { version: opened.version, rent: 1500 }, leasing);
    expect(first.statusCode).toBe(200);
    const second = await patch(opened.id, { version: opened.version, rent: 1600, deposit: 700 }, admin);
    expect(second.statusCode).toBe(409);
    expect(second.json<CatalogConflict<EditableUnit>>()).toEqual({ message: UNIT_CONFLICT_MESSAGE, current: { ...opened, rent: 1500, version: opened.version + 1 } });
    expect(await storedUnit(api.db, opened.id)).toEqual({ ...opened, rent: 1500, version: opened.version + 1 });
    expect(await auditEntriesOf(api.db, 'unit-change', `unit ${opened.id}`)).toHaveLength(1);
  });

  it('issue 23 units: 20 changes of one unit at once, all from the same version: exactly one wins, the others get 409', async () => {
    const [opened] = await openUnits(4, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => patch(opened.id, { version: opened.version, rent: 2000 + i })));
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const stored = await storedUnit(api.db, opened.id);
    expect(stored).toEqual({ ...opened, version: opened.version + 1, rent: won[0].json<EditableUnit>().rent });
    expect(await auditEntriesOf(api.db, 'unit-change', `unit ${opened.id}`)).toHaveLength(1);
  });
});

describe('issue 23 units: bulk actions', () => {
  it("issue 23 units: 'rent-percent' moves each rent, rounded to whole dollars; the answer is the changed units as they now are", async () => {
    const units = (await openUnits(3, 5)).slice(2);
    const answer = await bulk({ units: selection(units), action: { kind: 'rent-percent', percent: 3 } });
    expect(answer.statusCode).toBe(200);
    const expected = units.map((unit) => ({ ...unit, version: unit.version + 1, rent: Math.round(unit.rent * 1.03) }));
    expect(answer.json()).toEqual(expected);
    for (const unit of units) {
      expect(await auditEntriesOf(api.db, 'unit-change', `unit ${unit.id}`)).toEqual([
        { id: expect.any(Number), actorId: leasing.member.id, before: { rent: unit.rent }, after: { rent: Math.round(unit.rent * 1.03) } },
      ]);
    }
  });

  it("issue 23 units: 'available-now' gives today unless already available from an earlier day; 'available-on' sets the date", async () => {
    const [early, late, unavailable, dated] = await unitIdsOf(api.db, 5, 4);
    await api.db.query(`UPDATE units SET available = true, move_in_date = '2026-10-01' WHERE id = $1`, [early]);
    await api.db.query(`UPDATE units SET available = true, move_in_date = '2027-02-01' WHERE id = $1`, [late]);
    await api.db.query(`UPDATE units SET available = false, move_in_date = '2026-09-01' WHERE id = $1`, [unavailable]);
    const units = await Promise.all([early, late, unavailable].map((id) => storedUnit(api.db, id)));
    const now = await bulk({ units: selection(units), action: { kind: 'available-now' } });
    expect(now.statusCode).toBe(200);
    // The early unit changes nothing, so it is not among the changed units.
    expect(now.json<EditableUnit[]>().map((unit) => [unit.id, unit.available, unit.moveInDate])).toEqual([
      [late, true, '2026-11-28'],
      [unavailable, true, '2026-11-28'],
    ]);
    expect((await storedUnit(api.db, early)).version).toBe(units[0].version);

    const on = await bulk({ units: selection([await storedUnit(api.db, dated)]), action: { kind: 'available-on', date: '2027-08-01' } });
    expect(on.json<EditableUnit[]>().map((unit) => [unit.id, unit.available, unit.moveInDate])).toEqual([[dated, true, '2027-08-01']]);
  });

  it('issue 23 units: when any unit is stale, 409 with the stale units as they now are, and nothing is written', async () => {
    const units = await openUnits(6, 3);
    await api.db.query('UPDATE units SET deposit = deposit + 1 WHERE id = $1', [units[1].id]);
    const answer = await bulk({ units: selection(units), action: { kind: 'active', active: false } });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      message: 'Someone else changed some of these units first. Here they are as they are now: check them, then make your change again.',
      current: [{ ...units[1], deposit: units[1].deposit + 1, version: units[1].version + 1 }],
    });
    expect(await storedUnit(api.db, units[0].id)).toEqual(units[0]);
    expect(await storedUnit(api.db, units[2].id)).toEqual(units[2]);
  });

  it('issue 23 units: a rent the rule refuses (below $1), an unknown unit or a unit selected twice refuse the whole action', async () => {
    const units = await openUnits(7, 3);
    await api.db.query('UPDATE units SET rent = 0 WHERE id = $1', [units[2].id]);
    const zeroRent = { ...units[2], rent: 0, version: units[2].version + 1 };
    const refused = await bulk({ units: selection([units[0], units[1], zeroRent]), action: { kind: 'rent-percent', percent: 5 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`Unit ${units[2].id}: The rent must be at least $1`);
    const unknown = await bulk({ units: [...selection(units.slice(0, 2)), { id: 999_998, version: 0 }], action: { kind: 'rent-percent', percent: 5 } });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'No unit with id 999998']);
    const twice = await bulk({ units: selection([units[0], units[0]]), action: { kind: 'rent-percent', percent: 5 } });
    expect([twice.statusCode, twice.json().message]).toEqual([400, `Unit ${units[0].id} is selected twice`]);
    expect(await storedUnit(api.db, units[0].id)).toEqual(units[0]);
    expect(await storedUnit(api.db, units[1].id)).toEqual(units[1]);
    expect(await countRows(api.db, 'audit_log', "action = 'unit-change' AND target = ANY($1)", [units.map((unit) => `unit ${unit.id}`)])).toBe(0);
  });
});

describe('issue 23 units: a change shows on the public site at once', () => {
  it('issue 23 units: a unit made unavailable, or unlisted by a bulk action, leaves the public answers; a new rent shows in the next read', async () => {
    const [unavailable, unlisted, repriced] = await openUnits(1, 3);
    await api.db.query('UPDATE units SET active = true, available = true WHERE id = ANY($1::int[])', [[unavailable.id, unlisted.id]]);
    // Read (and cache) the public answers first.
    expect(await offeredByCommunity(api, 1, unavailable.id)).toBe(true);
    expect(await offeredByCommunity(api, 1, unlisted.id)).toBe(true);
    expect((await publicUnit(api, repriced.floorplanId, repriced.id))?.rent).toBe(repriced.rent);

    expect((await patch(unavailable.id, { version: (await storedUnit(api.db, unavailable.id)).version, available: false })).statusCode).toBe(200);
    expect((await bulk({ units: selection([await storedUnit(api.db, unlisted.id)]), action: { kind: 'active', active: false } })).statusCode).toBe(200);
    expect((await patch(repriced.id, { version: repriced.version, rent: repriced.rent + 111 })).statusCode).toBe(200);

    // On PostgreSQL the notice reaches the listener a moment after the commit; on PGlite before the write answers.
    await expect.poll(() => offeredByCommunity(api, 1, unavailable.id), { timeout: 1_000 }).toBe(false);
    expect(await offeredByCommunity(api, 1, unlisted.id)).toBe(false);
    expect(await publicUnit(api, unavailable.floorplanId, unavailable.id)).toMatchObject({ active: false });
    expect(await publicUnit(api, unlisted.floorplanId, unlisted.id)).toMatchObject({ active: false });
    expect((await publicUnit(api, repriced.floorplanId, repriced.id))?.rent).toBe(repriced.rent + 111);
  });
});

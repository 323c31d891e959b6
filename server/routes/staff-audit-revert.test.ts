import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditableUnit } from '@/features/staff/catalogEdits';
import type { EditableCommunity } from '@/features/staff/communityEdits';
import type { EditablePlan } from '@/features/staff/planEdits';
import type { AuditEntry, AuditRevertConflict } from '@/features/staff/types';
import { startTestApi, type TestApi } from '../test/api';
import { auditEntriesOf, storedUnit, unitIdsOf } from '../test/catalog';
import { countRows } from '../test/database';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';

let api: TestApi;
let leasing: SignedInTestStaff;
let admin: SignedInTestStaff;
beforeAll(async () => {
  api = await startTestApi();
  leasing = await signedInStaff(api, 'leasing', 'Lou Leasing');
  admin = await signedInStaff(api, 'admin', 'Abe Admin');
});
afterAll(() => api.close());

const patch = (id: number, body: object) => api.app.inject({ method: 'PATCH', url: `/api/staff/catalog/units/${id}`, headers: leasing.headers, payload: body });
const revert = (entryId: number, member = admin) => api.app.inject({ method: 'POST', url: `/api/staff/audit/${entryId}/revert`, headers: member.headers });
/** Changes unit `id` and returns its `unit-change` entry's id. */
async function changeUnit(id: number, change: Partial<EditableUnit>): Promise<number> {
  const answer = await patch(id, { version: (await storedUnit(api.db, id)).version, ...change });
  expect(answer.statusCode).toBe(200);
  return (await auditEntriesOf(api.db, 'unit-change', `unit ${id}`)).at(-1)!.id;
}

describe('issue 23 history: undoing a change from the audit log', () => {
  it("issue 23 history: a unit's change is put back, and the revert is logged with its own before and after", async () => {
    const [id] = await unitIdsOf(api.db, 1, 1);
    const original = await storedUnit(api.db, id);
    const entryId = await changeUnit(id, { rent: original.rent + 50, available: !original.available });
    const answer = await revert(entryId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<AuditEntry>()).toMatchObject({
      action: 'catalog-revert',
      target: `unit ${id}`,
      actorId: admin.member.id,
      actorName: 'Abe Admin',
      before: { rent: original.rent + 50, available: !original.available },
      after: { rent: original.rent, available: original.available },
    });
    expect(await storedUnit(api.db, id)).toEqual({ ...original, version: original.version + 2 });
  });

  it('issue 23 history: a unit changed again since the entry is a 409 with the unit as it is now, and nothing is written', async () => {
    const [, id] = await unitIdsOf(api.db, 1, 2);
    const original = await storedUnit(api.db, id);
    const entryId = await changeUnit(id, { rent: original.rent + 10 });
    await changeUnit(id, { rent: original.rent + 20 });
    const now = await storedUnit(api.db, id);
    const answer = await revert(entryId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<AuditRevertConflict>()).toEqual({
      message: `Unit ${id} has been changed again since this entry: here it is as it is now. Undo the later change first, or edit it by hand.`,
      current: now,
    });
    expect(await storedUnit(api.db, id)).toEqual(now);
    expect(await countRows(api.db, 'audit_log', "action = 'catalog-revert' AND target = $1", [`unit ${id}`])).toBe(0);
  });

  it('issue 23 history: a change elsewhere on the unit does not stop the revert, which puts back only its own fields', async () => {
    const [, , id] = await unitIdsOf(api.db, 1, 3);
    const original = await storedUnit(api.db, id);
    const entryId = await changeUnit(id, { deposit: original.deposit + 100 });
    await changeUnit(id, { petPolicy: 'Ask about pets' });
    expect((await revert(entryId)).statusCode).toBe(200);
    expect(await storedUnit(api.db, id)).toEqual({ ...original, petPolicy: 'Ask about pets', version: original.version + 3 });
  });

  it('issue 23 history: a revert can itself be undone', async () => {
    const [, , , id] = await unitIdsOf(api.db, 1, 4);
    const original = await storedUnit(api.db, id);
    const revertId = (await revert(await changeUnit(id, { squareFoot: original.squareFoot + 1 }))).json<AuditEntry>().id;
    expect((await revert(revertId)).statusCode).toBe(200);
    expect((await storedUnit(api.db, id)).squareFoot).toBe(original.squareFoot + 1);
  });

  it('issue 23 history: an entry of another action cannot be undone (400); an unknown entry is 404; a leasing agent may not (403)', async () => {
    const [signIn] = await api.db.query<{ id: number }>(
      `INSERT INTO audit_log (at, actor_id, action, target, from_address, before, after) VALUES (now(), $1, 'lead-status', 'lead 1', '127.0.0.1', '{"status":"new"}', '{"status":"contacted"}') RETURNING id`,
      [admin.member.id],
    );
    const other = await revert(signIn.id);
    expect([other.statusCode, other.json().message]).toEqual([400, 'This entry cannot be undone']);
    const unknown = await revert(99_999_999);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'No audit entry with id 99999999']);

    const [, , , , id] = await unitIdsOf(api.db, 1, 5);
    const entryId = await changeUnit(id, { rent: (await storedUnit(api.db, id)).rent + 5 });
    const changed = await storedUnit(api.db, id);
    expect((await revert(entryId, leasing)).statusCode).toBe(403);
    expect(await storedUnit(api.db, id)).toEqual(changed);
  });
});

describe('issue 23 history: undoing a floor plan or a community change', () => {
  const plan = async (id: number) => (await api.app.inject({ url: `/api/staff/catalog/floorplans/${id}`, headers: leasing.headers })).json<EditablePlan>();
  const community = async (id: number) => (await api.app.inject({ url: `/api/staff/catalog/communities/${id}`, headers: leasing.headers })).json<EditableCommunity>();
  async function changePlan(id: number, change: object): Promise<number> {
    const answer = await api.app.inject({ method: 'PATCH', url: `/api/staff/catalog/floorplans/${id}`, headers: leasing.headers, payload: { version: (await plan(id)).version, ...change } });
    expect(answer.statusCode).toBe(200);
    return (await auditEntriesOf(api.db, 'floorplan-change', `floorplan ${id}`)).at(-1)!.id;
  }
  async function changeCommunity(id: number, change: object): Promise<number> {
    const answer = await api.app.inject({ method: 'PATCH', url: `/api/staff/catalog/communities/${id}`, headers: leasing.headers, payload: { version: (await community(id)).version, ...change } });
    expect(answer.statusCode).toBe(200);
    return (await auditEntriesOf(api.db, 'community-change', `community ${id}`)).at(-1)!.id;
  }

  it("issue 23 history: a floor plan's change is put back (special rent and its dates at once) and the revert is logged", async () => {
    const original = await plan(3);
    const entryId = await changePlan(3, { name: 'Renamed', specialRent: 999, specialRentStartDate: '2026-01-01', specialRentEndDate: '2026-02-01' });
    const answer = await revert(entryId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<AuditEntry>()).toMatchObject({
      action: 'catalog-revert',
      target: 'floorplan 3',
      before: { name: 'Renamed', specialRent: 999 },
      after: { name: original.name, specialRent: original.specialRent, specialRentStartDate: original.specialRentStartDate },
    });
    expect(await plan(3)).toEqual({ ...original, version: original.version + 2 });
  });

  it('issue 23 history: a floor plan changed again since the entry is a 409 with the plan as it is now, and nothing is written', async () => {
    const entryId = await changePlan(4, { description: 'First' });
    await changePlan(4, { description: 'Second' });
    const now = await plan(4);
    const answer = await revert(entryId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<AuditRevertConflict>()).toEqual({ message: expect.stringContaining('Floor plan 4 has been changed again since this entry'), current: now });
    expect(await plan(4)).toEqual(now);
    expect(await countRows(api.db, 'audit_log', "action = 'catalog-revert' AND target = 'floorplan 4'")).toBe(0);
  });

  it("issue 23 history: a community's change (phone, office hours, bus routes, rating) is put back, the shared office included, and the revert is logged", async () => {
    const original = await community(1);
    const garage = await community(7);
    const entryId = await changeCommunity(1, { phone: '8125550199', officeHours: 'Closed for now', busRoutes: [], rating: 2 });
    expect((await community(7)).officeHours).toBe('Closed for now');
    const answer = await revert(entryId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<AuditEntry>()).toMatchObject({
      action: 'catalog-revert',
      target: 'community 1',
      before: { phone: '8125550199', officeHours: 'Closed for now', busRoutes: [], rating: 2 },
      after: { phone: original.phone, officeHours: original.officeHours, busRoutes: original.busRoutes, rating: original.rating },
    });
    expect(await community(1)).toEqual({ ...original, version: original.version + 2 });
    expect(await community(7)).toEqual({ ...garage, version: garage.version + 2 });
  });

  it('issue 23 history: a community changed again since the entry is a 409 with it as it is now, and nothing is written; its revert can itself be undone', async () => {
    const entryId = await changeCommunity(3, { rating: 3 });
    await changeCommunity(3, { rating: 3.5 });
    const now = await community(3);
    const refused = await revert(entryId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<AuditRevertConflict>()).toEqual({ message: expect.stringContaining('Community 3 has been changed again since this entry'), current: now });
    expect(await community(3)).toEqual(now);

    const latest = (await auditEntriesOf(api.db, 'community-change', 'community 3')).at(-1)!.id;
    const undone = (await revert(latest)).json<AuditEntry>();
    expect((await community(3)).rating).toBe(3);
    expect((await revert(undone.id)).statusCode).toBe(200);
    expect((await community(3)).rating).toBe(3.5);
  });
});

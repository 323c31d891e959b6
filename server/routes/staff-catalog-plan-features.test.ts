import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyCost } from '@/features/cost/monthlyCost';
import type { Floorplan } from '@/features/floorplans/types';
import type { CatalogConflict } from '@/features/staff/catalogEdits';
import type { EditablePlan, PlanChange } from '@/features/staff/planEdits';
import type { PlanFeatureChoices } from '@/features/staff/planFeatures';
import type { AuditEntry } from '@/features/staff/types';
import { isoDate } from '../calendar/dates';
import type { TestApi } from '../test/api';
import { afterTheNotice, auditEntriesOf, startCatalogEditing } from '../test/catalog';
import type { SignedInTestStaff } from '../test/staff';

let api: TestApi;
let leasing: SignedInTestStaff;
let admin: SignedInTestStaff;
beforeAll(async () => {
  ({ api, leasing, admin } = await startCatalogEditing());
});
afterAll(() => api.close());

const planUrl = (id: number) => `/api/staff/catalog/floorplans/${id}`;
const getPlan = async (id: number) => (await api.app.inject({ url: planUrl(id), headers: leasing.headers })).json<EditablePlan>();
const patch = (id: number, body: PlanChange | object) => api.app.inject({ method: 'PATCH', url: planUrl(id), headers: leasing.headers, payload: body });
const publicPlan = async (id: number) => (await api.app.inject(`/api/data/floorplans/${id}?projection=withId`)).json<Floorplan>();
const choices = async () => (await api.app.inject({ url: '/api/staff/catalog/plan-features', headers: leasing.headers })).json<PlanFeatureChoices>();
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

/** A yearly plan the site shows, with a unit it offers and at least three amenities and three utilities. */
async function planWithLists(skip = 0): Promise<EditablePlan> {
  const [row] = await api.db.query<{ id: number }>(
    `SELECT f.id FROM floorplans f JOIN properties p ON p.id = f.property_id
     WHERE f.active AND p.active AND p.lease_type = 'YEARLY'
       AND EXISTS (SELECT 1 FROM units u WHERE u.floorplan_id = f.id AND u.active AND u.available)
       AND (SELECT count(*) FROM floorplan_amenities fa WHERE fa.floorplan_id = f.id) >= 3
       AND (SELECT count(*) FROM floorplan_utilities fu WHERE fu.floorplan_id = f.id) >= 3
     ORDER BY f.id OFFSET $1 LIMIT 1`,
    [skip],
  );
  return getPlan(row!.id);
}

describe('issue 23 floor plan amenities and utilities', () => {
  it('issue 23 plan lists: the plan carries its amenities and utilities in the order the public page lists them, and the catalog to pick from', async () => {
    const plan = await planWithLists();
    const shown = await publicPlan(plan.id);
    expect(ids(plan.amenities)).toEqual(ids(shown.amenities));
    expect(plan.utilities).toEqual(shown.utilities);
    const catalog = await choices();
    expect(catalog.amenities.length).toBeGreaterThan(plan.amenities.length);
    expect(catalog.utilities).toContainEqual(expect.objectContaining({ name: 'Electric', type: 'RESIDENT_UTILITY', averageMonthlyBill: 65 }));
    expect((await api.app.inject({ url: '/api/staff/catalog/plan-features' })).statusCode).toBe(401);
  });

  it('issue 23 plan lists: amenities added, removed and reordered and a bill changed are saved from the version, audited with before and after, and the next public read and its monthly estimate show them', async () => {
    const plan = await planWithLists();
    const today = isoDate(api.now());
    const estimateBefore = monthlyCost(await publicPlan(plan.id), today)!;
    const catalog = await choices();
    const added = catalog.amenities.find((amenity) => !ids(plan.amenities).includes(amenity.id))!;
    const [first, second, , ...rest] = plan.amenities;
    const amenities = [added, second, first, ...rest].map(({ id }) => ({ id }));
    const electric = plan.utilities.find((utility) => utility.type === 'RESIDENT_UTILITY' && utility.averageMonthlyBill !== null)!;
    const utilities = [...plan.utilities].reverse().map(({ id, averageMonthlyBill }) => ({ id, averageMonthlyBill: id === electric.id ? averageMonthlyBill! + 40 : averageMonthlyBill }));

    const saved = await patch(plan.id, { version: plan.version, amenities, utilities });
    expect(saved.statusCode).toBe(200);
    const after = saved.json<EditablePlan>();
    expect(after.version).toBe(plan.version + 1);
    expect(after.amenities).toEqual([added, second, first, ...rest].map(({ id, name }) => ({ id, name })));
    expect(after.utilities.map(({ id, averageMonthlyBill }) => ({ id, averageMonthlyBill }))).toEqual(utilities);

    const [entry] = (await auditEntriesOf(api.db, 'floorplan-change', `floorplan ${plan.id}`)).slice(-1);
    expect(entry).toMatchObject({ actorId: leasing.member.id, before: { amenities: plan.amenities, utilities: plan.utilities }, after: { amenities: after.amenities, utilities: after.utilities } });
    expect(Object.keys(entry.after as object).sort()).toEqual(['amenities', 'utilities']);

    await afterTheNotice(async () => ids((await publicPlan(plan.id)).amenities)).toEqual(ids(after.amenities));
    const shown = await publicPlan(plan.id);
    expect(shown.utilities).toEqual(after.utilities);
    expect(monthlyCost(shown, today)!.total).toBe(estimateBefore.total + 40);
  });

  it('issue 23 plan lists: the same lists sent again write nothing: no new version, no audit entry', async () => {
    const plan = await planWithLists(1);
    const entries = (await auditEntriesOf(api.db, 'floorplan-change', `floorplan ${plan.id}`)).length;
    const again = await patch(plan.id, { version: plan.version, amenities: plan.amenities, utilities: plan.utilities });
    expect(again.statusCode).toBe(200);
    expect(again.json<EditablePlan>().version).toBe(plan.version);
    expect(await auditEntriesOf(api.db, 'floorplan-change', `floorplan ${plan.id}`)).toHaveLength(entries);
  });

  it('issue 23 plan lists: a list saved from an older version is 409 with the plan as it is now, its lists included, and nothing is written', async () => {
    const plan = await planWithLists(2);
    const theirs = await patch(plan.id, { version: plan.version, amenities: plan.amenities.slice(1) });
    expect(theirs.statusCode).toBe(200);
    const now = theirs.json<EditablePlan>();
    const stale = await patch(plan.id, { version: plan.version, utilities: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<CatalogConflict<EditablePlan>>()).toEqual({ message: expect.stringContaining('Someone else changed this floor plan first'), current: now });
    expect(await getPlan(plan.id)).toEqual(now);
  });

  it("issue 23 plan lists: 10 lists saved at once from the same version: exactly one wins, the others get 409, and the plan holds the winner's list, no mix", async () => {
    const plan = await planWithLists(5);
    const catalog = await choices();
    const lists = Array.from({ length: 10 }, (_, n) => catalog.amenities.slice(n, n + 4).map(({ id }) => ({ id })));
    const answers = await Promise.all(lists.map((amenities) => patch(plan.id, { version: plan.version, amenities })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const winner = lists[answers.findIndex((answer) => answer.statusCode === 200)];
    expect(ids((await getPlan(plan.id)).amenities)).toEqual(ids(winner));
    expect(await auditEntriesOf(api.db, 'floorplan-change', `floorplan ${plan.id}`)).toHaveLength(1);
  });

  it('issue 23 plan lists: an unknown amenity or utility, one listed twice, or a bill below 0 or not a number is a 400 with a message; nothing is written', async () => {
    const plan = await planWithLists(3);
    const bad: [object, string][] = [
      [{ amenities: [{ id: 99_999 }] }, 'There is no amenity with id 99999'],
      [{ utilities: [{ id: 99_998, averageMonthlyBill: 10 }] }, 'There is no utility with id 99998'],
      [{ amenities: [plan.amenities[0], plan.amenities[0]] }, 'An amenity is listed twice'],
      [{ utilities: [{ id: plan.utilities[0].id, averageMonthlyBill: -5 }] }, 'Enter the average bill in dollars'],
      [{ utilities: [{ id: plan.utilities[0].id, averageMonthlyBill: '45' }] }, 'Enter the average bill in dollars'],
    ];
    for (const [change, message] of bad) {
      const answer = await patch(plan.id, { version: plan.version, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
    expect(await getPlan(plan.id)).toEqual(plan);
  });

  it('issue 23 plan lists: a change of the lists is undone from the audit log, and the revert is logged', async () => {
    const plan = await planWithLists(4);
    const changed = await patch(plan.id, { version: plan.version, amenities: plan.amenities.slice(0, 1), utilities: plan.utilities.map((utility) => ({ ...utility, averageMonthlyBill: 1 })) });
    expect(changed.statusCode).toBe(200);
    const [entry] = (await auditEntriesOf(api.db, 'floorplan-change', `floorplan ${plan.id}`)).slice(-1);
    const undone = await api.app.inject({ method: 'POST', url: `/api/staff/audit/${entry.id}/revert`, headers: admin.headers });
    expect(undone.statusCode).toBe(200);
    expect(undone.json<AuditEntry>()).toMatchObject({ action: 'catalog-revert', target: `floorplan ${plan.id}`, after: { amenities: plan.amenities, utilities: plan.utilities } });
    expect(await getPlan(plan.id)).toEqual({ ...plan, version: plan.version + 2 });
    await afterTheNotice(async () => (await publicPlan(plan.id)).utilities).toEqual(plan.utilities);
  });

  it('issue 23 plan lists: undoing a change whose earlier list names an amenity gone from the catalog (a case twin merged by migration 063) is a 400 with a message, and writes nothing', async () => {
    const plan = await planWithLists(6);
    const twin = (await api.app.inject({ method: 'POST', url: '/api/staff/catalog/amenities', headers: leasing.headers, payload: { name: 'Merged twin', type: 'OUTDOOR' } })).json<{ id: number }>();
    const withTwin = (await patch(plan.id, { version: plan.version, amenities: [...plan.amenities, { id: twin.id }] })).json<EditablePlan>();
    const withoutTwin = (await patch(plan.id, { version: withTwin.version, amenities: plan.amenities })).json<EditablePlan>();
    const [entry] = (await auditEntriesOf(api.db, 'floorplan-change', `floorplan ${plan.id}`)).slice(-1);
    await api.db.query('DELETE FROM amenities WHERE id = $1', [twin.id]);

    const undone = await api.app.inject({ method: 'POST', url: `/api/staff/audit/${entry.id}/revert`, headers: admin.headers });
    expect([undone.statusCode, undone.json().message]).toEqual([400, `There is no amenity with id ${twin.id}`]);
    expect(await getPlan(plan.id)).toEqual(withoutTwin);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogConflict } from '@/features/staff/catalogEdits';
import type { Floorplan } from '@/features/floorplans/types';
import { decodeSearchIndex, type SearchIndexWire } from '@/features/floorplans/searchIndexCodec';
import type { Property } from '@/features/properties/types';
import type { EditablePlan, PlanChange, PlanSummary } from '@/features/staff/planEdits';
import type { HalCollection } from '@/lib/hal';
import type { TestApi } from '../test/api';
import { afterTheNotice, startCatalogEditing } from '../test/catalog';
import { countRows } from '../test/database';
import type { SignedInTestStaff } from '../test/staff';

let api: TestApi;
let leasing: SignedInTestStaff;
let admin: SignedInTestStaff;
beforeAll(async () => {
  ({ api, leasing, admin } = await startCatalogEditing());
});
afterAll(() => api.close());

const planUrl = (id: number) => `/api/staff/catalog/floorplans/${id}`;
const getPlan = async (id: number, headers = leasing.headers) => (await api.app.inject({ url: planUrl(id), headers })).json<EditablePlan>();
const patch = (id: number, body: PlanChange | object, headers = leasing.headers) => api.app.inject({ method: 'PATCH', url: planUrl(id), headers, payload: body });

/** A plan the site lists everywhere: active and featured, at an active community, with a unit it offers. */
async function listedPlan(): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    `SELECT f.id FROM floorplans f JOIN properties p ON p.id = f.property_id
     WHERE f.active AND f.featured AND p.active AND p.lease_type = 'YEARLY'
       AND EXISTS (SELECT 1 FROM units u WHERE u.floorplan_id = f.id AND u.active AND u.available)
     ORDER BY f.id LIMIT 1`,
  );
  return row!.id;
}

/** A plan nobody else's test changes: a copy of plan `of` under a new id. */
async function copyOfPlan(of: number, id: number): Promise<number> {
  await api.db.query(
    `INSERT INTO floorplans (id, property_id, name, bedroom, bathroom, style, description)
     SELECT $2::int, property_id, name || ' copy ' || $2::text, bedroom, bathroom, style, description FROM floorplans WHERE id = $1`,
    [of, id],
  );
  return id;
}

describe('issue 23 floor plans: who may', () => {
  it('issue 23 floor plans: nobody signed in gets 401 for every route; a write without the XSRF token or from another site is 403 and writes nothing', async () => {
    const id = await copyOfPlan(await listedPlan(), 9001);
    const routes: [string, string][] = [
      ['GET', '/api/staff/catalog/floorplans'],
      ['GET', planUrl(id)],
      ['PATCH', planUrl(id)],
      ['POST', `${planUrl(id)}/web-specials`],
      ['PATCH', '/api/staff/catalog/web-specials/1'],
      ['DELETE', '/api/staff/catalog/web-specials/1'],
    ];
    for (const [method, url] of routes) {
      const answer = await api.app.inject({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    const { ['x-xsrf-token']: _token, ...withoutToken } = leasing.headers;
    const writes: [string, string, object | undefined][] = [
      ['PATCH', planUrl(id), { version: 0, name: 'Forged' }],
      ['POST', `${planUrl(id)}/web-specials`, { description: 'Forged', startDate: '2026-01-01', endDate: '2026-01-02' }],
      ['PATCH', '/api/staff/catalog/web-specials/1', { description: 'Forged', startDate: '2026-01-01', endDate: '2026-01-02' }],
      ['DELETE', '/api/staff/catalog/web-specials/1', undefined],
    ];
    for (const [method, url, payload] of writes) {
      for (const headers of [withoutToken, { ...leasing.headers, 'x-xsrf-token': 'not-the-token' }, { ...leasing.headers, origin: 'https://evil.example' }]) {
        expect((await api.app.inject({ method: method as 'POST', url, headers, payload })).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await getPlan(id)).toMatchObject({ version: 0, name: expect.not.stringContaining('Forged') });
    expect(await countRows(api.db, 'web_specials', "description = 'Forged'")).toBe(0);
  });

  it('issue 23 floor plans: admin and leasing both read a plan, answered no-store; an unknown plan is 404 with a message', async () => {
    const id = await listedPlan();
    for (const member of [leasing, admin]) {
      const answer = await api.app.inject({ url: planUrl(id), headers: member.headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json<EditablePlan>()).toMatchObject({ id, active: true, featured: true, version: expect.any(Number), webSpecials: expect.any(Array) });
    }
    const missing = await api.app.inject({ url: planUrl(999_999), headers: leasing.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No floor plan with id 999999' });
    expect((await patch(999_999, { version: 0, name: 'Nobody' })).statusCode).toBe(404);
    const list = (await api.app.inject({ url: '/api/staff/catalog/floorplans', headers: leasing.headers })).json<PlanSummary[]>();
    expect(list.find((plan) => plan.id === id)).toMatchObject({ id, active: true, communityName: expect.any(String) });
  });
});

describe('issue 23 floor plans: a change', () => {
  it('issue 23 floor plans: saves the fields from the version shown, moves the version on, and audits only what changed with before and after', async () => {
    const id = await copyOfPlan(await listedPlan(), 9002);
    const before = await getPlan(id);
    const saved = await patch(id, {
      version: before.version,
      description: 'Bright corner rooms.',
      specialRent: 850,
      specialRentStartDate: '2026-12-01',
      specialRentEndDate: '2026-12-31',
      virtualTourLink: 'https://tours.example.com/elm',
      htmlTitle: '',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<EditablePlan>()).toMatchObject({
      id,
      version: before.version + 1,
      description: 'Bright corner rooms.',
      specialRent: 850,
      specialRentStartDate: '2026-12-01',
      specialRentEndDate: '2026-12-31',
      virtualTourLink: 'https://tours.example.com/elm',
      htmlTitle: null,
    });
    const [entry] = await api.db.query<{ action: string; target: string; actor_id: number; before: unknown; after: unknown }>(
      `SELECT action, target, actor_id, before, after FROM audit_log WHERE target = $1 ORDER BY id`,
      [`floorplan ${id}`],
    );
    expect(entry).toEqual({
      action: 'floorplan-change',
      target: `floorplan ${id}`,
      actor_id: leasing.member.id,
      before: { description: before.description, specialRent: null, specialRentStartDate: null, specialRentEndDate: null, virtualTourLink: null },
      after: { description: 'Bright corner rooms.', specialRent: 850, specialRentStartDate: '2026-12-01', specialRentEndDate: '2026-12-31', virtualTourLink: 'https://tours.example.com/elm' },
    });

    // The same values again change nothing: no version moves, no entry.
    const again = await patch(id, { version: before.version + 1, description: 'Bright corner rooms.' });
    expect(again.json<EditablePlan>().version).toBe(before.version + 1);
    expect(await countRows(api.db, 'audit_log', 'target = $1', [`floorplan ${id}`])).toBe(1);

    // Clearing the special: all three at once.
    const cleared = await patch(id, { version: before.version + 1, specialRent: null, specialRentStartDate: null, specialRentEndDate: null });
    expect(cleared.json<EditablePlan>()).toMatchObject({ specialRent: null, specialRentStartDate: null, specialRentEndDate: null, version: before.version + 2 });
  });

  it('issue 23 floor plans: a special rent below 1, an end before its start, or without its dates is refused with a message and writes nothing', async () => {
    const id = await copyOfPlan(await listedPlan(), 9003);
    const refusals: [object, string][] = [
      [{ specialRent: 0, specialRentStartDate: '2026-12-01', specialRentEndDate: '2026-12-31' }, 'A special rent must be at least $1'],
      [{ specialRent: -5, specialRentStartDate: '2026-12-01', specialRentEndDate: '2026-12-31' }, 'A special rent must be at least $1'],
      [{ specialRent: 850, specialRentStartDate: '2026-12-31', specialRentEndDate: '2026-12-01' }, 'The end date cannot be before the start date'],
      [{ specialRent: 850 }, 'Give the special rent with its start and end dates, or clear all three'],
      [{ specialRent: 850, specialRentStartDate: '2026-12-01', specialRentEndDate: null }, 'Give the special rent with its start and end dates, or clear all three'],
      [{ specialRent: 850, specialRentStartDate: '2026-02-30', specialRentEndDate: '2026-03-31' }, 'That date does not exist'],
      [{ videoTourLink: 'http://tours.example.com/plain' }, 'Use a full https:// link, or leave it empty'],
      [{ threeSixtyVideoTourLink: 'javascript:alert(1)' }, 'Use a full https:// link, or leave it empty'],
      [{ name: '   ' }, 'Give the plan a name'],
      [{ allowedPet: 'DRAGON' }, expect.any(String) as unknown as string],
    ];
    for (const [change, message] of refusals) {
      const refused = await patch(id, { version: 0, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json<{ message: string }>().message, JSON.stringify(change)).toEqual(message);
    }
    expect(await getPlan(id)).toMatchObject({ version: 0, specialRent: null, videoTourLink: null });
    expect(await countRows(api.db, 'audit_log', 'target = $1', [`floorplan ${id}`])).toBe(0);
  });

  it('issue 23 floor plans: a change made from an older version is 409 with the plan as it is now, and writes nothing', async () => {
    const id = await copyOfPlan(await listedPlan(), 9004);
    const { description } = await getPlan(id);
    expect((await patch(id, { version: 0, name: 'First Editor' })).statusCode).toBe(200);
    const stale = await patch(id, { version: 0, description: 'Second editor' }, admin.headers);
    expect(stale.statusCode).toBe(409);
    const conflict = stale.json<CatalogConflict<EditablePlan>>();
    expect(conflict.message).toBe('Someone else changed this floor plan first. Here it is as it is now: check it, then make your change again.');
    expect(conflict.current).toMatchObject({ id, version: 1, name: 'First Editor', description });
    expect(await getPlan(id)).toMatchObject({ version: 1, description });
  });

  it('issue 23 floor plans: 20 changes made from the same version at once: exactly one wins, the others get 409 with the winner\'s plan', async () => {
    const id = await copyOfPlan(await listedPlan(), 9005);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => patch(id, { version: 0, name: `Racer ${i}` }, i % 2 ? admin.headers : leasing.headers)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<EditablePlan>();
    expect(winner.version).toBe(1);
    for (const loser of answers.filter((answer) => answer.statusCode === 409)) {
      expect(loser.json<CatalogConflict<EditablePlan>>().current).toMatchObject({ version: 1, name: winner.name });
    }
    expect(await getPlan(id)).toMatchObject({ version: 1, name: winner.name });
    expect(await countRows(api.db, 'audit_log', "target = $1 AND action = 'floorplan-change'", [`floorplan ${id}`])).toBe(1);
  });
});

describe('issue 23 floor plans: what the public sees next', () => {
  const inProperties = async (id: number) =>
    (await api.app.inject('/api/data/properties/filter')).json<HalCollection<'properties', Property>>()._embedded.properties.some((property) =>
      property.floorplans?.some((plan) => plan.id === id),
    );
  const inCommunity = async (id: number, communityId: number) =>
    (await api.app.inject(`/api/data/properties/${communityId}/floorplans/filter`))
      .json<HalCollection<'floorplans', Floorplan>>()
      ._embedded.floorplans.some((plan) => plan.id === id);
  const inHomeIndex = async (id: number) => decodeSearchIndex((await api.app.inject('/api/data/home/floorplans')).json<SearchIndexWire>()).filter((plan) => plan.id === id);

  it('issue 23 floor plans: a plan made inactive is gone from every public list at once (within 1 s on PostgreSQL), cached answers and all; made active again it is back', async () => {
    const id = await listedPlan();
    const plan = await getPlan(id);
    // Read (and so cache) every list first.
    expect(await inProperties(id)).toBe(true);
    expect(await inCommunity(id, plan.communityId)).toBe(true);
    expect((await inHomeIndex(id)).length).toBe(1);

    const hidden = await patch(id, { version: plan.version, active: false });
    expect(hidden.statusCode).toBe(200);
    await afterTheNotice(() => inProperties(id)).toBe(false);
    await afterTheNotice(() => inCommunity(id, plan.communityId)).toBe(false);
    await afterTheNotice(() => inHomeIndex(id)).toEqual([]);

    const shown = await patch(id, { version: plan.version + 1, active: true });
    expect(shown.statusCode).toBe(200);
    await afterTheNotice(() => inProperties(id)).toBe(true);
    await afterTheNotice(async () => (await inHomeIndex(id)).length).toBe(1);
  });

  it('issue 23 floor plans: a special rent saved shows as the plan\'s price on the next public read', async () => {
    const id = await listedPlan();
    const plan = await getPlan(id);
    const read = async () => (await api.app.inject(`/api/data/floorplans/${id}?projection=withId`)).json<Floorplan>();
    expect((await read()).specialRent).toBe(plan.specialRent);
    const saved = await patch(id, { version: plan.version, specialRent: 777, specialRentStartDate: '2020-01-01', specialRentEndDate: '2099-12-31' });
    expect(saved.statusCode).toBe(200);
    await afterTheNotice(read).toMatchObject({ specialRent: 777, specialRentStartDate: '2020-01-01', specialRentEndDate: '2099-12-31' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogConflict } from '@/features/staff/catalogEdits';
import type { Floorplan } from '@/features/floorplans/types';
import { decodeSearchIndex, type SearchIndexWire } from '@/features/floorplans/searchIndexCodec';
import type { Property } from '@/features/properties/types';
import type { EditablePlan, PlanChange, PlanSummary } from '@/features/staff/planEdits';
import type { HalCollection } from '@/lib/hal';
import { startTestApi, type TestApi } from '../test/api';
import { afterTheNotice } from '../test/catalog';
import { countRows } from '../test/database';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';

let api: TestApi;
let leasing: SignedInTestStaff;
let admin: SignedInTestStaff;
beforeAll(async () => {
  // The catalog cache kept for a minute: only the catalog's change notice can make a change show at once.
  api = await startTestApi({ catalogCacheMs: 60_000 });
  leasing = await signedInStaff(api, 'leasing', 'Dana Agent');
  admin = await signedInStaff(api, 'admin', 'Alex Admin');
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

describe('issue 23 web specials', () => {
  const specialsUrl = (planId: number) => `${planUrl(planId)}/web-specials`;
  const specialUrl = (id: number) => `/api/staff/catalog/web-specials/${id}`;
  const publicSpecials = async (planId: number) => (await api.app.inject(`/api/data/floorplans/${planId}?projection=withId`)).json<Floorplan>().webSpecials;

  it('issue 23 web specials: added, changed and removed with their dates, each audited on its plan, and each shown by the next public read', async () => {
    const planId = await listedPlan();
    const before = await getPlan(planId);
    const added = await api.app.inject({ method: 'POST', url: specialsUrl(planId), headers: leasing.headers, payload: { description: '  Free parking for a year  ', startDate: '2026-01-01', endDate: '2099-12-31' } });
    expect(added.statusCode).toBe(201);
    const special = added.json<{ id: number; description: string; startDate: string; endDate: string }>();
    expect(special).toEqual({ id: expect.any(Number), description: 'Free parking for a year', startDate: '2026-01-01', endDate: '2099-12-31' });
    expect((await getPlan(planId)).webSpecials).toContainEqual(special);
    // A web special is the plan's, not its details: the plan's version does not move, so nobody editing it gets a 409.
    expect((await getPlan(planId)).version).toBe(before.version);
    await afterTheNotice(async () => (await publicSpecials(planId)).map((each) => each.description)).toContain('Free parking for a year');

    const changed = await api.app.inject({ method: 'PATCH', url: specialUrl(special.id), headers: admin.headers, payload: { description: 'Free parking for six months', startDate: '2026-01-01', endDate: '2099-06-30' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: special.id, description: 'Free parking for six months', startDate: '2026-01-01', endDate: '2099-06-30' });
    await afterTheNotice(async () => (await publicSpecials(planId)).map((each) => each.description)).toContain('Free parking for six months');

    const removed = await api.app.inject({ method: 'DELETE', url: specialUrl(special.id), headers: leasing.headers });
    expect(removed.statusCode).toBe(204);
    await afterTheNotice(async () => (await publicSpecials(planId)).map((each) => each.description)).not.toContain('Free parking for six months');
    expect((await api.app.inject({ method: 'DELETE', url: specialUrl(special.id), headers: leasing.headers })).statusCode).toBe(404);

    const entries = await api.db.query<{ action: string; actor_id: number; before: unknown; after: unknown }>(
      `SELECT action, actor_id, before, after FROM audit_log WHERE target = $1 AND action LIKE 'web-special-%' ORDER BY id`,
      [`floorplan ${planId}`],
    );
    const saved = { id: special.id, description: 'Free parking for a year', startDate: '2026-01-01', endDate: '2099-12-31' };
    const later = { id: special.id, description: 'Free parking for six months', startDate: '2026-01-01', endDate: '2099-06-30' };
    expect(entries).toEqual([
      { action: 'web-special-added', actor_id: leasing.member.id, before: null, after: saved },
      { action: 'web-special-changed', actor_id: admin.member.id, before: saved, after: later },
      { action: 'web-special-removed', actor_id: leasing.member.id, before: later, after: null },
    ]);
  });

  it('issue 23 web specials: an end before its start, no description or a date that does not exist is a 400 with a message; an unknown plan or special is 404; nothing is written', async () => {
    const planId = await copyOfPlan(await listedPlan(), 9010);
    const refusals: [object, string][] = [
      [{ description: 'Backwards', startDate: '2026-05-02', endDate: '2026-05-01' }, 'The end date cannot be before the start date'],
      [{ description: '   ', startDate: '2026-05-01', endDate: '2026-05-02' }, 'Describe the special'],
      [{ description: 'Leap', startDate: '2026-02-29', endDate: '2026-03-02' }, 'That date does not exist'],
    ];
    for (const [payload, message] of refusals) {
      const refused = await api.app.inject({ method: 'POST', url: specialsUrl(planId), headers: leasing.headers, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    const unknownPlan = await api.app.inject({ method: 'POST', url: specialsUrl(999_999), headers: leasing.headers, payload: { description: 'Lost', startDate: '2026-05-01', endDate: '2026-05-02' } });
    expect(unknownPlan.statusCode).toBe(404);
    expect(unknownPlan.json()).toEqual({ message: 'No floor plan with id 999999' });
    const unknownSpecial = await api.app.inject({ method: 'PATCH', url: specialUrl(999_999), headers: leasing.headers, payload: { description: 'Lost', startDate: '2026-05-01', endDate: '2026-05-02' } });
    expect(unknownSpecial.json()).toEqual({ message: 'No web special with id 999999' });
    expect(await countRows(api.db, 'web_specials', 'floorplan_id = $1', [planId])).toBe(0);

    const added = (await api.app.inject({ method: 'POST', url: specialsUrl(planId), headers: leasing.headers, payload: { description: 'Kept', startDate: '2026-05-01', endDate: '2026-05-31' } })).json<{ id: number }>();
    const backwards = await api.app.inject({ method: 'PATCH', url: specialUrl(added.id), headers: leasing.headers, payload: { description: 'Kept', startDate: '2026-05-31', endDate: '2026-05-01' } });
    expect(backwards.statusCode).toBe(400);
    expect((await getPlan(planId)).webSpecials).toEqual([{ id: added.id, description: 'Kept', startDate: '2026-05-01', endDate: '2026-05-31' }]);
  });
});

describe('issue 23 home-page special', () => {
  const url = (id: number) => `/api/staff/catalog/home-specials/${id}`;
  const put = (id: number, payload: object, headers = leasing.headers) => api.app.inject({ method: 'PUT', url: url(id), headers, payload });
  const started = async () =>
    (await api.app.inject('/api/data/homePageSpecials/filter')).json<HalCollection<'homePageSpecials', { id: number; title: string; details: string; properties: string }>>()._embedded.homePageSpecials;
  const special = { title: 'Winter Special', description: 'Sign by January 31 and save.', details: '<p>Save <strong>$300</strong>.</p><img src=x onerror=alert(1)>', image: 'https://images.example.com/winter.jpg', startDate: '2026-01-01', communityIds: [3, 1] };

  it('issue 23 home-page special: nobody signed in gets 401; a write without the XSRF token or from another site is 403', async () => {
    expect((await api.app.inject({ url: '/api/staff/catalog/home-specials' })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'PUT', url: url(1), payload: special })).statusCode).toBe(401);
    const { ['x-xsrf-token']: _token, ...withoutToken } = leasing.headers;
    expect((await put(1, { ...special, title: 'Forged' }, withoutToken)).statusCode).toBe(403);
    expect((await put(1, { ...special, title: 'Forged' }, { ...leasing.headers, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await countRows(api.db, 'home_page_specials', "title = 'Forged'")).toBe(0);
  });

  it('issue 23 home-page special: lists every special with its communities and the communities to choose from', async () => {
    const answer = await api.app.inject({ url: '/api/staff/catalog/home-specials', headers: leasing.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { specials, communities } = answer.json<{ specials: { id: number; communityIds: number[] }[]; communities: { id: number; name: string }[] }>();
    expect(specials.find((each) => each.id === 1)).toMatchObject({ title: 'Move-In Special', communityIds: [1, 3, 4] });
    expect(communities).toContainEqual({ id: 1, name: expect.any(String) });
  });

  it('issue 23 home-page special: saved as sent (the details too: the pop-up sanitises them as it shows them), audited with what changed, and on the next public read', async () => {
    const saved = await put(2, special);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id: 2, ...special, communityIds: [1, 3] });
    const [entry] = await api.db.query<{ action: string; target: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      `SELECT action, target, before, after FROM audit_log WHERE target = 'home-special 2' ORDER BY id`,
    );
    expect(entry).toMatchObject({ action: 'home-special-change', target: 'home-special 2', before: { title: 'Refer a Friend', communityIds: [1, 2, 5] }, after: { title: 'Winter Special', communityIds: [1, 3] } });
    await afterTheNotice(async () => (await started()).find((each) => each.id === 2)).toMatchObject({ title: 'Winter Special', details: special.details, properties: '1,3' });

    // The same again changes nothing and writes no entry.
    expect((await put(2, special)).statusCode).toBe(200);
    expect(await countRows(api.db, 'audit_log', "target = 'home-special 2'")).toBe(1);
  });

  it('issue 23 home-page special: refuses details over 20,000 characters or with a NUL, an http image, no community or an unknown one, with a message; nothing written', async () => {
    const refusals: [object, RegExp][] = [
      [{ details: 'x'.repeat(20_001) }, /at most 20,000 characters/],
      [{ details: 'before\u0000after' }, /./],
      [{ image: 'http://images.example.com/winter.jpg' }, /https:\/\//],
      [{ communityIds: [] }, /Choose at least one community/],
      [{ communityIds: [1, 99_999] }, /There is no community with id 99999/],
      [{ title: ' ' }, /Give the special a title/],
      [{ startDate: '2026-13-01' }, /./],
    ];
    for (const [change, message] of refusals) {
      const refused = await put(3, { ...special, ...change });
      expect(refused.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(message);
    }
    expect((await put(99_999, special)).statusCode).toBe(404);
    expect(await countRows(api.db, 'audit_log', "target = 'home-special 3'")).toBe(0);
    expect((await started()).find((each) => each.id === 3)).toMatchObject({ title: 'Switchyard Open House' });
  });
});

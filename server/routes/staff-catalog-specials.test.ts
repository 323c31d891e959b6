import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogConflict } from '@/features/staff/catalogEdits';
import type { Floorplan } from '@/features/floorplans/types';
import type { EditableHomeSpecial, EditablePlan, EditableWebSpecial } from '@/features/staff/planEdits';
import type { HalCollection } from '@/lib/hal';
import type { TestApi } from '../test/api';
import { afterTheNotice, auditEntriesOf, startCatalogEditing } from '../test/catalog';
import { countRows } from '../test/database';
import type { SignedInTestStaff } from '../test/staff';

let api: TestApi;
let leasing: SignedInTestStaff;
let admin: SignedInTestStaff;
beforeAll(async () => {
  ({ api, leasing, admin } = await startCatalogEditing());
});
afterAll(() => api.close());

type Method = 'POST' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, payload?: object, member = leasing) => api.app.inject({ method, url, headers: member.headers, payload });
const getPlan = async (id: number) => (await api.app.inject({ url: `/api/staff/catalog/floorplans/${id}`, headers: leasing.headers })).json<EditablePlan>();

/** A plan nobody else's test changes: a copy of the first active plan under a new id. */
async function planOfItsOwn(id: number): Promise<number> {
  await api.db.query(
    `INSERT INTO floorplans (id, property_id, name, bedroom, bathroom, style, description)
     SELECT $1::int, property_id, name || ' copy ' || $1::text, bedroom, bathroom, style, description FROM floorplans WHERE active ORDER BY id LIMIT 1`,
    [id],
  );
  return id;
}

const specialsUrl = (planId: number) => `/api/staff/catalog/floorplans/${planId}/web-specials`;
const specialUrl = (id: number) => `/api/staff/catalog/web-specials/${id}`;
const publicSpecials = async (planId: number) =>
  (await api.app.inject(`/api/data/floorplans/${planId}?projection=withId`)).json<Floorplan>().webSpecials.map((each) => each.description);
const parking = { description: 'Free parking for a year', startDate: '2026-01-01', endDate: '2099-12-31' };

async function addWebSpecial(planId: number, fields = parking): Promise<EditableWebSpecial> {
  const added = await send('POST', specialsUrl(planId), fields);
  expect(added.statusCode).toBe(201);
  return added.json<EditableWebSpecial>();
}

describe('issue 23 web specials', () => {
  it('issue 23 web specials: added, changed and removed from the version shown, each audited on the special, and each shown by the next public read', async () => {
    const planId = await planOfItsOwn(9101);
    const before = await getPlan(planId);
    expect(await publicSpecials(planId)).toEqual([]);
    const special = await addWebSpecial(planId, { ...parking, description: '  Free parking for a year  ' });
    expect(special).toEqual({ id: expect.any(Number), version: 0, ...parking });
    expect((await getPlan(planId)).webSpecials).toEqual([special]);
    // A web special is the plan's, not its details: the plan's version does not move, so nobody editing it gets a 409.
    expect((await getPlan(planId)).version).toBe(before.version);
    await afterTheNotice(() => publicSpecials(planId)).toEqual([parking.description]);

    const later = { description: 'Free parking for six months', startDate: '2026-01-01', endDate: '2099-06-30' };
    const changed = await send('PATCH', specialUrl(special.id), { ...later, version: 0 }, admin);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: special.id, version: 1, ...later });
    await afterTheNotice(() => publicSpecials(planId)).toEqual([later.description]);

    // The same again moves nothing: no new version, no entry.
    expect((await send('PATCH', specialUrl(special.id), { ...later, version: 1 })).json()).toMatchObject({ version: 1 });

    expect((await send('DELETE', `${specialUrl(special.id)}?version=1`)).statusCode).toBe(204);
    await afterTheNotice(() => publicSpecials(planId)).toEqual([]);
    expect((await send('DELETE', `${specialUrl(special.id)}?version=1`)).statusCode).toBe(404);

    const target = `web-special ${special.id}`;
    expect(await auditEntriesOf(api.db, 'web-special-added', target)).toEqual([{ id: expect.any(Number), actorId: leasing.member.id, before: null, after: { floorplanId: planId, ...parking } }]);
    expect(await auditEntriesOf(api.db, 'web-special-changed', target)).toEqual([
      { id: expect.any(Number), actorId: admin.member.id, before: { description: parking.description, endDate: parking.endDate }, after: { description: later.description, endDate: later.endDate } },
    ]);
    expect(await auditEntriesOf(api.db, 'web-special-removed', target)).toEqual([{ id: expect.any(Number), actorId: leasing.member.id, before: { floorplanId: planId, ...later }, after: null }]);
  });

  it('issue 23 web specials: a change or removal from an older version is 409 with the special as it is now, and writes nothing', async () => {
    const planId = await planOfItsOwn(9102);
    const special = await addWebSpecial(planId);
    expect((await send('PATCH', specialUrl(special.id), { ...parking, description: 'First editor', version: 0 })).statusCode).toBe(200);
    const current = { id: special.id, version: 1, ...parking, description: 'First editor' };
    const message = 'Someone else changed this web special first. Here it is as it is now: check it, then make your change again.';

    const staleChange = await send('PATCH', specialUrl(special.id), { ...parking, description: 'Second editor', version: 0 }, admin);
    expect(staleChange.statusCode).toBe(409);
    expect(staleChange.json()).toEqual({ message, current } satisfies CatalogConflict<EditableWebSpecial>);
    const staleRemoval = await send('DELETE', `${specialUrl(special.id)}?version=0`, undefined, admin);
    expect(staleRemoval.statusCode).toBe(409);
    expect(staleRemoval.json()).toEqual({ message, current });
    expect((await getPlan(planId)).webSpecials).toEqual([current]);
    expect(await countRows(api.db, 'audit_log', "target = $1 AND action <> 'web-special-added'", [`web-special ${special.id}`])).toBe(1);
    expect((await send('DELETE', specialUrl(special.id))).statusCode).toBe(400);
  });

  it('issue 23 web specials: two editors save the same special at once: one wins, the other gets 409 with the winner\'s special', async () => {
    const special = await addWebSpecial(await planOfItsOwn(9103));
    const answers = await Promise.all([
      send('PATCH', specialUrl(special.id), { ...parking, description: 'Dana says', version: 0 }),
      send('PATCH', specialUrl(special.id), { ...parking, description: 'Alex says', version: 0 }, admin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<EditableWebSpecial>();
    expect(answers.find((answer) => answer.statusCode === 409)!.json<CatalogConflict<EditableWebSpecial>>().current).toEqual(winner);
    expect(await countRows(api.db, 'audit_log', "action = 'web-special-changed' AND target = $1", [`web-special ${special.id}`])).toBe(1);
  });

  it('issue 23 web specials: an end before its start, no description or a date that does not exist is a 400 with a message; an unknown plan or special is 404; nothing is written', async () => {
    const planId = await planOfItsOwn(9104);
    const refusals: [object, string][] = [
      [{ description: 'Backwards', startDate: '2026-05-02', endDate: '2026-05-01' }, 'The end date cannot be before the start date'],
      [{ description: '   ', startDate: '2026-05-01', endDate: '2026-05-02' }, 'Describe the special'],
      [{ description: 'Leap', startDate: '2026-02-29', endDate: '2026-03-02' }, 'That date does not exist'],
    ];
    for (const [payload, message] of refusals) {
      const refused = await send('POST', specialsUrl(planId), payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    const unknownPlan = await send('POST', specialsUrl(999_999), { description: 'Lost', startDate: '2026-05-01', endDate: '2026-05-02' });
    expect(unknownPlan.statusCode).toBe(404);
    expect(unknownPlan.json()).toEqual({ message: 'No floor plan with id 999999' });
    const unknownSpecial = await send('PATCH', specialUrl(999_999), { description: 'Lost', startDate: '2026-05-01', endDate: '2026-05-02', version: 0 });
    expect(unknownSpecial.json()).toEqual({ message: 'No web special with id 999999' });
    expect(await countRows(api.db, 'web_specials', 'floorplan_id = $1', [planId])).toBe(0);

    const added = await addWebSpecial(planId, { description: 'Kept', startDate: '2026-05-01', endDate: '2026-05-31' });
    const backwards = await send('PATCH', specialUrl(added.id), { description: 'Kept', startDate: '2026-05-31', endDate: '2026-05-01', version: 0 });
    expect(backwards.statusCode).toBe(400);
    expect((await getPlan(planId)).webSpecials).toEqual([added]);
  });
});

const homeUrl = (id?: number) => `/api/staff/catalog/home-specials${id === undefined ? '' : `/${id}`}`;
const started = async () =>
  (await api.app.inject('/api/data/homePageSpecials/filter')).json<HalCollection<'homePageSpecials', { id: number; title: string; details: string; properties: string }>>()._embedded
    .homePageSpecials;
const winter = { title: 'Winter Special', description: 'Sign by January 31 and save.', details: '<p>Save <strong>$300</strong>.</p><img src=x onerror=alert(1)>', image: 'https://images.example.com/winter.jpg', startDate: '2026-01-01', communityIds: [3, 1] };
const homeSpecialOf = async (id: number) => (await api.app.inject({ url: homeUrl(), headers: leasing.headers })).json<{ specials: EditableHomeSpecial[] }>().specials.find((each) => each.id === id);

async function addHomeSpecial(fields: object = winter): Promise<EditableHomeSpecial> {
  const added = await send('POST', homeUrl(), fields);
  expect(added.statusCode).toBe(201);
  return added.json<EditableHomeSpecial>();
}

describe('issue 23 home-page specials', () => {
  it('issue 23 home-page specials: nobody signed in gets 401; a write without the XSRF token or from another site is 403', async () => {
    const { ['x-xsrf-token']: _token, ...withoutToken } = leasing.headers;
    for (const [method, url] of [['GET', homeUrl()], ['POST', homeUrl()], ['PATCH', homeUrl(1)], ['DELETE', `${homeUrl(1)}?version=0`]] as const) {
      expect((await api.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : winter })).statusCode, `${method} ${url}`).toBe(401);
      if (method === 'GET') continue;
      for (const headers of [withoutToken, { ...leasing.headers, origin: 'https://evil.example' }]) {
        expect((await api.app.inject({ method, url, headers, payload: method === 'DELETE' ? undefined : { ...winter, title: 'Forged', version: 0 } })).statusCode).toBe(403);
      }
    }
    expect(await countRows(api.db, 'home_page_specials', "title = 'Forged'")).toBe(0);
    expect(await countRows(api.db, 'home_page_specials', 'id = 1')).toBe(1);
  });

  it('issue 23 home-page specials: lists every special with its version and communities, and the communities to choose from', async () => {
    const answer = await api.app.inject({ url: homeUrl(), headers: leasing.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { specials, communities } = answer.json<{ specials: EditableHomeSpecial[]; communities: { id: number; name: string }[] }>();
    expect(specials.find((each) => each.id === 1)).toMatchObject({ version: 0, title: 'Move-In Special', communityIds: [1, 3, 4] });
    expect(communities).toContainEqual({ id: 1, name: expect.any(String) });
  });

  it('issue 23 home-page specials: a new one is added, changed from its version and removed, each audited and each on the pop-up\'s next public read', async () => {
    const added = await addHomeSpecial();
    expect(added).toEqual({ id: expect.any(Number), version: 0, ...winter, communityIds: [1, 3] });
    await afterTheNotice(async () => (await started()).find((each) => each.id === added.id)).toMatchObject({ title: 'Winter Special', details: winter.details, properties: '1,3' });

    // A change carries only what moved: the other fields stay as they are.
    const changed = await send('PATCH', homeUrl(added.id), { title: 'Deep Winter Special', version: 0 }, admin);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...added, version: 1, title: 'Deep Winter Special' });
    await afterTheNotice(async () => (await started()).find((each) => each.id === added.id)?.title).toBe('Deep Winter Special');
    // The same again moves nothing and writes no entry.
    expect((await send('PATCH', homeUrl(added.id), { ...winter, title: 'Deep Winter Special', version: 1 })).json()).toMatchObject({ version: 1 });

    expect((await send('DELETE', `${homeUrl(added.id)}?version=1`)).statusCode).toBe(204);
    await afterTheNotice(async () => (await started()).some((each) => each.id === added.id)).toBe(false);
    expect(await homeSpecialOf(added.id)).toBeUndefined();

    const target = `home-special ${added.id}`;
    const whole = { title: 'Winter Special', description: winter.description, details: winter.details, image: winter.image, startDate: winter.startDate, communityIds: [1, 3] };
    expect(await auditEntriesOf(api.db, 'home-special-added', target)).toEqual([{ id: expect.any(Number), actorId: leasing.member.id, before: null, after: whole }]);
    expect(await auditEntriesOf(api.db, 'home-special-change', target)).toEqual([
      { id: expect.any(Number), actorId: admin.member.id, before: { title: 'Winter Special' }, after: { title: 'Deep Winter Special' } },
    ]);
    expect(await auditEntriesOf(api.db, 'home-special-removed', target)).toEqual([
      { id: expect.any(Number), actorId: leasing.member.id, before: { ...whole, title: 'Deep Winter Special' }, after: null },
    ]);
  });

  it('issue 23 home-page specials: two editors save the same special at once: one wins, the other gets 409 with both sides to compare; a stale removal is 409 too', async () => {
    const { id } = await addHomeSpecial();
    const answers = await Promise.all([
      send('PATCH', homeUrl(id), { ...winter, title: 'Dana says', version: 0 }),
      send('PATCH', homeUrl(id), { ...winter, title: 'Alex says', version: 0 }, admin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<EditableHomeSpecial>();
    expect(winner.version).toBe(1);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      message: 'Someone else changed this home-page special first. Here it is as it is now: check it, then make your change again.',
      current: winner,
    });
    const staleRemoval = await send('DELETE', `${homeUrl(id)}?version=0`);
    expect(staleRemoval.statusCode).toBe(409);
    expect(staleRemoval.json<CatalogConflict<EditableHomeSpecial>>().current).toEqual(winner);
    expect(await homeSpecialOf(id)).toEqual(winner);
    expect(await countRows(api.db, 'audit_log', "action = 'home-special-change' AND target = $1", [`home-special ${id}`])).toBe(1);
  });

  it('issue 23 home-page specials: ten added at once each get an id of their own', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send('POST', homeUrl(), { ...winter, title: `Rush ${i}` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json<EditableHomeSpecial>().id)).size).toBe(10);
  });

  it('issue 23 home-page specials: refuses details over 20,000 characters or with a NUL, an http image, no community or an unknown one, or no version, with a message; nothing written', async () => {
    const refusals: [object, RegExp][] = [
      [{ details: 'x'.repeat(20_001) }, /at most 20,000 characters/],
      [{ details: 'before\u0000after' }, /./],
      [{ image: 'http://images.example.com/winter.jpg' }, /https:\/\//],
      [{ communityIds: [] }, /Choose at least one community/],
      [{ communityIds: [1, 99_999] }, /There is no community with id 99999/],
      [{ title: ' ' }, /Give the special a title/],
      [{ startDate: '2026-13-01' }, /./],
      [{ version: undefined }, /./],
    ];
    for (const [change, message] of refusals) {
      const refused = await send('PATCH', homeUrl(3), { ...winter, version: 0, ...change });
      expect(refused.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(message);
      if (!('version' in change)) expect((await send('POST', homeUrl(), { ...winter, ...change })).statusCode).toBe(400);
    }
    expect((await send('PATCH', homeUrl(99_999), { ...winter, version: 0 })).statusCode).toBe(404);
    expect((await send('DELETE', `${homeUrl(99_999)}?version=0`)).statusCode).toBe(404);
    expect(await countRows(api.db, 'audit_log', "target = 'home-special 3'")).toBe(0);
    expect(await countRows(api.db, 'home_page_specials', "title = 'Winter Special' AND details LIKE 'x%'")).toBe(0);
    expect((await started()).find((each) => each.id === 3)).toMatchObject({ title: 'Switchyard Open House' });
  });
});

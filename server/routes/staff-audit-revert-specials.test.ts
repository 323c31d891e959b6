import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Floorplan } from '@/features/floorplans/types';
import type { EditableHomeSpecial, EditableWebSpecial } from '@/features/staff/planEdits';
import type { AuditEntry, AuditRevertConflict } from '@/features/staff/types';
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
const send = (method: Method, url: string, payload?: object) => api.app.inject({ method, url, headers: leasing.headers, payload });
const revert = (entryId: number) => api.app.inject({ method: 'POST', url: `/api/staff/audit/${entryId}/revert`, headers: admin.headers });
const lastEntry = async (action: string, target: string) => (await auditEntriesOf(api.db, action, target)).at(-1)!.id;

const homeUrl = (id?: number) => `/api/staff/catalog/home-specials${id === undefined ? '' : `/${id}`}`;
const winter = { title: 'Winter Special', description: 'Sign by January 31 and save.', details: '<p>Save $300.</p>', image: null, startDate: '2026-01-01', communityIds: [1, 3] };
const onPopup = async (id: number) =>
  (await api.app.inject('/api/data/homePageSpecials/filter')).json<HalCollection<'homePageSpecials', { id: number; title: string }>>()._embedded.homePageSpecials.find((each) => each.id === id)?.title;
const homeSpecialOf = async (id: number) => (await api.app.inject({ url: homeUrl(), headers: leasing.headers })).json<{ specials: EditableHomeSpecial[] }>().specials.find((each) => each.id === id);
async function addHomeSpecial(): Promise<EditableHomeSpecial> {
  const added = await send('POST', homeUrl(), winter);
  expect(added.statusCode).toBe(201);
  return added.json<EditableHomeSpecial>();
}

describe('issue 23 history: undoing a home-page special', () => {
  it('issue 23 history: a change is put back, logged with its own before and after, and on the pop-up at once', async () => {
    const { id } = await addHomeSpecial();
    expect((await send('PATCH', homeUrl(id), { ...winter, title: 'Spring Special', version: 0 })).statusCode).toBe(200);
    await afterTheNotice(() => onPopup(id)).toBe('Spring Special');
    const answer = await revert(await lastEntry('home-special-change', `home-special ${id}`));
    expect(answer.statusCode).toBe(200);
    expect(answer.json<AuditEntry>()).toMatchObject({ action: 'catalog-revert', target: `home-special ${id}`, actorId: admin.member.id, before: { title: 'Spring Special' }, after: { title: 'Winter Special' } });
    expect(await homeSpecialOf(id)).toMatchObject({ title: 'Winter Special', version: 2 });
    await afterTheNotice(() => onPopup(id)).toBe('Winter Special');
  });

  it('issue 23 history: an addition undone removes it; that undo undone puts it back under the same id', async () => {
    const { id } = await addHomeSpecial();
    await afterTheNotice(() => onPopup(id)).toBe('Winter Special');
    const undo = await revert(await lastEntry('home-special-added', `home-special ${id}`));
    expect(undo.statusCode).toBe(200);
    expect(undo.json<AuditEntry>()).toMatchObject({ action: 'catalog-revert', target: `home-special ${id}`, before: winter, after: null });
    expect(await homeSpecialOf(id)).toBeUndefined();
    await afterTheNotice(() => onPopup(id)).toBeUndefined();

    const redo = await revert(undo.json<AuditEntry>().id);
    expect(redo.statusCode).toBe(200);
    expect(redo.json<AuditEntry>()).toMatchObject({ action: 'catalog-revert', target: `home-special ${id}`, before: null, after: winter });
    expect(await homeSpecialOf(id)).toEqual({ id, version: 0, ...winter });
    await afterTheNotice(() => onPopup(id)).toBe('Winter Special');
  });

  it('issue 23 history: a removal undone puts it back under its own id; undone twice, the second is 409 (it is back already) and writes nothing', async () => {
    const { id } = await addHomeSpecial();
    expect((await send('DELETE', `${homeUrl(id)}?version=0`)).statusCode).toBe(204);
    const removal = await lastEntry('home-special-removed', `home-special ${id}`);
    expect((await revert(removal)).statusCode).toBe(200);
    expect(await homeSpecialOf(id)).toEqual({ id, version: 0, ...winter });
    await afterTheNotice(() => onPopup(id)).toBe('Winter Special');

    const again = await revert(removal);
    expect(again.statusCode).toBe(409);
    expect(again.json<AuditRevertConflict>()).toEqual({ message: `Home-page special ${id} is back already: here it is as it is now.`, current: { id, version: 0, ...winter } });
    expect(await countRows(api.db, 'audit_log', "action = 'catalog-revert' AND target = $1", [`home-special ${id}`])).toBe(1);
  });

  it('issue 23 history: an addition changed since cannot be undone: 409 with the special as it is now, nothing removed', async () => {
    const { id } = await addHomeSpecial();
    const changed = (await send('PATCH', homeUrl(id), { ...winter, description: 'Now with free parking.', version: 0 })).json<EditableHomeSpecial>();
    const answer = await revert(await lastEntry('home-special-added', `home-special ${id}`));
    expect(answer.statusCode).toBe(409);
    expect(answer.json<AuditRevertConflict>()).toEqual({
      message: `Home-page special ${id} has been changed again since this entry: here it is as it is now. Undo the later change first, or edit it by hand.`,
      current: changed,
    });
    expect(await homeSpecialOf(id)).toEqual(changed);
  });

  it('issue 23 history: an undo racing an edit of the same field of the same special: exactly one of them is written, the other gets 409', async () => {
    // (An edit of other fields is no conflict for an undo: it puts back only its own fields, as a unit's does.)
    for (let round = 0; round < 5; round += 1) {
      const { id } = await addHomeSpecial();
      expect((await send('PATCH', homeUrl(id), { ...winter, title: 'Raced', version: 0 })).statusCode).toBe(200);
      const entry = await lastEntry('home-special-change', `home-special ${id}`);
      const [undo, edit] = await Promise.all([revert(entry), send('PATCH', homeUrl(id), { ...winter, title: 'Edited', version: 1 })]);
      expect([undo.statusCode, edit.statusCode].sort()).toEqual([200, 409]);
      expect(await homeSpecialOf(id)).toMatchObject(undo.statusCode === 200 ? { title: 'Winter Special', version: 2 } : { title: 'Edited', version: 2 });
    }
  });
});

const planId = 9201;
const specialsUrl = `/api/staff/catalog/floorplans/${planId}/web-specials`;
const specialUrl = (id: number) => `/api/staff/catalog/web-specials/${id}`;
const parking = { description: 'Free parking for a year', startDate: '2026-01-01', endDate: '2099-12-31' };
const onPlanPage = async () => (await api.app.inject(`/api/data/floorplans/${planId}?projection=withId`)).json<Floorplan>().webSpecials.map((each) => each.description);
const webSpecialOf = async (id: number) =>
  (await api.app.inject({ url: `/api/staff/catalog/floorplans/${planId}`, headers: leasing.headers })).json<{ webSpecials: EditableWebSpecial[] }>().webSpecials.find((each) => each.id === id);
async function addWebSpecial(): Promise<EditableWebSpecial> {
  const added = await send('POST', specialsUrl, parking);
  expect(added.statusCode).toBe(201);
  return added.json<EditableWebSpecial>();
}

describe('issue 23 history: undoing a web special', () => {
  beforeAll(async () => {
    await api.db.query(
      `INSERT INTO floorplans (id, property_id, name, bedroom, bathroom, style, description)
       SELECT $1::int, property_id, 'Undo plan', bedroom, bathroom, style, description FROM floorplans WHERE active ORDER BY id LIMIT 1`,
      [planId],
    );
  });

  it('issue 23 history: a change is put back and shown on the plan page at once; an addition undone is gone from it', async () => {
    const { id } = await addWebSpecial();
    expect((await send('PATCH', specialUrl(id), { ...parking, description: 'Free parking for a month', version: 0 })).statusCode).toBe(200);
    await afterTheNotice(onPlanPage).toContain('Free parking for a month');
    const undoChange = await revert(await lastEntry('web-special-changed', `web-special ${id}`));
    expect(undoChange.statusCode).toBe(200);
    expect(undoChange.json<AuditEntry>()).toMatchObject({ target: `web-special ${id}`, before: { description: 'Free parking for a month' }, after: { description: parking.description } });
    await afterTheNotice(onPlanPage).toContain(parking.description);

    const undoAdd = await revert(await lastEntry('web-special-added', `web-special ${id}`));
    expect(undoAdd.statusCode).toBe(200);
    expect(await webSpecialOf(id)).toBeUndefined();
    await afterTheNotice(onPlanPage).not.toContain(parking.description);
  });

  it('issue 23 history: a removal undone puts it back under its own id on its plan; a removal of a special whose plan is gone cannot be', async () => {
    const { id } = await addWebSpecial();
    expect((await send('DELETE', `${specialUrl(id)}?version=0`)).statusCode).toBe(204);
    const removal = await lastEntry('web-special-removed', `web-special ${id}`);
    expect((await revert(removal)).json<AuditEntry>()).toMatchObject({ action: 'catalog-revert', before: null, after: { floorplanId: planId, ...parking } });
    expect(await webSpecialOf(id)).toEqual({ id, version: 0, ...parking });
    await afterTheNotice(onPlanPage).toContain(parking.description);

    // The plan taken away (its specials with it): the removal's undo has nowhere to put it back.
    const other = await addWebSpecial();
    expect((await send('DELETE', `${specialUrl(other.id)}?version=0`)).statusCode).toBe(204);
    await api.db.query('DELETE FROM floorplans WHERE id = $1', [planId]);
    const orphan = await revert(await lastEntry('web-special-removed', `web-special ${other.id}`));
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json<AuditRevertConflict>().message).toBe(`Web special ${other.id} cannot be put back: its floor plan or its id is no longer free.`);
    expect(await countRows(api.db, 'web_specials', 'id = $1', [other.id])).toBe(0);
  });
});

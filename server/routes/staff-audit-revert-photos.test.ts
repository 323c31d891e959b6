import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanPhoto, PlanPhotos } from '@/features/staff/planPhotos';
import type { AuditEntry, AuditRevertConflict } from '@/features/staff/types';
import type { TestApi } from '../test/api';
import { afterTheNotice, auditEntriesOf, publicPlanPhotos, startCatalogEditing } from '../test/catalog';
import { pictureBytes } from '../test/sublets';
import type { SignedInTestStaff } from '../test/staff';

let api: TestApi;
let leasing: SignedInTestStaff;
let admin: SignedInTestStaff;
beforeAll(async () => {
  ({ api, leasing, admin } = await startCatalogEditing());
});
afterAll(() => api.close());

const photosUrl = (plan: number) => `/api/staff/catalog/floorplans/${plan}/photos`;
const revert = (entryId: number, as = admin) => api.app.inject({ method: 'POST', url: `/api/staff/audit/${entryId}/revert`, headers: as.headers });
const send = (method: 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) => api.app.inject({ method, url, headers: leasing.headers, payload });
const photosOf = async (plan: number) => (await api.app.inject({ url: photosUrl(plan), headers: leasing.headers })).json<PlanPhotos>().photos;
const lastChange = async (plan: number) => (await auditEntriesOf(api.db, 'floorplan-photo-changed', `floorplan ${plan}`)).at(-1)!.id;
const publicPhotos = (plan: number) => publicPlanPhotos(api, plan);
const publicCover = async (plan: number) => (await api.app.inject(`/api/data/floorplans/${plan}`)).json<{ coverImage: string | null }>().coverImage;

let nextPlan = 9300;
/** Uploads a new picture to the plan and describes it. */
async function uploadPhoto(plan: number, altText: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await pictureBytes('jpeg'))], { type: 'image/jpeg' }), `${altText}.jpg`);
  const photo = (await api.app.inject({ method: 'POST', url: photosUrl(plan), headers: leasing.headers, payload: form })).json<PlanPhoto>();
  expect((await send('PATCH', `${photosUrl(plan)}/${photo.id}`, { altText })).statusCode).toBe(200);
  return photo.id;
}

/** A plan of its own with `count` described photos, 'Room 1', 'Room 2', …, the first the cover. */
async function planWithPhotos(count: number): Promise<{ plan: number; photos: string[] }> {
  const plan = nextPlan++;
  await api.db.query(
    `INSERT INTO floorplans (id, property_id, name, bedroom, bathroom, style, active) SELECT $1::int, property_id, 'Undo Photos ' || $1::text, bedroom, bathroom, style, true FROM floorplans WHERE id = 3`,
    [plan],
  );
  const photos: string[] = [];
  for (let index = 0; index < count; index += 1) photos.push(await uploadPhoto(plan, `Room ${index + 1}`));
  expect((await send('PUT', `${photosUrl(plan)}/cover`, { photoId: photos[0] })).statusCode).toBe(200);
  return { plan, photos };
}

describe('issue 23 history: undoing a floor plan photo change', () => {
  it('issue 23 history: an alt text change is put back and logged; changed again since, its undo is a 409 and writes nothing', async () => {
    const { plan, photos } = await planWithPhotos(1);
    expect((await send('PATCH', `${photosUrl(plan)}/${photos[0]}`, { altText: 'Sunny kitchen' })).statusCode).toBe(200);
    const entry = await lastChange(plan);
    const undone = await revert(entry);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<AuditEntry>()).toMatchObject({ action: 'catalog-revert', target: `floorplan-photos ${plan}`, before: { photo: photos[0], altText: 'Sunny kitchen' }, after: { photo: photos[0], altText: 'Room 1' } });
    expect((await photosOf(plan))[0].altText).toBe('Room 1');

    expect((await send('PATCH', `${photosUrl(plan)}/${photos[0]}`, { altText: 'Bright kitchen' })).statusCode).toBe(200);
    const stale = await revert(entry);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<AuditRevertConflict>().current).toEqual({ planId: plan, photo: photos[0], altText: 'Bright kitchen' });
    expect((await photosOf(plan))[0].altText).toBe('Bright kitchen');
  });

  it('issue 23 history: a new order is put back, and that undo undone; with a photo removed since, its undo is a 409', async () => {
    const { plan, photos } = await planWithPhotos(3);
    expect((await send('PUT', `${photosUrl(plan)}/order`, { photoIds: [...photos].reverse() })).statusCode).toBe(200);
    const entry = await lastChange(plan);
    expect((await revert(entry)).statusCode).toBe(200);
    expect((await photosOf(plan)).map((photo) => photo.id)).toEqual(photos);
    // Undo the undo: back to the new order.
    const undoOfUndo = (await auditEntriesOf(api.db, 'catalog-revert', `floorplan-photos ${plan}`)).at(-1)!.id;
    expect((await revert(undoOfUndo)).statusCode).toBe(200);
    expect((await photosOf(plan)).map((photo) => photo.id)).toEqual([...photos].reverse());

    expect((await send('DELETE', `${photosUrl(plan)}/${photos[1]}`)).statusCode).toBe(200);
    expect((await revert(undoOfUndo)).statusCode).toBe(409);
  });

  it('issue 23 history: a cover change is put back and the site shows the old cover at once; a cover photo removed since cannot be put back (409)', async () => {
    const { plan, photos } = await planWithPhotos(2);
    const firstCover = await publicCover(plan);
    expect((await send('PUT', `${photosUrl(plan)}/cover`, { photoId: photos[1] })).statusCode).toBe(200);
    await afterTheNotice(() => publicCover(plan)).not.toBe(firstCover);
    const entry = await lastChange(plan);
    expect((await revert(entry)).statusCode).toBe(200);
    expect((await photosOf(plan)).find((photo) => photo.cover)?.id).toBe(photos[0]);
    await afterTheNotice(() => publicCover(plan)).toBe(firstCover);

    expect((await send('PUT', `${photosUrl(plan)}/cover`, { photoId: photos[1] })).statusCode).toBe(200);
    const again = await lastChange(plan);
    expect((await send('DELETE', `${photosUrl(plan)}/${photos[0]}`)).statusCode).toBe(200);
    const refused = await revert(again);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe("The photo that was the cover is no longer on the plan or has no description: choose the cover on the plan's page.");
    expect((await photosOf(plan)).find((photo) => photo.cover)?.id).toBe(photos[1]);
  });

  it('issue 23 history: a removed photo cannot be undone (its bytes are gone with it): 400, nothing written', async () => {
    const { plan, photos } = await planWithPhotos(1);
    expect((await send('DELETE', `${photosUrl(plan)}/${photos[0]}`)).statusCode).toBe(200);
    const [removal] = await auditEntriesOf(api.db, 'floorplan-photo-removed', `floorplan ${plan}`);
    const answer = await revert(removal.id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'This entry cannot be undone' });
    expect(await photosOf(plan)).toEqual([]);
  });
});

describe('issue 23 history: undoing a floor plan photo upload', () => {
  const uploadOf = async (plan: number, photo: string) =>
    (await auditEntriesOf(api.db, 'floorplan-photo-added', `floorplan ${plan}`)).find((entry) => (entry.after as { photo: string }).photo === photo)!.id;

  it('issue 23 history: undoing an upload takes the photo (described since) off the plan and the site at once, logged as its own entry that cannot be undone', async () => {
    const { plan, photos } = await planWithPhotos(1);
    const added = await uploadPhoto(plan, 'Wrong building');
    await afterTheNotice(() => publicPhotos(plan)).toEqual([photos[0], added]);

    const undone = await revert(await uploadOf(plan, added));
    expect(undone.statusCode).toBe(200);
    expect(undone.json<AuditEntry>()).toMatchObject({ action: 'floorplan-photo-upload-undone', target: `floorplan ${plan}`, before: { photo: added, place: 2, altText: 'Wrong building' }, after: null });
    expect((await photosOf(plan)).map((photo) => photo.id)).toEqual([photos[0]]);
    await afterTheNotice(() => publicPhotos(plan)).toEqual([photos[0]]);

    // Its bytes are deleted with it: the undo's own entry cannot be undone.
    const again = await revert(undone.json<AuditEntry>().id);
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([400, 'This entry cannot be undone']);
  });

  it('issue 23 history: an upload whose photo moved in the order or became the cover since is a 409 with the photo as it is now, nothing removed', async () => {
    const { plan, photos } = await planWithPhotos(2);
    const added = await uploadPhoto(plan, 'Balcony');
    expect((await send('PUT', `${photosUrl(plan)}/order`, { photoIds: [added, ...photos] })).statusCode).toBe(200);
    const moved = await revert(await uploadOf(plan, added));
    expect(moved.statusCode).toBe(409);
    expect(moved.json<AuditRevertConflict>().current).toEqual({ planId: plan, photo: added, place: 1, cover: false, altText: 'Balcony' });

    expect((await send('PUT', `${photosUrl(plan)}/order`, { photoIds: [...photos, added] })).statusCode).toBe(200);
    expect((await send('PUT', `${photosUrl(plan)}/cover`, { photoId: added })).statusCode).toBe(200);
    const cover = await revert(await uploadOf(plan, added));
    expect(cover.statusCode).toBe(409);
    expect(cover.json<AuditRevertConflict>()).toEqual({
      message: `The photo of floor plan ${plan} has been changed again since this entry: here it is as it is now. Undo the later change first, or edit it by hand.`,
      current: { planId: plan, photo: added, place: 3, cover: true, altText: 'Balcony' },
    });
    expect((await photosOf(plan)).map((photo) => photo.id)).toEqual([...photos, added]);
    await afterTheNotice(() => publicCover(plan)).toContain(added);
  });

  it('issue 23 history: the same upload undone twice at once removes the photo once and logs one undo; a leasing agent may not undo it (403)', async () => {
    const { plan, photos } = await planWithPhotos(1);
    const added = await uploadPhoto(plan, 'Hallway');
    const entry = await uploadOf(plan, added);
    expect((await revert(entry, leasing)).statusCode).toBe(403);
    expect((await photosOf(plan)).map((photo) => photo.id)).toEqual([photos[0], added]);

    const answers = await Promise.all([revert(entry), revert(entry), revert(entry)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404]);
    expect(answers.find((answer) => answer.statusCode === 404)!.json()).toEqual({ message: `The photo of floor plan ${plan} no longer exists` });
    expect(await auditEntriesOf(api.db, 'floorplan-photo-upload-undone', `floorplan ${plan}`)).toHaveLength(1);
    expect((await photosOf(plan)).map((photo) => photo.id)).toEqual([photos[0]]);
  });
});

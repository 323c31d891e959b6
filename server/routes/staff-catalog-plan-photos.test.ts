import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDetails, Floorplan } from '@/features/floorplans/types';
import type { Asset } from '@/features/gallery/types';
import { NOT_SHOWN_MESSAGE, type PlanPhoto, type PlanPhotos } from '@/features/staff/planPhotos';
import type { HalCollection } from '@/lib/hal';
import { startTestApi, type TestApi } from '../test/api';
import { afterTheNotice, auditEntriesOf, planPhotosFolder, publicPlanPhotos } from '../test/catalog';
import { countRows } from '../test/database';
import { pictureBytes } from '../test/sublets';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';

let api: TestApi;
let leasing: SignedInTestStaff;
beforeAll(async () => {
  api = await startTestApi({ catalogCacheMs: 60_000 });
  leasing = await signedInStaff(api, 'leasing', 'Dana Agent');
});
afterAll(() => api.close());

const photosUrl = (plan: number) => `/api/staff/catalog/floorplans/${plan}/photos`;
const BOUNDARY = '----plan-photo-boundary';

/** A plan of its own (a copy of plan 3 without photos), so no other test's photos mix in. */
let nextPlan = 9100;
async function planWithoutPhotos(): Promise<number> {
  const id = nextPlan++;
  await api.db.query(
    `INSERT INTO floorplans (id, property_id, name, bedroom, bathroom, style, active) SELECT $1::int, property_id, 'Photo Plan ' || $1::text, bedroom, bathroom, style, true FROM floorplans WHERE id = 3`,
    [id],
  );
  return id;
}

function upload(plan: number, bytes: Buffer, fileName = 'kitchen.jpg', headers = leasing.headers) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), fileName);
  return api.app.inject({ method: 'POST', url: photosUrl(plan), headers, payload: form });
}
const photosOf = async (plan: number) => (await api.app.inject({ url: photosUrl(plan), headers: leasing.headers })).json<PlanPhotos>().photos;
const describePhoto = (plan: number, photo: string, altText: unknown, headers = leasing.headers) =>
  api.app.inject({ method: 'PATCH', url: `${photosUrl(plan)}/${photo}`, headers, payload: { altText } });
const folderId = (plan: number) => planPhotosFolder(api.db, plan);
/** What the site shows: the plan's public folder answer. */
const publicPhotos = (plan: number) => publicPlanPhotos(api, plan);
const publicCover = async (plan: number) => (await api.app.inject(`/api/data/floorplans/${plan}`)).json<{ coverImage: string | null }>().coverImage;

async function describedPhotos(plan: number, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const photo = (await upload(plan, await pictureBytes('jpeg'))).json<PlanPhoto>();
    expect((await describePhoto(plan, photo.id, `Room ${index + 1}`)).statusCode).toBe(200);
    ids.push(photo.id);
  }
  return ids;
}

describe('issue 23 floor plan photos: who may', () => {
  it('issue 23 photos: nobody signed in gets 401 on every route; a write without the XSRF token, with a wrong one or from another site is 403 and writes nothing', async () => {
    const plan = await planWithoutPhotos();
    const [photo] = await describedPhotos(plan, 1);
    const writes: [string, string, unknown][] = [
      ['PATCH', `${photosUrl(plan)}/${photo}`, { altText: 'Forged' }],
      ['PUT', `${photosUrl(plan)}/order`, { photoIds: [photo] }],
      ['PUT', `${photosUrl(plan)}/cover`, { photoId: photo }],
      ['DELETE', `${photosUrl(plan)}/${photo}`, undefined],
    ];
    expect((await api.app.inject({ url: photosUrl(plan) })).statusCode).toBe(401);
    expect((await upload(plan, await pictureBytes('jpeg'), 'x.jpg', {})).statusCode).toBe(401);
    for (const [method, url, payload] of writes) expect((await api.app.inject({ method: method as 'PUT', url, payload: payload as object })).statusCode, `${method} ${url}`).toBe(401);

    const { ['x-xsrf-token']: _token, ...withoutToken } = leasing.headers;
    const forgeries = [withoutToken, { ...leasing.headers, 'x-xsrf-token': 'not-the-token' }, { ...leasing.headers, origin: 'https://evil.example' }];
    const audited = await countRows(api.db, 'audit_log', "action LIKE 'floorplan-photo-%'");
    for (const headers of forgeries) {
      expect((await upload(plan, await pictureBytes('jpeg'), 'x.jpg', headers)).statusCode).toBe(403);
      for (const [method, url, payload] of writes) {
        expect((await api.app.inject({ method: method as 'PUT', url, headers, payload: payload as object })).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await photosOf(plan)).toEqual([{ id: photo, altText: 'Room 1', cover: false }]);
    expect(await countRows(api.db, 'audit_log', "action LIKE 'floorplan-photo-%'")).toBe(audited);
  });
});

describe('issue 23 floor plan photos: upload', () => {
  it('issue 23 photos: an upload is stored re-encoded in the database, audited, listed for the editor without a description, and not shown on the site until described', async () => {
    const plan = await planWithoutPhotos();
    const sent = await upload(plan, await pictureBytes('jpeg', { width: 2400, height: 1800 }), 'living room.jpg');
    expect(sent.statusCode).toBe(201);
    const photo = sent.json<PlanPhoto>();
    expect(photo).toEqual({ id: expect.stringMatching(/^upload-/), altText: null, cover: false });
    expect(await photosOf(plan)).toEqual([photo]);

    const stored = await api.app.inject(`/api/asset/download/${photo.id}`);
    expect(stored.headers['content-type']).toBe('image/webp');
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    const [row] = await api.db.query<{ fileName: string | null }>('SELECT file_name AS "fileName" FROM assets WHERE id = $1', [photo.id]);
    expect(row.fileName).toBeNull();
    expect(await auditEntriesOf(api.db, 'floorplan-photo-added', `floorplan ${plan}`)).toEqual([
      expect.objectContaining({ actorId: leasing.member.id, after: { photo: photo.id, fileName: 'living room.jpg', place: 1 } }),
    ]);

    // NOT_SHOWN_MESSAGE is what the editor says; the site simply leaves the photo out.
    expect(NOT_SHOWN_MESSAGE).toBe('Not shown: add a description');
    expect(await publicPhotos(plan)).toEqual([]);
    expect((await describePhoto(plan, photo.id, 'Living room with two windows')).json()).toEqual({ ...photo, altText: 'Living room with two windows' });
    expect(await publicPhotos(plan)).toEqual([photo.id]);
  });

  it('issue 23 photos: the same picture sent twice is one photo (200, not 201), and an unknown plan is 404', async () => {
    const plan = await planWithoutPhotos();
    const bytes = await pictureBytes('png');
    expect((await upload(plan, bytes)).statusCode).toBe(201);
    const again = await upload(plan, bytes);
    expect(again.statusCode).toBe(200);
    expect(await photosOf(plan)).toHaveLength(1);
    const unknown = await upload(999_999, bytes);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No floor plan with id 999999' });
  });

  it('issue 23 photos hostile: a 20 MB file is 413, a file that is no image 415, a NUL in its name 400, a body that is not multipart 400: each with a message, nothing stored', async () => {
    const plan = await planWithoutPhotos();
    const huge = Buffer.concat([await pictureBytes('jpeg'), Buffer.alloc(20 * 1024 * 1024)]);
    const tooBig = await upload(plan, huge, 'huge.jpg');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'huge.jpg is too big, provide a file smaller than 5mb!' });

    const script = await upload(plan, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'drawing.svg');
    expect(script.statusCode).toBe(415);
    expect(script.json()).toEqual({ message: 'drawing.svg is not an image: provide a JPEG, PNG, WebP or GIF file' });

    const nul = await api.app.inject({
      method: 'POST',
      url: photosUrl(plan),
      headers: { ...leasing.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`,
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: 'The file name must not contain control characters' });

    const json = await api.app.inject({ method: 'POST', url: photosUrl(plan), headers: leasing.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Send the image as multipart/form-data' });
    expect(await photosOf(plan)).toEqual([]);
  });

  it('issue 23 photos: uploads sent at once to the same plan each get their own place (the plan row is locked)', async () => {
    const plan = await planWithoutPhotos();
    const answers = await Promise.all(Array.from({ length: 4 }, async () => upload(plan, await pictureBytes('jpeg'))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const names = await api.db.query<{ name: string }>('SELECT name FROM assets WHERE folder_id = $1 ORDER BY name', [await folderId(plan)]);
    expect(names.map((row) => row.name)).toEqual(['1', '2', '3', '4']);
  });
});

describe('issue 23 floor plan photos: describe, reorder, cover, remove', () => {
  it('issue 23 photos hostile: a script in the alt text is stored as text; an empty or NUL-bearing description is 400 with a message', async () => {
    const plan = await planWithoutPhotos();
    const [photo] = await describedPhotos(plan, 1);
    const script = '<img src=x onerror=alert(1)> kitchen';
    expect((await describePhoto(plan, photo, script)).json<PlanPhoto>().altText).toBe(script);
    expect((await photosOf(plan))[0].altText).toBe(script);
    for (const [altText, message] of [
      ['   ', 'Describe the photo for someone who cannot see it, e.g. "Kitchen with a breakfast bar"'],
      ['a\u0000b', 'Alt text must not contain control characters'],
      ['x'.repeat(251), 'At most 250 characters'],
    ]) {
      const refused = await describePhoto(plan, photo, altText);
      expect(refused.statusCode, JSON.stringify(altText)).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain(message);
    }
    expect((await photosOf(plan))[0].altText).toBe(script);
    expect((await describePhoto(plan, 'upload-not-there', 'Kitchen')).statusCode).toBe(404);
  });

  it('issue 23 photos: a new order is what the next public read shows, audited with before and after; an order from an old list is 409', async () => {
    const plan = await planWithoutPhotos();
    const [a, b, c] = await describedPhotos(plan, 3);
    expect(await publicPhotos(plan)).toEqual([a, b, c]);
    const moved = await api.app.inject({ method: 'PUT', url: `${photosUrl(plan)}/order`, headers: leasing.headers, payload: { photoIds: [c, a, b] } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<PlanPhotos>().photos.map((photo) => photo.id)).toEqual([c, a, b]);
    expect(await publicPhotos(plan)).toEqual([c, a, b]);
    expect((await auditEntriesOf(api.db, 'floorplan-photo-changed', `floorplan ${plan}`)).at(-1)).toMatchObject({ before: { order: [a, b, c] }, after: { order: [c, a, b] } });

    const stale = await api.app.inject({ method: 'PUT', url: `${photosUrl(plan)}/order`, headers: leasing.headers, payload: { photoIds: [a, b] } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'The photos changed since this page was opened: reload it, then move them again.' });
    expect(await publicPhotos(plan)).toEqual([c, a, b]);
  });

  it("issue 23 photos: the cover is the plan's coverImage at once; a photo without a description cannot be the cover", async () => {
    const plan = await planWithoutPhotos();
    const [, second] = await describedPhotos(plan, 2);
    await publicCover(plan);
    const chosen = await api.app.inject({ method: 'PUT', url: `${photosUrl(plan)}/cover`, headers: leasing.headers, payload: { photoId: second } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<PlanPhotos>().photos.map((photo) => photo.cover)).toEqual([false, true]);
    // The plan's public answer is in the catalog cache (a minute): the notice clears it, so this read shows the change.
    await afterTheNotice(() => publicCover(plan)).toBe(`https://drive.google.com/uc?id=${second}`);

    const bare = (await upload(plan, await pictureBytes('jpeg'))).json<PlanPhoto>();
    const refused = await api.app.inject({ method: 'PUT', url: `${photosUrl(plan)}/cover`, headers: leasing.headers, payload: { photoId: bare.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Describe this photo before making it the cover: a photo without a description is not shown.' });
    expect(await publicCover(plan)).toBe(`https://drive.google.com/uc?id=${second}`);
  });

  it("issue 23 cover alt: what the office writes of the cover is what the plan's answer and the cards' covers say, at once", async () => {
    const plan = await planWithoutPhotos();
    const [, second] = await describedPhotos(plan, 2);
    await api.app.inject({ method: 'PUT', url: `${photosUrl(plan)}/cover`, headers: leasing.headers, payload: { photoId: second } });
    const publicCoverAlt = async () => {
      const detail = (await api.app.inject(`/api/data/floorplans/${plan}`)).json<Floorplan>();
      const { cards } = (await api.app.inject(`/api/data/home/cards?ids=${plan}`)).json<{ cards: Record<string, CardDetails> }>();
      return { detail: detail.coverAlt, card: cards[plan].coverAlt };
    };
    await afterTheNotice(publicCoverAlt).toEqual({ detail: 'Room 2', card: 'Room 2' });

    expect((await describePhoto(plan, second, 'Bay window over the park')).statusCode).toBe(200);
    await afterTheNotice(publicCoverAlt).toEqual({ detail: 'Bay window over the park', card: 'Bay window over the park' });
  });

  it('issue 23 photos: removing the cover removes it from the site and makes the first described photo left the cover, audited', async () => {
    const plan = await planWithoutPhotos();
    const [first, second] = await describedPhotos(plan, 2);
    await api.app.inject({ method: 'PUT', url: `${photosUrl(plan)}/cover`, headers: leasing.headers, payload: { photoId: second } });
    const removed = await api.app.inject({ method: 'DELETE', url: `${photosUrl(plan)}/${second}`, headers: leasing.headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<PlanPhotos>().photos).toEqual([{ id: first, altText: 'Room 1', cover: true }]);
    expect(await publicPhotos(plan)).toEqual([first]);
    await afterTheNotice(() => publicCover(plan)).toBe(`https://drive.google.com/uc?id=${first}`);
    expect((await api.app.inject(`/api/asset/download/${second}`)).statusCode).toBe(404);
    expect(await auditEntriesOf(api.db, 'floorplan-photo-removed', `floorplan ${plan}`)).toEqual([
      expect.objectContaining({ before: { photo: second, altText: 'Room 2', cover: true }, after: { cover: first } }),
    ]);
    expect((await api.app.inject({ method: 'DELETE', url: `${photosUrl(plan)}/${second}`, headers: leasing.headers })).statusCode).toBe(404);
  });

  it("issue 23 photos: every photo change sends the catalog notice that clears each process's cached pages", async () => {
    const plan = await planWithoutPhotos();
    const heard: string[] = [];
    const unlisten = await api.db.listen('catalog_changed', { notice: (table) => heard.push(table), lost: () => {}, back: () => {} });
    const [photo] = await describedPhotos(plan, 1);
    await afterTheNotice(async () => heard).toContain('assets');
    // On PostgreSQL the upload's and the first description's notices may still be on their way: let them all arrive
    // (within milliseconds of their commits), then count only what the next change sends.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = heard.length;
    await describePhoto(plan, photo, 'Bedroom with a closet');
    await afterTheNotice(async () => heard.slice(before)).toEqual(['assets']);
    await unlisten();
  });

  it("issue 23 photos: a plan's photos from before the editor keep being shown (migration 054 described them), a sublet's photos need no description", async () => {
    const seeded = await api.app.inject('/api/data/assets/floorplan-3');
    expect(seeded.json<HalCollection<'assets', Asset>>()._embedded.assets.length).toBeGreaterThanOrEqual(3);
    const editor = await photosOf(3);
    expect(editor.every((photo) => photo.altText)).toBe(true);
    expect(editor.filter((photo) => photo.cover)).toHaveLength(1);
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABLE_TO_MESSAGE, ZIP_MESSAGE } from '@/features/sublets/rules';
import type { PostedSublet, PublicSublet, Sublet } from '@/features/sublets/types';
import type { HalCollection } from '@/lib/hal';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';
import { approveWithPhoto, createSublet, pictureBytes, postSublet, subletBody, uploadImage } from '../test/sublets';
import { POSTED_SUBLET_KEYS, PUBLIC_SUBLET_KEYS, sortedKeys } from '../test/wire';
import { POSTED_MESSAGE } from './sublets';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const LIST = '/api/data/sublets/search/findByActiveTrueAndApprovedTrue?projection=withId';

async function listed(): Promise<PublicSublet[]> {
  const response = await api.app.inject(LIST);
  expect(response.statusCode).toBe(200);
  return response.json<HalCollection<'sublets', PublicSublet>>()._embedded.sublets;
}

const byKey = (assetKey: string) => api.app.inject(`/api/data/sublets/search/byAssetKey?projection=withId&assetKey=${encodeURIComponent(assetKey)}`);

describe('spec 7 POST admin/sublets', () => {
  it('spec 4 stores the sublet active and not approved, and returns it whole with a fresh assetKey of 128+ random bits', async () => {
    const before = await countRows(api.db, 'sublets');
    const response = await postSublet(api, subletBody());
    expect(response.statusCode).toBe(201);
    const sublet = response.json<PostedSublet>();
    expect(sortedKeys(sublet)).toEqual(POSTED_SUBLET_KEYS);
    expect(sublet.message).toBe(POSTED_MESSAGE);
    expect(sublet).toMatchObject({ active: true, approved: false, firstName: 'Casey', email: 'casey.morgan@example.com', bedroom: 3, availableBedrooms: 1, rent: 625 });
    expect(sublet.assetKey).toMatch(/^[\w-]{22,}$/); // base64url: 22 characters hold 128 bits
    expect(Buffer.from(sublet.assetKey, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(sublet.photosFolderId).toBeTruthy();
    expect(sublet.photosFolderId).not.toContain(sublet.assetKey);
    expect(await countRows(api.db, 'sublets')).toBe(before + 1);
    const other = await createSublet(api);
    expect(other.assetKey).not.toBe(sublet.assetKey);
  });

  it('spec 5 the fixed city suffix is stored once, whether or not the sender added it', async () => {
    expect((await createSublet(api, { address: '345 S Fess Ave, Bloomington, IN' })).address).toBe('345 S Fess Ave, Bloomington, IN');
    expect((await createSublet(api, { address: '  345 S Fess Ave ' })).address).toBe('345 S Fess Ave, Bloomington, IN');
  });

  it('spec 3 defaults: 1 bedroom of 1, pets not allowed, utilities included; numbers typed as text are accepted', async () => {
    const { bedroom, availableBedrooms, petsAllowed, utilitiesIncluded, ...rest } = subletBody();
    void [bedroom, availableBedrooms, petsAllowed, utilitiesIncluded];
    const response = await postSublet(api, { ...rest, rent: '700' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Sublet>()).toMatchObject({ bedroom: 1, availableBedrooms: 1, petsAllowed: false, utilitiesIncluded: true, rent: 700 });
  });

  it('a script tag in a description is stored as text and returned as text', async () => {
    const description = '<script>alert("hi")</script> Sunny room & <b>big</b> closet';
    const sublet = await createSublet(api, { description });
    expect(sublet.description).toBe(description);
    expect((await byKey(sublet.assetKey)).json<Sublet>().description).toBe(description);
    expect(await api.db.query('SELECT description FROM sublets WHERE id = $1', [sublet.id])).toEqual([{ description }]);
  });

  const long = (length: number) => 'x'.repeat(length);
  it.each<[string, Record<string, unknown> | unknown, string]>([
    ['a missing first name', { firstName: undefined }, 'Provide first name'],
    ['a blank last name', { lastName: '   ' }, 'Provide last name'],
    ['an e-mail that is not one', { email: 'casey-at-example' }, 'Provide a valid email'],
    ['a zip of 4 digits', { zipcode: '4740' }, ZIP_MESSAGE],
    ['a zip with letters', { zipcode: '4740a' }, ZIP_MESSAGE],
    ['a zip of 6 digits', { zipcode: '474011' }, ZIP_MESSAGE],
    ['an empty zip', { zipcode: '' }, 'Provide zip code'],
    ['Available To before Available From', { availableFrom: '2030-06-10', availableTo: '2030-06-09' }, AVAILABLE_TO_MESSAGE],
    ['a date that does not exist', { availableFrom: '2030-02-30' }, 'Provide Available From date (YYYY-MM-DD)'],
    ['a date in another format', { availableTo: '06/10/2030' }, 'Provide Available To date (YYYY-MM-DD)'],
    ['5 bedrooms', { bedroom: 5 }, 'Bedrooms must be from 0 to 4'],
    ['-1 available bedrooms', { availableBedrooms: -1 }, 'Available bedrooms must be from 0 to 4'],
    ['bedrooms as words', { bedroom: 'three' }, 'Bedrooms must be from 0 to 4'],
    ['a missing rent', { rent: undefined }, 'Provide rent'],
    ['a rent that is not a number', { rent: 'cheap' }, 'Provide rent'],
    ['a negative rent', { rent: -5 }, 'Rent must not be negative'],
    ['a title of 51 characters', { title: long(51) }, 'Title must be at most 50 characters'],
    ['a description of 501 characters', { description: long(501) }, 'Description must be at most 500 characters'],
    ['a missing description', { description: undefined }, 'Provide description'],
    ['an address that is only the city suffix', { address: ', Bloomington, IN' }, 'Provide address'],
    ['pets allowed as text', { petsAllowed: 'yes' }, 'petsAllowed must be true or false'],
    ['a title of the wrong type', { title: 42 }, 'Provide title'],
  ])('spec 5 sublet form: refuses %s with "%s" and stores nothing', async (_case, overrides, message) => {
    const before = await countRows(api.db, 'sublets');
    const response = await postSublet(api, subletBody(overrides as Record<string, unknown>));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await countRows(api.db, 'sublets')).toBe(before);
  });

  it('refuses a body that is not a sublet (a list, broken JSON, 100 kB) with a message, storing nothing', async () => {
    const before = await countRows(api.db, 'sublets');
    const token = await api.captchaToken();
    const url = `/api/admin/sublets?captchaResponse=${token}`;
    const list = await api.app.inject({ method: 'POST', url, payload: [subletBody()] });
    expect(list.statusCode).toBe(400);
    const broken = await api.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"firstName": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toBeTruthy();
    const huge = await api.app.inject({ method: 'POST', url, payload: subletBody({ description: long(100_000) }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ message: string }>().message).toBeTruthy();
    expect(await countRows(api.db, 'sublets')).toBe(before);
  });

  it.each([
    ['a missing captcha', ''],
    ['a made-up captcha', 'not-a-token'],
    ['a forged captcha', `${Date.now() + 60_000}.bm9uY2U.c2lnbmF0dXJl`],
  ])('spec 5 refuses %s with "Please check the captcha" and stores nothing', async (_case, token) => {
    const before = await countRows(api.db, 'sublets');
    const response = await api.app.inject({ method: 'POST', url: `/api/admin/sublets?captchaResponse=${token}`, payload: subletBody() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please check the captcha' });
    expect(await countRows(api.db, 'sublets')).toBe(before);
  });
});

describe('spec 7 the sublet board', () => {
  it('spec 4 a new sublet is listed only once approved, and the list never shows an owner\'s name, e-mail or key', async () => {
    const sublet = await createSublet(api, { title: 'Waiting for approval' });
    expect((await listed()).map((s) => s.id)).not.toContain(sublet.id);
    await approveWithPhoto(api, sublet);
    const list = await listed();
    expect(list.map((s) => s.id)).toContain(sublet.id);
    for (const item of list) {
      expect(sortedKeys(item)).toEqual(PUBLIC_SUBLET_KEYS);
      expect(item.active && item.approved).toBe(true);
    }
    const text = (await api.app.inject(LIST)).body;
    expect(text).not.toContain('casey.morgan@example.com');
    expect(text).not.toContain('Morgan');
    expect(text).not.toContain(sublet.assetKey);
  });

  it('spec 7 byAssetKey returns the one sublet whole, approved or not; an unknown key is a 404 with a message', async () => {
    const sublet = await createSublet(api);
    const response = await byKey(sublet.assetKey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sublet);
    expect((await byKey('no-such-key')).statusCode).toBe(404);
    expect((await byKey('no-such-key')).json()).toEqual({ message: 'Sublet not found' });
    expect((await api.app.inject('/api/data/sublets/search/byAssetKey?projection=withId')).json()).toEqual({ message: 'assetKey is required' });
  });
});

describe('spec 7 DELETE admin/sublets/{id} with the X-Sublet-Key header', () => {
  it('refuses a delete without the key, or with another sublet\'s key, with 403 and a message; the sublet stays', async () => {
    const sublet = await createSublet(api);
    const other = await createSublet(api);
    for (const headers of [{}, { 'x-sublet-key': other.assetKey }, { 'x-sublet-key': `${sublet.assetKey}x` }]) {
      const response = await api.app.inject({ method: 'DELETE', url: `/api/admin/sublets/${sublet.id}`, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toMatch(/X-Sublet-Key/);
    }
    expect(await countRows(api.db, 'sublets', 'id = $1', [sublet.id])).toBe(1);
  });

  it('deletes the sublet, its images and the files of images stored on disk by older versions for the holder of its key', async () => {
    const sublet = await createSublet(api);
    expect((await uploadImage(api, sublet.assetKey, { bytes: await pictureBytes('png'), isCoverImage: true })).statusCode).toBe(201);
    const fileName = 'legacy-upload.webp';
    await mkdir(api.uploadsDir, { recursive: true });
    await writeFile(`${api.uploadsDir}/${fileName}`, 'old bytes');
    await api.db.query(`INSERT INTO assets (id, folder_id, name, content_type, byte_size, sha256, file_name) VALUES ('legacy', $1, '1', 'image/webp', 9, 'x', $2)`, [sublet.photosFolderId, fileName]);
    const response = await api.app.inject({ method: 'DELETE', url: `/api/admin/sublets/${sublet.id}`, headers: { 'X-Sublet-Key': sublet.assetKey } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sublet Deleted!' });
    expect(await countRows(api.db, 'sublets', 'id = $1', [sublet.id])).toBe(0);
    expect(await countRows(api.db, 'assets', 'folder_id = $1', [sublet.photosFolderId])).toBe(0);
    const { existsSync } = await import('node:fs');
    expect(existsSync(`${api.uploadsDir}/${fileName}`)).toBe(false);
    expect((await byKey(sublet.assetKey)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown sublet and 400 for a malformed id', async () => {
    expect((await api.app.inject({ method: 'DELETE', url: '/api/admin/sublets/99999', headers: { 'x-sublet-key': 'k' } })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'DELETE', url: '/api/admin/sublets/abc' })).json()).toEqual({ message: 'id must be a positive whole number' });
  });
});

describe('spec 7 POST admin/sublets/{id}/message', () => {
  const send = async (id: number, body: unknown, captcha?: string) =>
    api.app.inject({ method: 'POST', url: `/api/admin/sublets/${id}/message?captchaResponse=${captcha ?? (await api.captchaToken())}`, payload: body as object });
  const visitor = { name: 'Jamie Fox', email: 'jamie@example.org', message: 'Is the room still free in January?' };

  it('stores the message in the outbox addressed to the owner; the visitor never sees the owner\'s address', async () => {
    const sublet = await createSublet(api, { email: 'owner.private@example.com' }, { approve: true });
    const response = await send(sublet.id, visitor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Message Sent!' });
    expect(response.body).not.toContain('owner.private');
    const [mail] = await api.db.query<{ kind: string; recipients: string; replyTo: string; body: string; subletId: number }>(
      'SELECT kind, recipients, reply_to AS "replyTo", body, sublet_id AS "subletId" FROM outbox ORDER BY id DESC LIMIT 1',
    );
    expect(mail).toMatchObject({ kind: 'sublet-message', recipients: 'owner.private@example.com', replyTo: 'jamie@example.org', subletId: sublet.id });
    expect(mail.body).toContain('Is the room still free in January?');
  });

  it.each<[string, unknown, string | undefined, number, string]>([
    ['a missing name', { ...visitor, name: '' }, undefined, 400, 'Provide name'],
    ['a missing e-mail', { ...visitor, email: undefined }, undefined, 400, 'Provide email'],
    ['an e-mail that is not one', { ...visitor, email: 'jamie' }, undefined, 400, 'Provide a valid email'],
    ['a missing message', { ...visitor, message: ' ' }, undefined, 400, 'Provide message'],
    ['a message over 1000 characters', { ...visitor, message: 'x'.repeat(1001) }, undefined, 400, 'Message must be at most 1000 characters'],
    ['a bad captcha', visitor, 'forged', 400, 'Please check the captcha'],
  ])('refuses %s with a message and stores nothing', async (_case, body, captcha, status, message) => {
    const sublet = await createSublet(api, {}, { approve: true });
    const before = await countRows(api.db, 'outbox');
    const response = await send(sublet.id, body, captcha);
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await countRows(api.db, 'outbox')).toBe(before);
  });

  it('refuses a message to a sublet that is not listed (pending, or unknown) with 404', async () => {
    const pending = await createSublet(api);
    const before = await countRows(api.db, 'outbox');
    expect((await send(pending.id, visitor)).json()).toEqual({ message: 'This sublet is no longer listed' });
    expect((await send(99999, visitor)).statusCode).toBe(404);
    expect(await countRows(api.db, 'outbox')).toBe(before);
  });
});

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@/features/gallery/types';
import { MAX_IMAGE_BYTES } from '@/features/sublets/rules';
import type { Sublet } from '@/features/sublets/types';
import type { HalCollection } from '@/lib/hal';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';
import { createSublet, imageBytes, uploadImage } from '../test/sublets';
import { driveIdOf } from '../test/wire';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const folderAssets = async (sublet: Sublet) =>
  (await api.app.inject(`/api/data/assets/${sublet.photosFolderId}`)).json<HalCollection<'assets', Asset>>()._embedded.assets;
const storedFiles = () => readdir(api.uploadsDir).catch(() => [] as string[]);
const subletNow = async (sublet: Sublet) => (await api.app.inject(`/api/data/sublets/search/byAssetKey?projection=withId&assetKey=${sublet.assetKey}`)).json<Sublet>();

describe('spec 7 POST admin/sublets/assets/{assetKey}', () => {
  it('stores an image under a generated name, lists it in the photo folder, serves it, and the cover sets coverImage', async () => {
    const sublet = await createSublet(api);
    const bytes = imageBytes('png', 2048);
    const response = await uploadImage(api, sublet.assetKey, { bytes, fileName: 'my room.png', name: '0', isCoverImage: true, mimeType: 'image/png' });
    expect(response.statusCode).toBe(201);
    const asset = response.json<Asset>();
    expect(asset).toEqual({ id: expect.stringMatching(/^[\w-]+$/), name: '0' });
    expect((await subletNow(sublet)).coverImage).toBe(`https://drive.google.com/uc?id=${asset.id}`);
    expect(driveIdOf((await subletNow(sublet)).coverImage!)).toBe(asset.id);
    expect(await folderAssets(sublet)).toEqual([asset]);

    const files = await storedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await readFile(path.join(api.uploadsDir, files[0]))).toEqual(bytes);

    const download = await api.app.inject(`/api/asset/download/${asset.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload).toEqual(bytes);
    expect(download.headers.etag).toBeTruthy();
  });

  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)('accepts %s, recognised by its bytes whatever the name says', async (type, contentType) => {
    const sublet = await createSublet(api);
    const response = await uploadImage(api, sublet.assetKey, { bytes: imageBytes(type), fileName: 'picture.bin', mimeType: 'application/octet-stream' });
    expect(response.statusCode).toBe(201);
    expect((await api.app.inject(`/api/asset/download/${response.json<Asset>().id}`)).headers['content-type']).toBe(contentType);
  });

  it.each([
    ['a text file renamed .jpg', Buffer.from('just some text, not a picture'), 'notes.jpg'],
    ['an SVG (it can carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'drawing.svg'],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
  ])('spec 5 refuses %s with 415 and stores nothing', async (_case, bytes, fileName) => {
    const sublet = await createSublet(api);
    const filesBefore = (await storedFiles()).length;
    const response = await uploadImage(api, sublet.assetKey, { bytes, fileName });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: `${fileName} is not an image: provide a JPEG, PNG, WebP or GIF file` });
    expect(await countRows(api.db, 'assets', 'folder_id = $1', [sublet.photosFolderId])).toBe(0);
    expect((await storedFiles()).length).toBe(filesBefore);
  });

  it('spec 5 refuses a 5,000,000-byte image with "{file name} is too big, provide a file smaller than 5mb!"; 4,999,999 bytes pass', async () => {
    const sublet = await createSublet(api);
    const filesBefore = (await storedFiles()).length;
    const tooBig = await uploadImage(api, sublet.assetKey, { bytes: imageBytes('jpeg', MAX_IMAGE_BYTES), fileName: 'huge.jpg' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'huge.jpg is too big, provide a file smaller than 5mb!' });
    expect(await countRows(api.db, 'assets', 'folder_id = $1', [sublet.photosFolderId])).toBe(0);
    expect((await storedFiles()).length).toBe(filesBefore);

    const justUnder = await uploadImage(api, sublet.assetKey, { bytes: imageBytes('jpeg', MAX_IMAGE_BYTES - 1), fileName: 'big.jpg' });
    expect(justUnder.statusCode).toBe(201);
  });

  it('spec 5 keeps at most 5 distinct images: the cover re-sent at the end is the same image, a sixth is refused', async () => {
    const sublet = await createSublet(api);
    const images = Array.from({ length: 5 }, () => imageBytes('jpeg'));
    const assets: Asset[] = [];
    for (const [index, bytes] of images.entries()) {
      const response = await uploadImage(api, sublet.assetKey, { bytes, name: String(index), isCoverImage: index === 0 });
      expect(response.statusCode).toBe(201);
      assets.push(response.json<Asset>());
    }
    // The site repeats the first image at the end when there is more than one (spec section 7).
    const again = await uploadImage(api, sublet.assetKey, { bytes: images[0], name: '5' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(assets[0]);

    const filesBefore = (await storedFiles()).length;
    const sixth = await uploadImage(api, sublet.assetKey, { bytes: imageBytes('jpeg'), name: '6' });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ message: 'A sublet can have at most 5 images' });
    expect(await folderAssets(sublet)).toEqual(assets);
    expect((await storedFiles()).length).toBe(filesBefore);
    expect((await subletNow(sublet)).coverImage).toBe(`https://drive.google.com/uc?id=${assets[0].id}`);
  });

  it('refuses uploads that are not one image for a known, open sublet', async () => {
    const sublet = await createSublet(api);
    const url = `/api/admin/sublets/assets/${sublet.assetKey}`;
    expect((await uploadImage(api, 'no-such-key', { bytes: imageBytes('png') })).json()).toEqual({ message: 'Sublet not found' });

    const json = await api.app.inject({ method: 'POST', url, payload: { file: 'x' } });
    expect(json.json()).toEqual({ message: 'Send the image as multipart/form-data' });

    const noFile = new FormData();
    noFile.append('name', '0');
    expect((await api.app.inject({ method: 'POST', url, payload: noFile })).json()).toEqual({ message: 'Provide at least an image!' });

    const twoFiles = new FormData();
    twoFiles.append('name', '0');
    twoFiles.append('file', new Blob([new Uint8Array(imageBytes('png'))]), 'a.png');
    twoFiles.append('file', new Blob([new Uint8Array(imageBytes('png'))]), 'b.png');
    expect((await api.app.inject({ method: 'POST', url, payload: twoFiles })).json()).toEqual({ message: 'Send one image per request' });

    expect((await uploadImage(api, sublet.assetKey, { bytes: imageBytes('png'), name: 'first' })).json()).toEqual({ message: 'name must be the image index (a whole number)' });
    expect(await countRows(api.db, 'assets', 'folder_id = $1', [sublet.photosFolderId])).toBe(0);

    await api.db.query('UPDATE sublets SET active = false WHERE id = $1', [sublet.id]);
    const closed = await uploadImage(api, sublet.assetKey, { bytes: imageBytes('png') });
    expect(closed.statusCode).toBe(409);
  });
});

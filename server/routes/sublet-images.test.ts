import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@/features/gallery/types';
import { MAX_IMAGE_BYTES } from '@/features/sublets/rules';
import type { Sublet } from '@/features/sublets/types';
import type { HalCollection } from '@/lib/hal';
import { SUBLET_KEY_HEADER } from '@/shared/apiTexts';
import { runOperatorCommand } from '../operator/commands';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';
import { createSublet, imageBytes, operatorContext, pictureBytes, uploadImage } from '../test/sublets';
import { driveIdOf } from '../test/wire';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const folderAssets = async (sublet: Sublet) =>
  (await api.app.inject(`/api/data/assets/${sublet.photosFolderId}`)).json<HalCollection<'assets', Asset>>()._embedded.assets;
const storedFiles = () => readdir(api.uploadsDir).catch(() => [] as string[]);
/** EXIF tag 0x8825 points at the GPS directory; either byte order. */
const hasGpsPointer = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
const subletNow = async (sublet: Sublet) => (await api.app.inject(`/api/data/sublets/search/byAssetKey?projection=withId&assetKey=${sublet.assetKey}`)).json<Sublet>();

describe('spec 7 POST admin/sublets/assets/{assetKey}', () => {
  it('stores an image under a generated name in the database (issue 15: not on one server\'s disk), lists it in the photo folder, serves it, and the cover sets coverImage', async () => {
    const sublet = await createSublet(api);
    const response = await uploadImage(api, sublet.assetKey, { bytes: await pictureBytes('png'), fileName: 'my room.png', name: '0', isCoverImage: true, mimeType: 'image/png' });
    expect(response.statusCode).toBe(201);
    const asset = response.json<Asset>();
    expect(asset).toEqual({ id: expect.stringMatching(/^[\w-]+$/), name: '0' });
    expect((await subletNow(sublet)).coverImage).toBe(`https://drive.google.com/uc?id=${asset.id}`);
    expect(driveIdOf((await subletNow(sublet)).coverImage!)).toBe(asset.id);
    expect(await folderAssets(sublet)).toEqual([asset]);

    expect(await storedFiles()).toEqual([]);
    const [row] = await api.db.query<{ content: Uint8Array; fileName: string | null }>('SELECT content, file_name AS "fileName" FROM assets WHERE id = $1', [asset.id]);
    expect(row.fileName).toBeNull();

    const download = await api.app.inject(`/api/asset/download/${asset.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/webp');
    expect(download.rawPayload.equals(Buffer.from(row.content))).toBe(true);
    expect(download.headers.etag).toBeTruthy();
  });

  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('accepts %s, recognised by its bytes whatever the name says, and stores it as WebP', async (type) => {
    const sublet = await createSublet(api);
    const response = await uploadImage(api, sublet.assetKey, { bytes: await pictureBytes(type, { width: 30, height: 20 }), fileName: 'picture.bin', mimeType: 'application/octet-stream' });
    expect(response.statusCode).toBe(201);
    const download = await api.app.inject(`/api/asset/download/${response.json<Asset>().id}`);
    expect(download.headers['content-type']).toBe('image/webp');
    expect(await sharp(download.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 30, height: 20 });
  });

  it('issue 8 privacy: a phone photo loses its EXIF (GPS position included) and is stored upright', async () => {
    const sublet = await createSublet(api);
    const gps = { GPSLatitudeRef: 'N', GPSLatitude: '39/1 10/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '86/1 31/1 0/1' };
    // Orientation 6: the camera was turned, the pixels are stored sideways (60 wide, 40 high) and shown 40 x 60.
    const photo = await pictureBytes('jpeg', { width: 60, height: 40, exif: { IFD0: { Make: 'Phone' }, IFD3: gps }, orientation: 6 });
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.toString('latin1')).toContain('Phone');
    expect(hasGpsPointer(sent.exif!)).toBe(true);
    expect(sent.orientation).toBe(6);

    const response = await uploadImage(api, sublet.assetKey, { bytes: photo });
    expect(response.statusCode).toBe(201);
    const stored = await sharp((await api.app.inject(`/api/asset/download/${response.json<Asset>().id}`)).rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([40, 60]);
  });

  it('issue 8: a big photo is stored fitted inside 1600 x 1600, keeping its shape', async () => {
    const sublet = await createSublet(api);
    const response = await uploadImage(api, sublet.assetKey, { bytes: await pictureBytes('jpeg', { width: 2400, height: 1800 }) });
    expect(response.statusCode).toBe(201);
    const stored = await sharp((await api.app.inject(`/api/asset/download/${response.json<Asset>().id}`)).rawPayload).metadata();
    expect([stored.width, stored.height]).toEqual([1600, 1200]);
  });

  it('issue 8: a damaged JPEG that starts like one gets a 400 saying so, and nothing is stored', async () => {
    const sublet = await createSublet(api);
    const photo = await pictureBytes('jpeg', { width: 200, height: 150 });
    const filesBefore = (await storedFiles()).length;
    const response = await uploadImage(api, sublet.assetKey, { bytes: photo.subarray(0, photo.length / 2), fileName: 'cut.jpg' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'cut.jpg could not be read: the picture is damaged, incomplete or over 50 megapixels; try another file' });
    expect(await countRows(api.db, 'assets', 'folder_id = $1', [sublet.photosFolderId])).toBe(0);
    expect((await storedFiles()).length).toBe(filesBefore);
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

    // A real JPEG padded after its end marker, which decoders ignore.
    const photo = await pictureBytes('jpeg');
    const justUnder = await uploadImage(api, sublet.assetKey, { bytes: Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES - 1 - photo.length)]), fileName: 'big.jpg' });
    expect(justUnder.statusCode).toBe(201);
  });

  it('spec 5 keeps at most 5 distinct images: the cover re-sent at the end is the same image, a sixth is refused', async () => {
    const sublet = await createSublet(api);
    const images = await Promise.all(Array.from({ length: 5 }, () => pictureBytes('jpeg')));
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
    const sixth = await uploadImage(api, sublet.assetKey, { bytes: await pictureBytes('jpeg'), name: '6' });
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

describe('issue 26 photos of listings taken down', () => {
  const download = (id: string, query = '') => api.app.inject({ url: `/api/asset/download/${id}${query}`, headers: { accept: 'image/webp' } });
  /** A listed sublet whose photo has been downloaded whole and at a rendered width (so a variant sits in the cache). */
  async function listedWithPhoto() {
    const sublet = await createSublet(api, {}, { approve: true });
    const [photo] = await folderAssets(sublet);
    expect([(await download(photo.id)).statusCode, (await download(photo.id, '?w=320')).statusCode]).toEqual([200, 200]);
    return { sublet, photo };
  }

  it("issue 26 photos: a rejected listing's photos answer 404, at every width, and its folder lists none", async () => {
    const { sublet, photo } = await listedWithPhoto();
    await runOperatorCommand(operatorContext(api), { name: 'reject', id: sublet.id }, new Date());
    for (const query of ['', '?w=320', '?w=640']) {
      const answer = await download(photo.id, query);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Invalid driveId' });
    }
    expect(await folderAssets(sublet)).toEqual([]);
  });

  it("issue 26 photos: a deleted listing's photos answer 404", async () => {
    const { sublet, photo } = await listedWithPhoto();
    const deleted = await api.app.inject({ method: 'DELETE', url: `/api/admin/sublets/${sublet.id}`, headers: { [SUBLET_KEY_HEADER]: sublet.assetKey } });
    expect(deleted.statusCode).toBe(200);
    expect((await download(photo.id, '?w=320')).statusCode).toBe(404);
  });

  it('issue 26 photos: a listing waiting for approval still shows its photos to its poster and staff', async () => {
    const pending = await createSublet(api);
    await uploadImage(api, pending.assetKey, { bytes: await pictureBytes('jpeg'), isCoverImage: true });
    const [photo] = await folderAssets(pending);
    expect((await download(photo.id)).statusCode).toBe(200);
  });
});

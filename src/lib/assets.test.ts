import { describe, expect, it } from 'vitest';
import { assetImageUrl, assetUrl, DEFAULT_IMAGE, driveIdOf, imageSrcSet, imageUrl, pickAssetHost } from './assets';

const HOST = 'https://assets.example/';

describe('spec 7 asset URLs', () => {
  it('downloads drive-hosted images through api/asset/download/{driveId} on the asset host', () => {
    expect(imageUrl('https://drive.google.com/uc?id=fp-12-cover', HOST)).toBe(
      'https://assets.example/api/asset/download/fp-12-cover',
    );
    expect(imageUrl('https://drive.google.com/file/d/1AbC_d-9/view?usp=sharing', HOST)).toBe(
      'https://assets.example/api/asset/download/1AbC_d-9',
    );
    expect(imageUrl('https://drive.google.com/open?id=XYZ', HOST)).toBe('https://assets.example/api/asset/download/XYZ');
  });

  it('uses any other URL as it is', () => {
    expect(imageUrl('https://cdn.example/photo.jpg', HOST)).toBe('https://cdn.example/photo.jpg');
    expect(imageUrl('/images/hero.webp', HOST)).toBe('/images/hero.webp');
    expect(driveIdOf('https://example.com/?id=nope')).toBeUndefined();
  });

  it('shows the default image when a cover is missing (spec 8)', () => {
    expect(imageUrl(null, HOST)).toBe(DEFAULT_IMAGE);
    expect(imageUrl('', HOST)).toBe(DEFAULT_IMAGE);
  });

  it('builds asset paths under api/ and escapes asset ids', () => {
    expect(assetUrl('assets/7', HOST)).toBe('https://assets.example/api/assets/7');
    expect(assetImageUrl('a b', HOST)).toBe('https://assets.example/api/asset/download/a%20b');
  });

  it('picks one asset host at random from the list', () => {
    const hosts = ['https://a/', 'https://b/', 'https://c/'];
    expect(pickAssetHost(hosts, () => 0)).toBe('https://a/');
    expect(pickAssetHost(hosts, () => 0.5)).toBe('https://b/');
    expect(pickAssetHost(hosts, () => 0.999)).toBe('https://c/');
  });

  it('issue 8: offers the API widths of a stored image as a srcset, and leaves other URLs alone', () => {
    const url = imageUrl('https://drive.google.com/uc?id=fp-12-cover', HOST);
    expect(imageSrcSet(url)).toBe(
      [320, 640, 960, 1280, 1600].map((width) => `https://assets.example/api/asset/download/fp-12-cover?w=${width} ${width}w`).join(', '),
    );
    expect(imageSrcSet(assetImageUrl('a b', HOST))).toMatch(/^https:\/\/assets\.example\/api\/asset\/download\/a%20b\?w=320 320w, /);
    expect(imageSrcSet(DEFAULT_IMAGE)).toBeUndefined();
    expect(imageSrcSet('https://cdn.example/photo.jpg')).toBeUndefined();
  });
});

import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/api';
import { FAKE_SCRIPT, fakeDist } from '../test/fake-dist';
import { createSublet, postSublet, subletBody } from '../test/sublets';

/** Issue 15 "Private stays private": headers and files that keep owners' data and the site's origin honest. */
let api: TestApi;
let distDir: string;
beforeAll(async () => {
  distDir = await fakeDist();
  api = await startTestApi({ distDir, siteUrl: 'https://www.limestoneliving.example' });
});
afterAll(async () => {
  await api.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('issue 15 owner data is never stored by a cache', () => {
  it('answers the sublet posted and the owner view by key with Cache-Control: no-store', async () => {
    const posted = await postSublet(api, subletBody());
    expect(posted.headers['cache-control']).toBe('no-store');
    const sublet = await createSublet(api);
    const owner = await api.app.inject(`/api/data/sublets/search/byAssetKey?projection=withId&assetKey=${sublet.assetKey}`);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('no-store');
  });
});

describe('issue 15 HSTS and Permissions-Policy', () => {
  it('sends Strict-Transport-Security only when a trusted proxy says the request came over https', async () => {
    const viaProxy = await api.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await api.app.inject({ url: '/', remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await api.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('turns off the browser features the site never uses, on pages and API answers', async () => {
    for (const url of ['/', '/api/data/properties/filter']) {
      const policy = String((await api.app.inject(url)).headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(feature);
      expect(policy).not.toMatch(/fullscreen/); // the tours and videos go full screen
    }
  });
});

describe('issue 15 robots.txt and sitemap.xml name the configured public origin, never the Host header', () => {
  it('ignores a forged Host header', async () => {
    const robots = await api.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain('Sitemap: https://www.limestoneliving.example/sitemap.xml');
    const sitemap = await api.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.body).toContain('<loc>https://www.limestoneliving.example/sublets</loc>');
    expect(sitemap.body).not.toContain('evil.example');
  });
});

describe('issue 15 missing files answer 404, not the page', () => {
  it.each(['/assets/missing-chunk.js', '/assets/missing.css', '/favicon-missing.png', '/api', '/api/'])('%s is a 404', async (url) => {
    const response = await api.app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('still answers deep links of the app and existing files', async () => {
    expect((await api.app.inject('/floorplans/12')).statusCode).toBe(200);
    expect((await api.app.inject('/sublets/abc-DEF_123')).statusCode).toBe(200);
    expect((await api.app.inject(FAKE_SCRIPT.url)).statusCode).toBe(200);
  });
});

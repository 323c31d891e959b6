import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/api';
import { FAKE_SCRIPT, fakeDist } from '../test/fake-dist';

let api: TestApi;
let distDir: string;
beforeAll(async () => {
  distDir = await fakeDist();
  api = await startTestApi({ content: 'empty', distDir });
});
afterAll(async () => {
  await api.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('design 5 serving the built site', () => {
  it('answers deep links with index.html, never cached, so the app can route them', async () => {
    for (const url of ['/floorplans/12', '/no/such/page']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('issue 26 answers a path no page has with 404 and the app, which shows its 404 view: no soft 404 for a crawler to index', async () => {
    for (const url of ['/no-such-page', '/no/such/page', '/floorplans/12/extra?x=1']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
    expect((await api.app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
    // A page's own path is a page (the database here is empty, so a plan's page would be a 404: record-status.test.ts).
    expect((await api.app.inject('/team')).statusCode).toBe(200);
  });

  it('issue 13 a private sublet link is index.html that no browser or proxy stores', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/sublets/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<div id="root">');
  });

  it('issue 22 the workspace is index.html that no browser or proxy stores, never indexed or referred', async () => {
    for (const url of ['/staff', '/staff/leads/12', '/staff/invitation', '/staff/sign-in?next=%2Fstaff%2Fteam']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store, private');
      expect(String(response.headers.vary)).toMatch(/\bCookie\b/);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets forever and index.html never', async () => {
    const asset = await api.app.inject({ method: 'GET', url: FAKE_SCRIPT.url });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await api.app.inject({ method: 'GET', url: '/' });
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('compresses scripts for clients that accept it', async () => {
    const response = await api.app.inject({ method: 'GET', url: FAKE_SCRIPT.url, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('issue 8 speed: sends the build\'s brotli copy of a hashed script with an ETag, cached forever; index.html never', async () => {
    const asset = await api.app.inject({ method: 'GET', url: FAKE_SCRIPT.url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers.etag).toBeTruthy();
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.rawPayload).toEqual(readFileSync(path.join(distDir, `${FAKE_SCRIPT.url}.br`)));
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(FAKE_SCRIPT.text);
    const again = await api.app.inject({ method: 'GET', url: FAKE_SCRIPT.url, headers: { 'accept-encoding': 'br', 'if-none-match': String(asset.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const index = await api.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers.etag).toBeTruthy();
  });

  it('answers unknown API paths with a JSON 404 carrying a message', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nothing at GET /api/nothing-here' });
  });

  it('reports health', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', files: 'ok' });
  });
});

describe('issue 8 security headers', () => {
  const headersOf = async (url: string) => (await api.app.inject({ method: 'GET', url })).headers;

  it.each(['/', '/floorplans/12', '/sublets', '/sublets/new'])('%s: a CSP that forbids framing, nosniff, and a referrer without paths elsewhere', async (url) => {
    const headers = await headersOf(url);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-robots-tag']).toBeUndefined();
  });

  it('an API JSON answer may load nothing and never be framed', async () => {
    const headers = await headersOf('/api/health');
    expect(headers['content-type']).toMatch(/application\/json/);
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('errors carry the headers too', async () => {
    const headers = await headersOf('/api/nothing-here');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('a private sublet link sends no referrer and is not indexed', async () => {
    for (const url of ['/sublets/Zx9-abc_DEF', '/sublets/Zx9-abc_DEF?fresh=1']) {
      const headers = await headersOf(url);
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-robots-tag']).toBe('noindex');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('robots.txt is the generated one, not a copy from the build', async () => {
    const response = await api.app.inject('/robots.txt');
    expect(response.body).toContain('Sitemap: ');
    expect(response.body).not.toContain('Disallow: /');
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './test/api';

/** A miniature dist/ with the shape Vite produces: index.html plus hashed files under assets/. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rentals-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Limestone Living</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ content: 'empty', distDir: fakeDist() });
});
afterAll(() => api.close());

describe('design 5 serving the built site', () => {
  it('answers deep links with index.html, never cached, so the app can route them', async () => {
    for (const url of ['/floorplans/12', '/sublets/abc', '/no/such/page']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets forever and index.html never', async () => {
    const asset = await api.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await api.app.inject({ method: 'GET', url: '/' });
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('compresses scripts for clients that accept it', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers unknown API paths with a JSON 404 carrying a message', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nothing at GET /api/nothing-here' });
  });

  it('reports health', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_CACHE_MS } from '../config/defaults';
import { INJECT_ORIGIN, startTestApi, type TestApi } from '../test/api';
import { buildSite } from '../test/built-site';

/**
 * Issue 26: the Host header is the client's to choose. Measured before: a page asked with `Host: evil.example` came
 * back with its image URLs on evil.example (a cache in front could hand that page to others), and each new Host value
 * was a new render, past the page cache.
 */
let built: ReturnType<typeof buildSite>;
let api: TestApi;
beforeAll(async () => {
  built = buildSite();
  // The production page cache, so a render that is not needed shows in the count.
  api = await startTestApi({ distDir: built.distDir, siteUrl: 'https://www.limestoneliving.example', catalogCacheMs: DEFAULT_CATALOG_CACHE_MS });
}, 120_000);
afterAll(async () => {
  await api?.close();
  built?.remove();
});

describe('issue 26 a forged Host header', () => {
  it('gets the page for its browser to render, with no URL on the forged host', async () => {
    const forged = await api.app.inject({ url: '/floorplans/2', headers: { host: 'evil.example' } });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toContain('<div id="root"></div>');
    expect(forged.body).not.toContain('evil.example');
  });

  it('the site’s own names still get the rendered page, its images on the name asked', async () => {
    const own = await api.app.inject({ url: '/floorplans/2' });
    expect(own.body).toMatch(/<div id="root">.*Sample Gates/s);
    expect(own.body).toContain(`${INJECT_ORIGIN}/api/asset/download/`);
  });

  it('200 distinct Host values make no new render', async () => {
    await api.app.inject({ url: '/floorplans/4' });
    const before = api.app.pageRenderCounts.started;
    for (let n = 0; n < 200; n += 20) {
      const hosts = Array.from({ length: 20 }, (_, k) => `h${n + k}.evil.example`);
      const answers = await Promise.all(hosts.map((host) => api.app.inject({ url: '/floorplans/4', headers: { host } })));
      for (const answer of answers) expect(answer.statusCode).toBe(200);
    }
    expect(api.app.pageRenderCounts.started).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_CACHE_MS, DEFAULT_READ_RATE_LIMIT } from '../config/defaults';
import { startTestApi, type TestApi } from '../test/api';
import { buildSite } from '../test/built-site';

/**
 * Issue 21: one client must not be able to switch server rendering off for everyone. Measured before: 1,500 page
 * requests with distinct `utm_source` values from one address, and for about a minute nobody got a rendered page
 * (every render read the API as 127.0.0.1 and spent one shared read budget; every query string missed the page cache).
 */
let built: ReturnType<typeof buildSite>;
let api: TestApi;
beforeAll(async () => {
  built = buildSite();
  // The production limits and caches, not the test defaults (no read limit, no cache).
  api = await startTestApi({ distDir: built.distDir, readRateLimit: DEFAULT_READ_RATE_LIMIT, catalogCacheMs: DEFAULT_CATALOG_CACHE_MS });
}, 120_000);
afterAll(async () => {
  await api?.close();
  built?.remove();
});

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</div><script type="application/json"'));

describe('issue 21 renders that hostile traffic cannot switch off', () => {
  it('after 1,500 page requests with distinct utm_source values from one address, another address still gets the rendered page', async () => {
    // Twenty plans on offer (the seed's plan 6 is no longer offered: its page is a 410).
    const plans = Array.from({ length: 21 }, (_, n) => n + 1).filter((id) => id !== 6);
    const flood = Array.from({ length: 1500 }, (_, n) => `/floorplans/${plans[n % plans.length]}?utm_source=x${n}`);
    for (let start = 0; start < flood.length; start += 50) {
      const answers = await Promise.all(flood.slice(start, start + 50).map((url) => api.app.inject({ url, remoteAddress: '198.51.100.7' })));
      for (const answer of answers) expect(answer.statusCode).toBe(200);
    }

    const visitor = await api.app.inject({ url: '/floorplans/3', remoteAddress: '203.0.113.20' });
    expect(visitor.statusCode).toBe(200);
    const root = rootOf(visitor.body);
    expect(root).toMatch(/<h1[^>]*>[^<]*Sample Gates Two/);
    expect(visitor.body).toContain('<script type="application/json" id="query-state">');
    expect(api.app.pageRenderCounts.pastDeadline).toBe(0);
  }, 120_000);

  it('a page with a tracking parameter is the page without it, from the same render', async () => {
    const plain = await api.app.inject({ url: '/floorplans/5', remoteAddress: '203.0.113.21' });
    const tagged = await api.app.inject({ url: '/floorplans/5?utm_source=newsletter&fbclid=abc', remoteAddress: '203.0.113.22' });
    expect(rootOf(plain.body)).toMatch(/<h1/);
    expect(tagged.body).toBe(plain.body);
  });

  it('a client past its read budget still gets a working page, for its browser to render; others keep theirs', async () => {
    await api.close();
    api = await startTestApi({ distDir: built.distDir, readRateLimit: { max: 3, timeWindowMs: 60_000 }, catalogCacheMs: DEFAULT_CATALOG_CACHE_MS });
    const pages = [];
    for (let n = 0; n < 4; n += 1) pages.push(await api.app.inject({ url: `/?utm_source=${n}`, remoteAddress: '198.51.100.8' }));
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200, 200]);
    expect(pages.slice(0, 3).every((page) => /<h1/.test(rootOf(page.body)))).toBe(true);
    expect(pages[3].body).toContain('<div id="root"></div>');
    // Its browser's reads meet the limit's message.
    expect((await api.app.inject({ url: '/api/data/properties/filter', remoteAddress: '198.51.100.8' })).statusCode).toBe(429);
    const other = await api.app.inject({ url: '/', remoteAddress: '203.0.113.23' });
    expect(rootOf(other.body)).toMatch(/<h1[^>]*>Are you moving soon\?/);
  });
});

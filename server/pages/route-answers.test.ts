import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES, pagePath, pageRouteOf, type PageName } from '@/shared/routeFacts';
import { startTestApi, type TestApi } from '../test/api';
import { buildSite } from '../test/built-site';

/**
 * Issue 21: the server answers each route of the browser's table (src/shared/routeFacts.ts) as its facts say, on a
 * real build. A route added to the table is checked here without anyone writing a line for it.
 */
let built: ReturnType<typeof buildSite>;
let api: TestApi;
let sitemap: string;
beforeAll(async () => {
  built = buildSite();
  api = await startTestApi({ distDir: built.distDir, siteUrl: 'https://rentals.example.com', catalogCacheMs: 60_000 });
  sitemap = (await api.app.inject('/sitemap.xml')).body;
}, 120_000);
afterAll(async () => {
  await api?.close();
  built?.remove();
});

/** A path of each route, with a seeded plan or community where it takes one (a lead's page for the workspace). */
const samplePath = (name: PageName) =>
  name === 'notFound' ? '/no/such/page' : name === 'staff' ? '/staff/leads/12' : pagePath(PAGE_ROUTES[name], { floorplanId: 1, propertyId: 1, uniqueId: 'k3y' });
const rendered = (html: string) => /<div id="root"><[a-z]/.test(html);
/** The sitemap lists a page of this route: itself, or (with a parameter) one of its catalog entries. */
const listed = (name: PageName) => [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].some(([, url]) => pageRouteOf(new URL(url).pathname) === name);

describe('issue 21 render seam: the server answers every route as the table says', () => {
  it.each(Object.keys(PAGE_ROUTES) as PageName[])('%s', async (name) => {
    const facts = PAGE_ROUTES[name];
    const path = samplePath(name);
    const before = api.app.pageRenderCounts.started;
    const first = await api.app.inject(path);
    const again = await api.app.inject(`${path}?utm_source=seam`);
    expect(first.statusCode).toBe(facts.status);
    // The workspace's answer depends on the member's cookie (docs/decisions/029): said to every cache between.
    expect(first.headers['cache-control']).toBe(name === 'staff' ? 'no-store, private' : facts.private ? 'no-store' : 'no-cache');
    expect(first.headers['x-robots-tag']).toBe(facts.private ? 'noindex' : undefined);
    expect(rendered(first.body)).toBe(!facts.private);
    // A catalog page is rendered once and kept; the tracking parameter shares its render.
    expect(api.app.pageRenderCounts.started - before).toBe(facts.private ? 0 : facts.catalog ? 1 : 2);
    if (facts.catalog) expect(again.body).toBe(first.body);
    expect(listed(name)).toBe(facts.sitemap);
  });

  it('issue 27 an inactive floor plan is sent rendered, as 410 Gone: a crawler drops it, a visitor reads what replaced it', async () => {
    for (const path of ['/floorplans/6', '/floorplans/41']) {
      const gone = await api.app.inject(path);
      expect(gone.statusCode).toBe(410);
      expect(rendered(gone.body)).toBe(true);
      expect(gone.body).toContain('No longer available');
      // Kept like any rendered catalog page, status included.
      expect((await api.app.inject(`${path}?utm_source=seam`)).statusCode).toBe(410);
    }
  });

  it('issue 27 a community id that is no number is sent rendered with the 404 view, as 404 (a plan\'s too)', async () => {
    const community = await api.app.inject('/communities/abc');
    expect(community.statusCode).toBe(404);
    expect(rendered(community.body)).toBe(true);
    expect(community.body).toContain('Uh-oh, this is a 404');
    // The plan page reads its plan, which the API refuses (400): the browser draws the 404 view after its own read.
    expect((await api.app.inject('/floorplans/abc')).statusCode).toBe(404);
  });

  it('issue 28 a home page carries the compact index, not the catalog, and renders its first cards whole, filtered ones too', async () => {
    for (const path of ['/', '/?bedroom=2&sort=priceAsc']) {
      const home = await api.app.inject(path);
      expect(rendered(home.body)).toBe(true);
      const state = JSON.parse(/<script type="application\/json" id="query-state">([\s\S]*?)<\/script>/.exec(home.body)![1]) as { queries: { queryKey: unknown[] }[] };
      const keys = state.queries.map((query) => query.queryKey[0]);
      expect(keys).toContain('home');
      expect(keys).not.toContain('properties');
      // Every card's photo is in the markup, described: none waits for its cover.
      const cards = [...home.body.matchAll(/<article[\s\S]*?<\/article>/g)].map((card) => card[0]);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card).toMatch(/<img[^>]+alt="[^"]+"/);
    }
  });

  it('answers what is not a page with a 404, never the app', async () => {
    for (const path of ['/api/nothing', '/assets/missing-chunk.js', '/logo.png']) expect((await api.app.inject(path)).statusCode).toBe(404);
  });
});

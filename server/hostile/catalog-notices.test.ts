import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Floorplan } from '@/features/floorplans/types';
import { DEFAULT_CATALOG_CACHE_MS } from '../config/defaults';
import { openPostgres } from '../db/postgres';
import { startTestApi, type TestApi } from '../test/api';
import { buildSite } from '../test/built-site';
import { waitFor } from '../test/server-process';

/**
 * Issue 23 "shows at once, everywhere": a change made straight in the database (not through this app) is what the
 * next catalog answer and the next rendered page show, though both were cached a moment before. The app's clock stands
 * still, so the caches' expiry never comes: only the database's notice can have cleared them. Runs on both engines:
 * PGlite hears the notice before the UPDATE answers; PostgreSQL delivers it on the listening connection a moment later.
 */
const FROZEN = new Date('2026-11-28T15:00:00Z');
const PLAN = 3;
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</div><script type="application/json"'));

let built: ReturnType<typeof buildSite>;
let api: TestApi;
beforeAll(async () => {
  built = buildSite();
  api = await startTestApi({ distDir: built.distDir, catalogCacheMs: DEFAULT_CATALOG_CACHE_MS, now: () => FROZEN });
}, 120_000);
afterAll(async () => {
  await api?.close();
  built?.remove();
});

/** What `probe` gives once `seen` accepts it: on PGlite the first answer must, on PostgreSQL within a second. */
async function shown<T>(probe: () => Promise<T>, seen: (value: T) => boolean): Promise<T> {
  if (api.db.engine === 'pglite') return probe();
  return waitFor(async () => {
    const value = await probe();
    return seen(value) ? value : undefined;
  }, 'the change to show', 1_000).catch(() => probe());
}

const planRents = async () => (await api.app.inject(`/api/data/floorplans/${PLAN}`)).json<Floorplan>().units.map((unit) => unit.rent);
const planPage = async () => rootOf((await api.app.inject(`/floorplans/${PLAN}`)).body);

describe('issue 23 a catalog change shows at once', () => {
  it('an UPDATE of a rent made in SQL is in the next JSON answer and the next rendered page, though both were cached', async () => {
    const rentsBefore = await planRents();
    const pageBefore = await planPage();
    expect(rentsBefore.length).toBeGreaterThan(0);
    expect(pageBefore).not.toContain('$4,321');
    // Both are now cached: a second read is the same answer, and the page came from the page cache.
    const renders = api.app.pageRenderCounts.started;
    expect(await planPage()).toBe(pageBefore);
    expect(api.app.pageRenderCounts.started).toBe(renders);

    await api.db.query('UPDATE units SET rent = 4321 WHERE floorplan_id = $1', [PLAN]);

    expect(await shown(planRents, (rents) => rents.every((rent) => rent === 4321))).toEqual(rentsBefore.map(() => 4321));
    expect(await shown(planPage, (page) => page.includes('$4,321'))).toContain('$4,321');
  });

  it('link previews and the sitemap follow: a renamed plan is shared under its new name, an unlisted plan leaves the sitemap', async () => {
    const head = async () => {
      const html = (await api.app.inject(`/floorplans/${PLAN}`)).body;
      return html.slice(0, html.indexOf('</head>'));
    };
    const sitemapHasPlan = async () => (await api.app.inject('/sitemap.xml')).body.includes(`/floorplans/${PLAN}</loc>`);
    expect(await head()).not.toContain('Renamed Loft');
    expect(await sitemapHasPlan()).toBe(true);

    await api.db.query("UPDATE floorplans SET name = 'Renamed Loft' WHERE id = $1", [PLAN]);
    expect(await shown(head, (html) => html.includes('Renamed Loft'))).toMatch(/<meta property="og:title" content="Renamed Loft: from \$[\d,]+\/month" \/>/);

    await api.db.query('UPDATE floorplans SET active = false WHERE id = $1', [PLAN]);
    expect(await shown(sitemapHasPlan, (listed) => !listed)).toBe(false);
    await api.db.query('UPDATE floorplans SET active = true WHERE id = $1', [PLAN]);
  });

  it('a change that is rolled back clears nothing: the page stays in the cache', async () => {
    await planPage();
    const renders = api.app.pageRenderCounts.started;
    await api.db
      .transaction(async (tx) => {
        await tx.query('UPDATE units SET rent = 9999 WHERE floorplan_id = $1', [PLAN]);
        throw new Error('changed my mind');
      })
      .catch(() => undefined);
    expect(await planPage()).not.toContain('$9,999');
    expect(api.app.pageRenderCounts.started).toBe(renders);
  });
});

describe('issue 23 a catalog change made while the notices were lost shows once they are back', () => {
  const templates = inject('databaseTemplates');
  it.runIf(templates.engine === 'postgres')('PostgreSQL: a change made while nobody could listen is shown after the listener reconnects', async () => {
    const listeners = async () =>
      (await api.db.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'")).map((row) => row.pid);
    const [{ name }] = await api.db.query<{ name: string }>('SELECT current_database() AS name');
    // A database cannot refuse connections to itself: the server's own database does it.
    if (templates.engine !== 'postgres') return;
    const server = openPostgres(templates.url);
    await waitFor(async () => ((await listeners()).length === 1 ? true : undefined), 'the app to listen');
    expect(await planPage()).not.toContain('$2,468');

    // The listening connection is ended and cannot come back until the database takes connections again.
    await server.exec(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await api.db.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [await listeners()]);
      await waitFor(async () => ((await listeners()).length === 0 ? true : undefined), 'the listening connection to end');
      // Sent to nobody: this notice is missed.
      await api.db.query('UPDATE units SET rent = 2468 WHERE floorplan_id = $1', [PLAN]);
    } finally {
      await server.exec(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await server.close();
    }
    await waitFor(async () => ((await listeners()).length === 1 ? true : undefined), 'the app to listen again', 15_000);

    await waitFor(async () => ((await planPage()).includes('$2,468') ? true : undefined), 'the page to show the change', 1_000);
    expect(await planRents()).toEqual((await planRents()).map(() => 2468));
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Floorplan } from '@/features/floorplans/types';
import { DEFAULT_CATALOG_CACHE_MS } from '../config/defaults';
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

import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Floorplan } from '@/features/floorplans/types';
import type { Database } from '../db/database';
import { openPostgres } from '../db/postgres';
import { buildSite } from '../test/built-site';
import { seededPostgresCopy } from '../test/database';
import { apiProcesses, waitFor } from '../test/server-process';

/**
 * Issue 23 "shows at once, everywhere": two API processes on one PostgreSQL, each caching the catalog's answers and
 * rendered pages for an hour (so the expiry cannot be what shows a change). A rent changed in SQL is what both
 * processes' JSON and rendered page show within a second; and so is the next change after an operator has ended their
 * listening connections. Runs where the suite runs on PostgreSQL (scripts/test-server-postgres.sh, CI).
 */
const onPostgres = inject('databaseTemplates').engine === 'postgres';
const PLAN = 3;
const WITHIN_MS = 1_000;

let url = '';
let dropDatabase = async () => {};
let built: ReturnType<typeof buildSite> | undefined;
let db: Database | undefined;
const apis = apiProcesses('rentals-catalog-');

beforeAll(async () => {
  if (!onPostgres) return;
  ({ url, drop: dropDatabase } = await seededPostgresCopy('ll_catalog'));
  built = buildSite();
  db = openPostgres(url);
}, 180_000);

afterAll(async () => {
  await apis.stopAll();
  await db?.close();
  await dropDatabase();
  built?.remove();
});

const rentsOf = async (base: string) => ((await (await fetch(`${base}/api/data/floorplans/${PLAN}`)).json()) as Floorplan).units.map((unit) => unit.rent);
/** Pages are rendered for the site's own name only (SITE_URL), which is how the balancer passes visitors on. */
const SITE = 'catalog.test';
const pageOf = (base: string) =>
  new Promise<string>((resolve, reject) => {
    get(`${base}/floorplans/${PLAN}`, { headers: { host: SITE } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
/** The processes' listening connections, as PostgreSQL sees them. */
const listeners = async () =>
  (await db!.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'")).map((row) => row.pid);

/** Sets every unit of the plan to `rent` in SQL and waits (at most WITHIN_MS) until both processes show it, in JSON and on the page. */
async function changeAndSee(bases: string[], rent: number) {
  const money = `$${rent.toLocaleString('en-US')}`;
  for (const base of bases) expect(await pageOf(base)).not.toContain(money);
  await db!.query('UPDATE units SET rent = $1 WHERE floorplan_id = $2', [rent, PLAN]);
  const changedAt = Date.now();
  for (const base of bases) {
    await waitFor(async () => ((await rentsOf(base)).every((each) => each === rent) ? true : undefined), `${base} to answer the new rent`, WITHIN_MS);
    await waitFor(async () => ((await pageOf(base)).includes(money) ? true : undefined), `${base} to render the new rent`, WITHIN_MS);
  }
  expect(Date.now() - changedAt).toBeLessThan(WITHIN_MS * 2);
}

describe.runIf(onPostgres)('issue 23 a catalog change shows at once on every process', () => {
  it('a rent changed in SQL is in both processes’ JSON and rendered page within a second, though both had cached them for an hour', async () => {
    const env = { DATABASE_URL: url, CATALOG_CACHE_SECONDS: '3600', DIST_DIR: built!.distDir, SITE_URL: `http://${SITE}` };
    const bases = await Promise.all([apis.start(env), apis.start(env)]);
    await waitFor(async () => ((await listeners()).length === 2 ? true : undefined), 'both processes to listen');
    for (const base of bases) {
      // Cached: the first read fills the caches, the second is served from them.
      expect(await rentsOf(base)).not.toContain(4321);
      expect(await pageOf(base)).toMatch(/<h1[^>]*>/);
    }

    await changeAndSee(bases, 4321);

    // An operator (or a failover) ends the listening connections: each process listens again, and hears the next change.
    const before = await listeners();
    await db!.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
    await waitFor(async () => {
      const now = await listeners();
      return now.length === 2 && now.every((pid) => !before.includes(pid)) ? true : undefined;
    }, 'both processes to listen again', 15_000);
    for (const base of bases) expect((await fetch(`${base}/api/health`)).ok).toBe(true);

    await changeAndSee(bases, 4567);
  }, 240_000);
});

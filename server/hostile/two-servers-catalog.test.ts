import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EditableUnit } from '@/features/staff/catalogEdits';
import type { Floorplan } from '@/features/floorplans/types';
import { catalogWorkspace } from '../../scripts/bench/catalogWorkspace';
import { signInAsNewMember } from '../../scripts/bench/staffSignIn';
import type { Database } from '../db/database';
import { openPostgres } from '../db/postgres';
import { buildSite } from '../test/built-site';
import { seededPostgresCopy } from '../test/database';
import { apiProcesses, waitFor } from '../test/server-process';
import { changeUnheard } from '../test/unheard-change';

/**
 * Issue 23 "shows at once, everywhere": two API processes on one PostgreSQL, each caching the catalog's answers and
 * rendered pages for an hour (so the expiry cannot be what shows a change). A member signed in on process A saves a
 * unit's rent through the workspace's API; from the save's answer, process B's JSON and rendered page must both show
 * the new rent, and not the old one, within a second. Only the database's notice can clear B's caches that fast.
 * Runs where the suite runs on PostgreSQL (scripts/test-server-postgres.sh, CI).
 */
const onPostgres = inject('databaseTemplates').engine === 'postgres';
const WITHIN_MS = 1_000;
/** Pages are rendered for the site's own name only (SITE_URL), which is how the balancer passes visitors on. */
const SITE = 'catalog.test';
const SITE_ORIGIN = `http://${SITE}`;

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

const money = (rent: number) => `$${rent.toLocaleString('en-US')}`;
const rentsOf = async (base: string, unit: EditableUnit) =>
  ((await (await fetch(`${base}/api/data/floorplans/${unit.floorplanId}`)).json()) as Floorplan).units.map((each) => ({ id: each.id, rent: each.rent }));
const pageOf = (base: string, unit: EditableUnit) =>
  new Promise<string>((resolve, reject) => {
    get(`${base}/floorplans/${unit.floorplanId}`, { headers: { host: SITE } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });

/** Whether `base` answers `rent` for the unit, in its JSON and on its rendered page, and `old` nowhere in either. */
async function shows(base: string, unit: EditableUnit, rent: number, old: number): Promise<boolean> {
  const [rents, page] = await Promise.all([rentsOf(base, unit), pageOf(base, unit)]);
  return rents.some((each) => each.id === unit.id && each.rent === rent) && !rents.some((each) => each.rent === old) && page.includes(money(rent)) && !page.includes(money(old));
}

/** How long after `since` (performance.now()) process `base` shows `rent` and not `old`; fails past WITHIN_MS. */
async function msUntilShown(base: string, unit: EditableUnit, rent: number, old: number, since: number): Promise<number> {
  await expect.poll(() => shows(base, unit, rent, old), { timeout: WITHIN_MS, interval: 10, message: `${base} to show ${money(rent)} instead of ${money(old)}` }).toBe(true);
  return performance.now() - since;
}

/** The processes' listening connections, as PostgreSQL sees them. */
const listeners = async () =>
  (await db!.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'")).map((row) => row.pid);

describe.runIf(onPostgres)('issue 23 a catalog change shows at once on every process', () => {
  let a = '';
  let b = '';
  let workspace: ReturnType<typeof catalogWorkspace>;
  let unit: EditableUnit;

  /** Saves `rent` through A's workspace API and answers how long B took, from the save's answer, to show it and not the rent before. */
  async function saveThroughA(rent: number): Promise<number> {
    const old = unit.rent;
    expect(await shows(b, unit, old, rent)).toBe(true);
    unit = await workspace.setRent(unit, rent);
    return msUntilShown(b, unit, rent, old, performance.now());
  }

  beforeAll(async () => {
    const env = { DATABASE_URL: url, CATALOG_CACHE_SECONDS: '3600', DIST_DIR: built!.distDir, SITE_URL: SITE_ORIGIN, SITE_ORIGINS: SITE_ORIGIN };
    [a, b] = await Promise.all([apis.start(env), apis.start(env)]);
    await waitFor(async () => ((await listeners()).length === 2 ? true : undefined), 'both processes to listen');
    const cookie = await signInAsNewMember({ url: a, origin: SITE_ORIGIN, dataDir: '', databaseUrl: url }, { email: 'two.processes@office.test', name: 'Two Processes' });
    workspace = catalogWorkspace({ url: a, origin: SITE_ORIGIN }, cookie);
    unit = (await workspace.units()).find((each) => each.active && each.available)!;
    // B has read the plan's JSON and rendered its page: both are in its caches for the hour.
    expect(await pageOf(b, unit)).toMatch(/<h1[^>]*>/);
  }, 240_000);

  it('a rent saved through process A is in process B’s JSON and rendered page within a second of the save’s answer, though B had cached both for an hour', async () => {
    expect(await saveThroughA(4321)).toBeLessThanOrEqual(WITHIN_MS);
    expect(await saveThroughA(4567)).toBeLessThanOrEqual(WITHIN_MS);
  }, 60_000);

  it('a change made in SQL with its notice unheard (as while the listeners were cut off) shows on B once B listens again, and the next save through A within a second', async () => {
    const old = unit.rent;
    await changeUnheard(db!, `UPDATE units SET rent = 5678 WHERE id = ${unit.id}`);
    // No notice came: B still serves the rent it cached.
    await new Promise((resolve) => setTimeout(resolve, WITHIN_MS));
    expect(await shows(b, unit, old, 5678)).toBe(true);

    // An operator (or a failover) ends the listening connections: each process listens again and forgets its caches.
    const before = await listeners();
    await db!.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
    await waitFor(async () => {
      const now = await listeners();
      return now.length === 2 && now.every((pid) => !before.includes(pid)) ? true : undefined;
    }, 'both processes to listen again', 15_000);
    expect(await msUntilShown(b, unit, 5678, old, performance.now())).toBeLessThanOrEqual(WITHIN_MS);

    unit = (await workspace.units()).find((each) => each.id === unit.id)!;
    expect(await saveThroughA(6789)).toBeLessThanOrEqual(WITHIN_MS);
  }, 60_000);
});

/**
 * Issue 28: the home page as the portfolio grows. One throwaway PostgreSQL 15 holds three databases, the seeded
 * portfolio grown 1x, 10x and 30x (portfolioSeed.ts: varied copies, not repeats); three servers run side by side, one
 * on each, and the same figures are taken of each: `/` in bytes (raw, gzip), pages per second and p95 at 20
 * connections, one render of a home URL not yet rendered (the catalog reads already cached), `properties/filter` in
 * bytes and reads per second, the server's memory after 200 distinct home URLs (first, on the server as it
 * started), how many of the featured plans the home page's featured section can reach, and Lighthouse on `/`.
 * Targets (issue 28, at 30x): `/` at most 40 kB gzip, at least 70% of 1x's throughput, a render at most 30 ms, under
 * 400 MB after 200 URLs, every featured plan reachable, Lighthouse performance at least 98 with TBT at most 50 ms.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { decodeSearchIndex, type SearchIndexWire } from '../../src/features/floorplans/searchIndexCodec.ts';
import { RENDER_DATA_BLOCKS } from '../../src/shared/renderSeam.ts';
import { startLocalServer, type LocalServer } from '../localServer.ts';
import { autocannonClient } from './loadClients.ts';
import { performanceOf } from './lighthouse.ts';
import { ensureBuilt } from './localServer.ts';
import { growPortfolio, portfolioSize } from './portfolioSeed.ts';
import { withThrowawayPostgres } from './throwawayPostgres.ts';

const FACTORS = [1, 10, 30] as const;
const CONNECTIONS = 20;
const SECONDS = 8;
const COLD_RENDERS = 15;
const DISTINCT_HOME_URLS = 200;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const TARGETS = { gzipBytes: 40_000, throughputShare: 0.7, renderMs: 30, rssMb: 400, performance: 98, tbtMs: 50 };

/** The spotlight rule (spec section 7, features/floorplans/catalog.ts) in SQL: the plans a featured section owes. */
const FEATURED_ELIGIBLE = `
  SELECT count(*)::int AS n FROM floorplans f JOIN properties p ON p.id = f.property_id
  WHERE f.featured AND f.active AND f.style <> 'GARAGE' AND p.active AND p.lease_type = 'YEARLY'
    AND NOT EXISTS (SELECT 1 FROM short_terms s WHERE s.floorplan_id = f.id)`;

interface Portfolio {
  factor: number;
  size: string;
  featuredEligible: number;
  server: LocalServer;
}

/** The body exactly as sent, and how long it took. */
function get(url: string, encoding = 'identity'): Promise<{ body: Buffer; ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ body: Buffer.concat(chunks), ms: performance.now() - started, status: response.statusCode ?? 0 }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kB = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(2)} MB` : `${(bytes / 1e3).toFixed(1)} kB`);
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The ids of the featured plans whose data the rendered page carries for its featured section. */
function featuredInPage(html: string): number {
  const block = new RegExp(`<script[^>]*id="${RENDER_DATA_BLOCKS.queries}"[^>]*>([\\s\\S]*?)</script>`).exec(html)?.[1];
  if (!block) return 0;
  const state = JSON.parse(block) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  const ids = new Set<number>();
  for (const query of state.queries) {
    const key = JSON.stringify(query.queryKey);
    const data = query.state.data as { id: number }[] | SearchIndexWire;
    // Before issue 28: the spotlight call's plans; since, the home index (features/floorplans/searchIndexCodec.ts).
    if (key.includes('spotlight') && Array.isArray(data)) for (const plan of data) ids.add(plan.id);
    if (!Array.isArray(data) && Array.isArray(data?.id)) for (const plan of decodeSearchIndex(data)) if (plan.inSpotlight) ids.add(plan.id);
  }
  return ids.size;
}

async function preparePortfolio(adminUrl: string, factor: number): Promise<{ url: string; size: string; featuredEligible: number }> {
  const admin = openPostgres(adminUrl);
  await admin.exec(`CREATE DATABASE portfolio_${factor}`);
  await admin.close();
  const url = adminUrl.replace(/\/postgres$/, `/portfolio_${factor}`);
  const db: Database = openPostgres(url);
  try {
    await migrate(db);
    await seedIfEmpty(db);
    await growPortfolio(db, factor);
    const [{ n }] = await db.query<{ n: number }>(FEATURED_ELIGIBLE);
    return { url, size: await portfolioSize(db), featuredEligible: n };
  } finally {
    await db.close();
  }
}

async function measurePortfolio({ factor, size, featuredEligible, server }: Portfolio) {
  const home = `${server.url}/`;
  // Memory first, on the server as it started (as issue 28 measured it): a load test leaves garbage of its own.
  const rssBefore = rssMb(server.pid);
  for (let i = 0; i < DISTINCT_HOME_URLS; i += 4) {
    await Promise.all([0, 1, 2, 3].map((j) => get(`${home}?minRent=${i + j}&maxRent=3900`, 'gzip')));
  }
  const rssAfter = rssMb(server.pid);
  const raw = (await get(home)).body;
  const gzip = (await get(home, 'gzip')).body.length;
  const measure = (url: string) => autocannonClient.measure(url, { connections: CONNECTIONS, seconds: SECONDS, headers: BROWSER });
  await autocannonClient.measure(home, { connections: 5, seconds: 2, headers: BROWSER }); // warm-up
  const page = await measure(home);
  // A render of its own per URL (the page cache keys on the filters), the catalog reads cached by the page before.
  const renders: number[] = [];
  for (let i = 0; i < COLD_RENDERS; i += 1) renders.push((await get(`${home}?minRent=${1000 + factor * 100 + i}`, 'gzip')).ms);
  const filterUrl = `${server.url}/api/data/properties/filter`;
  const filterBytes = (await get(filterUrl)).body.length;
  const filter = await measure(filterUrl);
  return {
    factor,
    size,
    raw: raw.length,
    gzip,
    page,
    render: median(renders),
    filterBytes,
    filter,
    rssBefore,
    rssAfter,
    featured: `${featuredInPage(raw.toString('utf8'))} of ${featuredEligible}`,
    // Lighthouse last, alone: the load tests are over.
    lighthouse: await performanceOf(home),
  };
}

export const run = () => withThrowawayPostgres(measurePortfolios);

async function measurePortfolios(databaseUrl: string): Promise<void> {
  ensureBuilt();
  const portfolios: Portfolio[] = [];
  try {
    for (const factor of FACTORS) {
      const { url, size, featuredEligible } = await preparePortfolio(databaseUrl, factor);
      // READ_RATE_LIMIT 0 (startLocalServer's default): the bench is one client doing the reads of many visitors.
      portfolios.push({ factor, size, featuredEligible, server: await startLocalServer({ env: { DATABASE_URL: url } }) });
    }
    console.log(`three servers side by side, one PostgreSQL 15; autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding: ${BROWSER['accept-encoding']}`);
    const rows: Awaited<ReturnType<typeof measurePortfolio>>[] = [];
    for (const portfolio of portfolios) rows.push(await measurePortfolio(portfolio));
    const base = rows[0].page.rate;
    const line = (name: string, cell: (row: (typeof rows)[number]) => string) => console.log(`| ${name.padEnd(44)} | ${rows.map(cell).join(' | ')} |`);
    console.log(`| ${''.padEnd(44)} | ${rows.map((row) => `${row.factor}x (${row.size} communities/plans/units)`).join(' | ')} |`);
    line('`/` raw / gzip', (row) => `${kB(row.raw)} / ${kB(row.gzip)}`);
    line('`/` pages/s (gzip), p95', (row) => `${Math.round(row.page.rate)}, ${row.page.p95.toFixed(1)} ms (${(row.page.rate / base).toFixed(2)} of 1x)`);
    line('`/?minRent=n` one render, page cache cold', (row) => `${row.render.toFixed(1)} ms`);
    line('`properties/filter` raw, reads/s', (row) => `${kB(row.filterBytes)}, ${Math.round(row.filter.rate)}`);
    line(`memory, started -> after ${DISTINCT_HOME_URLS} distinct home URLs`, (row) => `${Math.round(row.rssBefore)} -> ${Math.round(row.rssAfter)} MB`);
    line('featured plans reachable from the page', (row) => row.featured);
    line('Lighthouse (mobile, simulated) on `/`: performance, TBT', (row) => `${row.lighthouse.performance}, ${Math.round(row.lighthouse.tbt)} ms`);
    const top = rows.at(-1)!;
    console.log(`  load average while measured: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
    console.log(
      `  targets at ${top.factor}x: gzip <= ${kB(TARGETS.gzipBytes)} ${top.gzip <= TARGETS.gzipBytes ? 'met' : 'not met'}; ` +
        `throughput >= ${TARGETS.throughputShare} of 1x ${top.page.rate / base >= TARGETS.throughputShare ? 'met' : 'not met'}; ` +
        `render <= ${TARGETS.renderMs} ms ${top.render <= TARGETS.renderMs ? 'met' : 'not met'}; ` +
        `memory < ${TARGETS.rssMb} MB ${top.rssAfter < TARGETS.rssMb ? 'met' : 'not met'}; ` +
        `Lighthouse >= ${TARGETS.performance} ${top.lighthouse.performance >= TARGETS.performance ? 'met' : 'not met'}, ` +
        `TBT <= ${TARGETS.tbtMs} ms ${top.lighthouse.tbt <= TARGETS.tbtMs ? 'met' : 'not met'}`,
    );
  } finally {
    for (const { server } of portfolios) await server.stop();
  }
}

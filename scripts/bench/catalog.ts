/**
 * Issue 23: the units CSV with 5,000 units, on PGlite on its own thread (as the server runs it without DATABASE_URL).
 * The seeded portfolio gets a community of 5,000 units; a leasing agent (a session row, its cookies, as the test helper
 * signs in) exports that community, changes every rent in the file and imports it: a dry run, then an apply that writes
 * the 5,000 units and their 5,000 audit entries in one transaction. Over loopback HTTP, several rounds.
 * Targets: dry run + apply at most 3 s; the export at most 1 s.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import { buildApp } from '../../server/app.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteInWorker } from '../../server/db/pglite-in-worker.ts';
import { insertStaffMember } from '../../server/db/queries/staff-members.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { startSession } from '../../server/staff/sessions.ts';
import { INJECT_ORIGIN } from '../../server/test/api.ts';
import { seedCommunityWithUnits } from '../../server/test/catalog.ts';
import { sessionHeaders } from '../../server/test/staff.ts';

const UNITS = 5_000;
const ROUNDS = 5;
const IMPORT_TARGET_MS = 3_000;
const EXPORT_TARGET_MS = 1_000;
const RENT_COLUMN = 9;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** The file with every rent one dollar higher (each cell quoted as csv-stringify would where needed). */
function withRentsRaised(csv: string): string {
  const [header, ...rows] = parse(csv, { bom: true }) as string[][];
  for (const cells of rows) cells[RENT_COLUMN] = String(Number(cells[RENT_COLUMN]) + 1);
  const line = (cells: string[]) => cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');
  return [header, ...rows].map(line).join('\r\n');
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentals-bench-catalog-'));
  const db = await openPgliteInWorker();
  const app = await buildApp({ db, uploadsDir: path.join(dataDir, 'uploads'), imageCacheDir: path.join(dataDir, 'cache'), readRateLimit: { max: 0, timeWindowMs: 60_000 }, siteOrigins: [INJECT_ORIGIN] });
  try {
    const started = performance.now();
    await migrate(db);
    await seedIfEmpty(db);
    const community = await seedCommunityWithUnits(db, { communityId: 900, floorplanId: 9_000, firstUnitId: 1_000_000, units: UNITS });
    await db.exec('ANALYZE');
    const member = (await insertStaffMember(db, { email: 'bench.catalog@office.test', name: 'Bench Agent', role: 'leasing' }, new Date()))!;
    const session = await startSession(db, member.id, new Date());
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    // The session's cookies and XSRF header from the site's origin, as the tests' signed-in member sends them.
    const headers = sessionHeaders(session);
    const send = async (mode: string, csv: string) => {
      const answer = await fetch(`${origin}/api/staff/catalog/units/import?mode=${mode}`, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: csv });
      const result = (await answer.json()) as { rows: number; changed: number; errors: unknown[] };
      if (answer.status !== 200 || result.changed !== UNITS) throw new Error(`${mode} answered ${answer.status}: ${JSON.stringify(result).slice(0, 300)}`);
    };

    console.log(`(database migrated and seeded in ${ms(performance.now() - started)})`);
    console.log(`units CSV of one community of ${UNITS} units, PGlite on its own thread, loopback HTTP, ${ROUNDS} rounds`);
    const exports: number[] = [];
    const imports: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const [csv, exportMs] = await timed(async () => {
        const answer = await fetch(`${origin}/api/staff/catalog/units.csv?community=${community}`, { headers });
        if (answer.status !== 200) throw new Error(`export answered ${answer.status}`);
        return answer.text();
      });
      const edited = withRentsRaised(csv);
      const [, dryRunMs] = await timed(() => send('dry-run', edited));
      const [, applyMs] = await timed(() => send('apply', edited));
      exports.push(exportMs);
      imports.push(dryRunMs + applyMs);
      console.log(`  round ${round + 1}: export ${ms(exportMs)} (${(csv.length / 1024).toFixed(0)} kB); dry run ${ms(dryRunMs)} + apply ${ms(applyMs)} = ${ms(dryRunMs + applyMs)}`);
    }
    console.log(`  load average while measured: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores; uptime: ${execSync('uptime').toString().trim()}`);
    const [exportMedian, importMedian] = [median(exports), median(imports)];
    console.log(`  export median ${ms(exportMedian)}, worst ${ms(Math.max(...exports))} (target <= ${ms(EXPORT_TARGET_MS)}: ${exportMedian <= EXPORT_TARGET_MS ? 'met' : 'not met'})`);
    console.log(`  dry run + apply median ${ms(importMedian)}, worst ${ms(Math.max(...imports))} (target <= ${ms(IMPORT_TARGET_MS)}: ${importMedian <= IMPORT_TARGET_MS ? 'met' : 'not met'})`);
  } finally {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

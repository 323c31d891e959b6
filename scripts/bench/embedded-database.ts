/**
 * The embedded database on its own thread (issue 26, decision 021): what a statement costs through the worker's
 * messages against PGlite on the calling thread, what opening costs each way (why tests keep in-memory databases on
 * their own thread), and how soon a held database is noticed and closed. Targets: a statement held by the database
 * refuses the next one within 1.1 s (health fails within a second of the hold being noticed, HELD_AFTER_MS), and
 * close ends within 1.2 s even then (its own 1 s bound, then the end of its thread).
 */
import type { Database } from '../../server/db/database.ts';
import { HELD_AFTER_MS, openPgliteInWorker } from '../../server/db/pglite-in-worker.ts';
import { openPglite } from '../../server/db/pglite.ts';

const STATEMENTS = 2_000;
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** Median and p95 of one small read, each awaited before the next (the server's requests interleave these). */
async function statementCost(db: Database): Promise<string> {
  await db.exec('CREATE TABLE IF NOT EXISTS bench (id int PRIMARY KEY, name text); INSERT INTO bench SELECT n, md5(n::text) FROM generate_series(1, 500) n ON CONFLICT DO NOTHING');
  const samples: number[] = [];
  for (let statement = 0; statement < STATEMENTS; statement++) {
    samples.push((await timed(() => db.query('SELECT name FROM bench WHERE id = $1', [(statement % 500) + 1])))[1]);
  }
  samples.sort((a, b) => a - b);
  return `median ${ms(samples[Math.floor(samples.length / 2)])}, p95 ${ms(samples[Math.floor(samples.length * 0.95)])}`;
}

export async function run(): Promise<void> {
  const [here, openHere] = await timed(() => openPglite());
  console.log(`  on the calling thread: open ${ms(openHere)}; a statement ${await statementCost(here)}`);
  await here.close();

  const [worker, openWorker] = await timed(() => openPgliteInWorker());
  console.log(`  on its own thread:     open ${ms(openWorker)}; a statement ${await statementCost(worker)}`);

  const held = worker.query('SELECT pg_sleep(30)').catch(() => undefined);
  const started = performance.now();
  let refusedAfter: number | undefined;
  while (refusedAfter === undefined && performance.now() - started < 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A statement sent before the hold is noticed waits behind it; only the refusal is timed.
    const probe = worker.query('SELECT 1').then(
      () => undefined,
      () => performance.now() - started,
    );
    refusedAfter = await Promise.race([probe, new Promise<undefined>((resolve) => setTimeout(resolve, 10))]);
  }
  const target = HELD_AFTER_MS + 100;
  console.log(`  held database: the next statement refused after ${refusedAfter === undefined ? 'never (5 s)' : ms(refusedAfter)} (target <= ${target} ms: ${refusedAfter !== undefined && refusedAfter <= target ? 'met' : 'not met'})`);
  const [, closing] = await timed(() => worker.close());
  await held;
  console.log(`  held database: close ended after ${ms(closing)} (target <= 1200 ms: ${closing <= 1_200 ? 'met' : 'not met'})`);
}

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../db/postgres';
import type { Database } from '../db/database';
import { storedAlert, matched } from '../test/alerts';
import { countRows, seededPostgresCopy } from '../test/database';
import { exited } from '../test/server-process';

/**
 * Issue 25 "a daily run with several processes sends each digest once": three processes, each with its own pool on one
 * PostgreSQL, run the 7:00 digests at the same moment (server/test/digest-process.ts: the production sender, as each
 * server's `alert mails` job runs it, with the clock at 7:01). Each batch is claimed by one conditional UPDATE; a claim
 * read first and written after would let two processes mail the same alerts. Runs where the suite runs on PostgreSQL
 * (scripts/test-server-postgres.sh, CI); the same run fired 10 times in one process is in server/alerts/sending.test.ts.
 */
const templates = inject('databaseTemplates');
const onPostgres = templates.engine === 'postgres';
const ROOT = path.resolve(import.meta.dirname, '../..');
const PROCESSES = 3;
/** Ten batches of the sender's: enough work that the processes' runs overlap for a while. */
const SEARCHES = 1_000;
const HOMES_EACH = 2;
/** 7:00 at the office (America/Indiana/Indianapolis, UTC-5 in November), and the run a minute later. */
const AT_7 = new Date('2026-11-28T12:00:00Z');
const NOW = new Date(AT_7.getTime() + 60_000);

let url = '';
let dropDatabase = async () => {};
let db: Database;
const runs: ChildProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  ({ url, drop: dropDatabase } = await seededPostgresCopy('ll_digests'));
  db = openPostgres(url);
}, 120_000);

afterAll(async () => {
  for (const run of runs) if (run.exitCode === null) run.kill('SIGKILL');
  await Promise.all(runs.map(exited));
  await db?.close();
  await dropDatabase();
});

/** A process of the daily run, started and waiting (its connection open) for the word to go. */
async function readyRun(): Promise<{ go: () => void; mailed: Promise<number> }> {
  const run = spawn(process.execPath, ['--import', 'tsx', 'server/test/digest-process.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, NOW: NOW.toISOString() },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  runs.push(run);
  let heard = '';
  const lines: string[] = [];
  let onLine = () => {};
  run.stdout!.on('data', (chunk: Buffer) => {
    heard += chunk.toString();
    const parts = heard.split('\n');
    heard = parts.pop()!;
    lines.push(...parts);
    onLine();
  });
  const line = (index: number) =>
    new Promise<string>((resolve, reject) => {
      onLine = () => lines.length > index && resolve(lines[index]);
      onLine();
      // 'close' comes after the last of its output has been read.
      run.once('close', (code) => reject(new Error(`the digest process ended (${code}) after ${lines.length} lines`)));
    });
  expect(await line(0)).toBe('ready');
  return { go: () => run.stdin!.write('go\n'), mailed: line(1).then((answer) => (JSON.parse(answer) as { mailed: number }).mailed) };
}

describe.runIf(onPostgres)('issue 25 daily digests on several processes on one PostgreSQL', () => {
  it(`issue 25 sending: the 7:00 run started at the same moment in ${PROCESSES} processes, each with its own pool, mails each of ${SEARCHES} digests once and stamps every match once`, async () => {
    const units = (await db.query<{ id: number }>('SELECT id FROM units ORDER BY id LIMIT $1', [HOMES_EACH])).map((unit) => unit.id);
    const searches: number[] = [];
    for (let n = 0; n < SEARCHES; n += 1) {
      const id = await storedAlert(db, { email: `morning${n}@example.org`, frequency: 'daily', at: new Date(AT_7.getTime() - 2 * 86_400_000) });
      for (const unit of units) await matched(db, id, unit, new Date(AT_7.getTime() - 3_600_000));
      searches.push(id);
    }

    const ready = await Promise.all(Array.from({ length: PROCESSES }, readyRun));
    for (const run of ready) run.go();
    const mailed = await Promise.all(ready.map((run) => run.mailed));

    expect(mailed.reduce((sum, count) => sum + count, 0)).toBe(SEARCHES);
    // The premise: the processes ran side by side and shared the morning (one alone would prove nothing).
    expect(mailed.filter((count) => count > 0).length, `alerts mailed by each process: ${mailed.join(', ')}`).toBeGreaterThan(1);
    const digests = await db.query<{ searchId: number; mails: number; homes: number }>(
      `SELECT (payload->>'searchId')::int AS "searchId", count(*)::int AS mails, sum((payload->>'homes')::int)::int AS homes
       FROM outbox WHERE kind = 'alert-digest' GROUP BY 1 ORDER BY 1`,
    );
    expect(digests.map((digest) => digest.searchId)).toEqual(searches);
    expect(digests.filter((digest) => digest.mails !== 1 || digest.homes !== HOMES_EACH)).toEqual([]);
    expect(await countRows(db, 'alert_matches', 'mailed_at = $1', [NOW])).toBe(SEARCHES * HOMES_EACH);
    expect(await countRows(db, 'alert_matches', 'mailed_at IS NULL')).toBe(0);
    expect(await countRows(db, 'alert_unsubscribe_keys')).toBe(SEARCHES);
  }, 180_000);
});

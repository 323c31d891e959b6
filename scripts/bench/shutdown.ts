/**
 * Issue 26 item 6: how long SIGTERM takes to stop the real server (its own process, seeded temp DATA_DIR), idle and
 * with 50 requests in flight (20 of them with bodies still arriving). Targets: idle under 2 s; busy under 5 s, well
 * inside a container runtime's 10 s before it kills. That none of the 50 is dropped is the test's to assert
 * (server/shutdown.test.ts); here it is printed beside the figure.
 */
import { inFlightRequests } from '../inFlightRequests.ts';
import { startLocalServer } from '../localServer.ts';

const RUNS = 3;
const IDLE_TARGET_MS = 2_000;
const BUSY_TARGET_MS = 5_000;

async function timedExit(busy: boolean): Promise<{ ms: number; dropped: number }> {
  const server = await startLocalServer({ env: { WRITE_RATE_LIMIT: '100000' } });
  const requests = busy ? inFlightRequests(Number(new URL(server.url).port), { reads: 30, posts: 20 }) : null;
  await requests?.sent;
  const started = performance.now();
  const stopped = server.stop();
  setTimeout(() => requests?.finishBodies(), 300);
  await stopped;
  const ms = performance.now() - started;
  const statuses = (await requests?.statuses) ?? [];
  return { ms, dropped: statuses.filter((status) => status === 'reset' || status === '503').length };
}

async function section(name: string, busy: boolean, targetMs: number): Promise<void> {
  const runs: Array<{ ms: number; dropped: number }> = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timedExit(busy));
  const worst = Math.max(...runs.map((run) => run.ms));
  const times = runs.map((run) => `${(run.ms / 1000).toFixed(2)} s`).join(', ');
  const dropped = busy ? `; dropped ${runs.map((run) => run.dropped).join(', ')} of 50` : '';
  console.log(`${name}: ${times} (worst ${(worst / 1000).toFixed(2)} s, target < ${targetMs / 1000} s: ${worst < targetMs ? 'met' : 'MISSED'})${dropped}`);
}

export async function run(): Promise<void> {
  await section('idle exit', false, IDLE_TARGET_MS);
  await section('exit with 50 in flight', true, BUSY_TARGET_MS);
}

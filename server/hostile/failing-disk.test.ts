import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_FAILING_MESSAGE } from '../storage/guarded-database';
import { scratchDisk, type ScratchDisk } from '../test/scratch-disk';
import { exited, listeningPort, seededDataDir, startServer } from '../test/server-process';

/**
 * Issue 26: a disk that fails under the running server (turned read-only, or its data directory removed) is
 * answered, never a wedge: the real server process, its embedded database on a real file system.
 */
const NO_ANSWER_MS = 20_000; // a request still open after this is the wedge the issue found (it never ended)

let server: ChildProcess | undefined;
let cleanUp: (() => unknown) | undefined;
afterEach(async () => {
  server?.kill('SIGKILL');
  server = undefined;
  await cleanUp?.();
  cleanUp = undefined;
});

async function started(dataDir: string): Promise<string> {
  server = startServer(await seededDataDir(dataDir), {}, 'pipe');
  server.stdout!.resume(); // its log, at warn: the storage fault's lines
  return `http://127.0.0.1:${await listeningPort(dataDir, server)}`;
}

const countClick = (base: string) =>
  fetch(`${base}/api/admin/analytics/contact/clicked`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"property":1}', signal: AbortSignal.timeout(NO_ANSWER_MS) });

async function expectFaultAnswered(base: string) {
  for (let request = 0; request < 5; request++) {
    const refused = await countClick(base);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toBe(STORAGE_FAILING_MESSAGE);
  }
  const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(NO_ANSWER_MS) });
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({ status: 'failing', database: expect.stringMatching(/^failing: /) });
}

async function expectSigtermExit() {
  const stopping = Date.now();
  const exit = exited(server!);
  server!.kill('SIGTERM');
  expect(await exit).toBe(0);
  // The bound is the behaviour: a supervisor's stop must work within 5 s (expected: under 2 s).
  expect(Date.now() - stopping).toBeLessThan(5_000);
  server = undefined;
}

describe('issue 26 faults never wedge the running server', () => {
  it('answers 503 with the message and fails health when its disk turns read-only, and exits on SIGTERM within 5 s', async (context) => {
    const disk: ScratchDisk | string = scratchDisk();
    if (typeof disk === 'string') {
      console.warn(`skipped, ${disk}; the fault injected beneath the storage layer is failing-storage.test.ts`);
      return context.skip(disk);
    }
    cleanUp = disk.release;
    const base = await started(path.join(disk.directory, 'data'));
    expect((await countClick(base)).status).toBe(200);

    disk.failReadOnly();
    await expectFaultAnswered(base);
    await expectSigtermExit();
  }, 120_000);

  it('answers 503 with the message and fails health when its data directory is removed, and exits on SIGTERM within 5 s', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rentals-vanishing-'));
    cleanUp = () => rm(dataDir, { recursive: true, force: true });
    const base = await started(dataDir);
    expect((await countClick(base)).status).toBe(200);

    // A click after this would be stored in files no longer in any directory, and lost at the next start. The server
    // may create a file in it while it goes (its jobs write from the start: the alert matcher's first run records the
    // catalog as it listens): rm then meets a directory not yet empty, and its own retries finish the removal.
    await rm(path.join(dataDir, 'db'), { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    await expectFaultAnswered(base);
    await expectSigtermExit();
  }, 120_000);
});

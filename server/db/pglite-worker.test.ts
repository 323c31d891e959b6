import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardDatabase, StorageUnavailable } from '../storage/guarded-database';
import type { Database } from './database';
import { openDatabase } from './open';
import { HELD_AFTER_MS, openPgliteInWorker } from './pglite-in-worker';

/**
 * Issue 26: the embedded database must never hold the server's event loop. PGlite runs PostgreSQL as WebAssembly,
 * synchronously; `pg_sleep` holds it the way a database spinning on a read-only disk did, deterministically.
 */
describe('issue 26 faults never wedge: a statement that holds the embedded database does not hold the server', () => {
  let dataDir: string;
  let db: Database;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rentals-held-'));
    db = await openDatabase({ dataDir });
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps timers running, answers StorageUnavailable after the guard timeout and at once after that, and closes anyway', async () => {
    const guarded = guardDatabase(db, 300);
    const held = guarded.query('SELECT pg_sleep(30)');
    held.catch(() => undefined);
    const timer = new Promise((resolve) => setTimeout(() => resolve('timer'), 50));
    // Ordering, not timing: on the request thread the timer could only fire once the 30 s statement was over.
    expect(await Promise.race([timer, held.then(() => 'statement', () => 'statement')])).toBe('timer');

    await expect(held).rejects.toBeInstanceOf(StorageUnavailable);
    // Once it has held the database that long, the next statement is refused at once rather than queued behind it
    // (the server's 10 s guard never has to act), and so is the health check's.
    await new Promise((resolve) => setTimeout(resolve, HELD_AFTER_MS));
    const patient = guardDatabase(db, 10_000);
    await expect(patient.query('SELECT 1')).rejects.toMatchObject({ cause: { message: expect.stringMatching(/^the embedded database has been held by one statement for \d/) } });
    expect(await patient.health()).toMatch(/^failing: the embedded database has been held/);

    const closing = Date.now();
    await db.close();
    // The bound is the behaviour here: close gives up on the held statement after 1 s (10x for a busy machine).
    expect(Date.now() - closing).toBeLessThan(10_000);
  });
});

describe('issue 26 the embedded database on its own thread keeps transactions whole', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteInWorker();
    await db.exec('CREATE TABLE marks (n int PRIMARY KEY)');
  });
  afterAll(() => db.close());

  it("runs a statement from outside after the open transaction, never inside it (PGlite is one connection)", async () => {
    let firstInserted!: () => void;
    let goOn!: () => void;
    const inserted = new Promise<void>((resolve) => (firstInserted = resolve));
    const mayGoOn = new Promise<void>((resolve) => (goOn = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO marks VALUES (1)');
      firstInserted();
      await mayGoOn;
      await tx.query('INSERT INTO marks VALUES (2)');
      return 'committed';
    });
    await inserted;
    const outside = db.query('SELECT count(*) AS n FROM marks');
    goOn();
    expect(await transaction).toBe('committed');
    expect(await outside).toEqual([{ n: 2 }]);
  });

  it('rolls back what a failed transaction wrote, and reports the statement fault with its SQLSTATE', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO marks VALUES (3)');
        await tx.query('INSERT INTO marks VALUES (1)');
      }),
    ).rejects.toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key') });
    expect(await db.query('SELECT n FROM marks ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);
  });
});

import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database';
import { shutDown } from '../lifecycle';
import { startTestApi, type TestApi } from '../test/api';

/**
 * Issue 15: a disk that turns read-only (or a database that stops answering) must not wedge the server. The fault is
 * injected beneath the storage layer, the way PGlite or PostgreSQL report it.
 */
const READ_ONLY = () => Object.assign(new Error('could not write to file "pg_wal/000000010000000000000001": Read-only file system'), { code: '58030' });
/** What PGlite reported when the ext4 file system under DATA_DIR went read-only after an error (reproduced with a loop device). */
const PGLITE_READ_ONLY = () => Object.assign(new Error('could not open file "base/5/16479": Read-only file system'), { code: '42501', routine: 'mdopenfork' });
const isWrite = (sql: string) => /^\s*(INSERT|UPDATE|DELETE)/i.test(sql);

/** The database with writes failing (or hanging) and, when `failReads`, reads too. */
function faulty(db: Database, fault: { writes?: 'fail' | 'hang'; failReads?: boolean; error?: () => Error }): Database {
  const wrap = (target: Queryable): Queryable => ({
    async query(sql, params) {
      if (isWrite(sql) && fault.writes === 'hang') return new Promise(() => {});
      if ((isWrite(sql) && fault.writes === 'fail') || fault.failReads) throw (fault.error ?? READ_ONLY)();
      return target.query(sql, params);
    },
    exec: (sql) => target.exec(sql),
  });
  return { ...db, ...wrap(db), transaction: (work) => db.transaction((tx) => work(wrap(tx))) };
}

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const countClick = () => api!.app.inject({ method: 'POST', url: '/api/admin/analytics/contact/clicked', payload: { property: 1 } });

describe('issue 15 failed writes answer 503 while reads keep working', () => {
  it.each([
    ['an I/O error', READ_ONLY],
    ["PGlite's permission error for a read-only file system", PGLITE_READ_ONLY],
  ])('answers a write that the storage refuses (%s) with 503 and a clear message, and still serves reads', async (_case, error) => {
    api = await startTestApi({ wrapDatabase: (db) => faulty(db, { writes: 'fail', error }) });
    const refused = await countClick();
    expect(refused.statusCode).toBe(503);
    expect(refused.json<{ message: string }>().message).toBe('We cannot save anything right now because our storage is failing. Nothing was saved; please try again later.');
    expect((await countClick()).statusCode).toBe(503); // and the next one answers too
    expect((await api.app.inject('/api/data/floorplans?projection=details&size=5')).statusCode).toBe(200);
    expect((await api.app.inject('/api/data/sublets/search/findByActiveTrueAndApprovedTrue?projection=withId')).statusCode).toBe(200);
  });

  it('answers 503 when a write never comes back, instead of leaving the visitor waiting', async () => {
    api = await startTestApi({ wrapDatabase: (db) => faulty(db, { writes: 'hang' }), databaseTimeoutMs: 200 });
    const started = Date.now();
    const response = await countClick();
    expect(response.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await api.app.inject('/api/health')).statusCode).toBe(503);
  });
});

describe('issue 15 a failed statement is logged without its parameters', () => {
  it('keeps a sublet key passed to the database out of the error log', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const failing = Object.assign(new Error('could not read block 0 in file "base/5/6113": Input/output error'), { code: '58030', query: 'SELECT … WHERE asset_key = $1', params: ['owner-secret-key'] });
    api = await startTestApi({ logger: { level: 'error', stream }, wrapDatabase: (db) => ({ ...db, query: () => Promise.reject(failing) }) });
    const response = await api.app.inject('/api/data/sublets/search/byAssetKey?projection=withId&assetKey=owner-secret-key');
    expect(response.statusCode).toBe(503);
    expect(lines.join('')).toContain('Input/output error');
    expect(lines.join('')).not.toContain('owner-secret-key');
  });
});

describe('issue 26 a storage outage is logged once per episode, not once per request', () => {
  it('logs its start, at most one summary a minute with the count refused, and its recovery, while every request gets its 503', async () => {
    const lines: string[] = [];
    let clock = Date.parse('2025-03-01T12:00:00Z');
    const outage: Parameters<typeof faulty>[1] = {};
    api = await startTestApi({ logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } }, now: () => new Date(clock), wrapDatabase: (db) => faulty(db, outage) });
    Object.assign(outage, { writes: 'fail', failReads: true });
    const read = () => api!.app.inject('/api/data/floorplans?projection=details&size=5');
    const statuses = new Set<number>();
    for (let request = 0; request < 300; request++) {
      clock += 500; // 300 requests over 150 s of outage
      const response = await (request % 2 ? countClick() : read());
      statuses.add(response.statusCode);
      expect(response.json<{ message: string }>().message).toBe('We cannot save anything right now because our storage is failing. Nothing was saved; please try again later.');
    }
    expect([...statuses]).toEqual([503]);
    Object.assign(outage, { writes: undefined, failReads: false });
    expect((await read()).statusCode).toBe(200);
    expect((await countClick()).statusCode).toBe(200);
    expect((await countClick()).statusCode).toBe(200);

    const logged = lines.map((line) => JSON.parse(line) as { msg: string; refused?: number; refusedInAll?: number; err?: { message: string } });
    expect(logged.map((line) => line.msg.split(':')[0])).toEqual(['storage failing', 'storage still failing', 'storage still failing', 'storage recovered after 150 s']);
    expect(logged[0].err?.message).toContain('Read-only file system');
    expect(logged[1].refused! + logged[2].refused!).toBeLessThanOrEqual(299);
    expect(logged[1].refused).toBeGreaterThan(0);
    expect(logged[2].refusedInAll).toBe(1 + logged[1].refused! + logged[2].refused!);
    expect(logged[3].refusedInAll).toBe(300);
  });
});

describe('issue 15 health touches the database and says which part failed', () => {
  it('answers 200 with each part ok on a healthy server', async () => {
    api = await startTestApi();
    const health = await api.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok', files: 'ok' });
  });

  it('reports the database failing when it cannot be read', async () => {
    api = await startTestApi({ wrapDatabase: (db) => faulty(db, { failReads: true }) });
    const health = await api.app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'failing', database: expect.stringMatching(/^failing: .*Read-only file system/), files: 'ok' });
  });

  it('reports the database failing after writes failed, though reads still work', async () => {
    api = await startTestApi({ wrapDatabase: (db) => faulty(db, { writes: 'fail' }) });
    await countClick();
    expect((await api.app.inject('/api/health')).json()).toMatchObject({ status: 'failing', database: expect.stringMatching(/^failing: writes/) });
  });

  it('reports the files failing when the data directory is gone', async () => {
    api = await startTestApi();
    const dataDir = path.dirname(api.uploadsDir);
    rmSync(dataDir, { recursive: true, force: true });
    writeFileSync(dataDir, 'not a directory any more');
    const health = await api.app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'failing', database: 'ok', files: expect.stringMatching(/^failing: /) });
    rmSync(dataDir, { force: true });
  });
});

describe('issue 15 SIGTERM stops the process even when the database does not close', () => {
  it('gives up waiting after the grace period', async () => {
    const closed: string[] = [];
    const started = Date.now();
    await shutDown({ app: { close: async () => void closed.push('app') }, db: { close: () => new Promise<void>(() => {}) }, graceMs: 100 });
    expect(closed).toEqual(['app']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { StorageUnavailable } from '../storage/guarded-database';
import { freshDatabase } from '../test/database';
import { hasRedis, REDIS_ABSENT, startRedis } from '../test/redis';
import { databaseLimitStore } from './database-store';
import type { LimitStore } from './limit-store';
import { memoryLimitStore } from './memory-store';
import { redisLimitStore } from './redis-store';

/**
 * Issue 26: every store counts alike: at most `max` hits a window, a refused hit counts nothing, a refund gives one
 * back while the window lasts, and an ended window starts again. The database's and Redis's counts are decided by the
 * store itself (one statement, one script), so hits sent at once never pass `max`; the database store runs on PGlite
 * here and on PostgreSQL under scripts/test-server-postgres.sh.
 */
const WINDOW_MS = 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let key = 0;
const freshKey = () => `test|client-${(key += 1)}`;

function behavesAsALimitStore(kind: string, open: () => Promise<LimitStore>) {
  describe(`issue 26 limit store: ${kind}`, () => {
    let store: LimitStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    it('issue 26: counts up to max, then refuses without counting, saying when the window ends', async () => {
      const name = freshKey();
      const hits = [];
      for (let i = 0; i < 5; i += 1) hits.push(await store.consume(name, 3, 60_000));
      expect(hits.map((hit) => [hit.allowed, hit.hits])).toEqual([[true, 1], [true, 2], [true, 3], [false, 3], [false, 3]]);
      expect(hits[4].resetsInMs).toBeGreaterThan(55_000);
      expect(hits[4].resetsInMs).toBeLessThanOrEqual(60_000);
    });

    it('issue 26: a refund gives one hit back; another key is counted apart', async () => {
      const name = freshKey();
      for (let i = 0; i < 3; i += 1) await store.consume(name, 3, 60_000);
      expect((await store.consume(freshKey(), 3, 60_000)).allowed).toBe(true);
      await store.refund(name);
      expect((await store.consume(name, 3, 60_000)).allowed).toBe(true);
      expect((await store.consume(name, 3, 60_000)).allowed).toBe(false);
    });

    it('issue 26: a window that has ended starts again, and a refund after it gives nothing', async () => {
      const name = freshKey();
      expect((await store.consume(name, 1, WINDOW_MS)).allowed).toBe(true);
      expect((await store.consume(name, 1, WINDOW_MS)).allowed).toBe(false);
      await sleep(WINDOW_MS + 50);
      await store.refund(name);
      const again = await store.consume(name, 1, WINDOW_MS);
      expect([again.allowed, again.hits]).toEqual([true, 1]);
      expect((await store.consume(name, 1, WINDOW_MS)).allowed).toBe(false);
    });

    it('issue 26: 60 hits on one key at once, at the edge of a limit of 10: exactly 10 are allowed', async () => {
      const name = freshKey();
      const hits = await Promise.all(Array.from({ length: 60 }, () => store.consume(name, 10, 60_000)));
      expect(hits.filter((hit) => hit.allowed)).toHaveLength(10);
      expect(hits.filter((hit) => hit.allowed).map((hit) => hit.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });
  });
}

let db: Database;
beforeAll(async () => {
  db = await freshDatabase('empty');
});
afterAll(() => db.close());

behavesAsALimitStore('memory', async () => memoryLimitStore());
behavesAsALimitStore('database', async () => databaseLimitStore(db));

let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
afterAll(() => redis?.stop());
describe.skipIf(!hasRedis)(hasRedis ? 'on a redis-server of its own' : REDIS_ABSENT, () => {
  behavesAsALimitStore('redis', async () => {
    redis = await startRedis();
    return redisLimitStore(redis.url);
  });
});

describe.skipIf(!hasRedis)(hasRedis ? 'issue 26 a Redis that goes away' : REDIS_ABSENT, () => {
  it('issue 26: a hit answers at once with StorageUnavailable (a 503), neither hanging nor let through', async () => {
    const gone = await startRedis();
    const store = await redisLimitStore(gone.url);
    expect((await store.consume(freshKey(), 1, 60_000)).allowed).toBe(true);
    await gone.stop();
    const started = Date.now();
    await expect(store.consume(freshKey(), 1, 60_000)).rejects.toBeInstanceOf(StorageUnavailable);
    expect(Date.now() - started).toBeLessThan(1000);
    await store.close();
  });
});

describe('issue 26 database limit store upkeep', () => {
  it('issue 26: ended windows are swept once a minute, by the first hit after it', async () => {
    let clock = 1_000_000;
    const store = databaseLimitStore(db, () => clock);
    await store.consume(freshKey(), 5, 1);
    await sleep(5);
    const rows = async () => (await db.query<{ count: number }>('SELECT count(*) AS count FROM rate_limits WHERE window_ends_at <= statement_timestamp()'))[0].count;
    expect(await rows()).toBeGreaterThan(0);
    clock += 60_000;
    await store.consume(freshKey(), 5, 60_000);
    expect(await rows()).toBe(0);
  });
});

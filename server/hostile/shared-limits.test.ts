import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { redisLimitStore } from '../limits/redis-store';
import { forgedContact } from '../test/contact';
import { freshDatabase } from '../test/database';
import { hasRedis, REDIS_ABSENT, startRedis } from '../test/redis';

/**
 * Issue 26: the rate limits were counted in each process's memory (decision 015), so with N processes behind a
 * balancer a client got N times every limit. Two apps count one client's writes together: on one PostgreSQL database
 * (its default store there), or with REDIS_URL's Redis. Forged captcha tokens are the writes: a failed captcha spends
 * its request (it is not given back as bad input is).
 */
const LIMIT = 4;
const onPostgres = inject('databaseTemplates').engine === 'postgres';

const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

async function database(): Promise<Database> {
  const db = await freshDatabase('empty');
  closing.push(() => db.close());
  return db;
}

async function app(db: Database, options: { redisUrl?: string } = {}): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rentals-limits-'));
  closing.push(() => rm(dataDir, { recursive: true, force: true }));
  const built = await buildApp({
    db,
    uploadsDir: path.join(dataDir, 'uploads'),
    imageCacheDir: path.join(dataDir, 'cache'),
    writeRateLimit: { max: LIMIT, timeWindowMs: 60_000 },
    readRateLimit: { max: 0, timeWindowMs: 60_000 },
    catalogCacheMs: 0,
    limitStore: options.redisUrl ? await redisLimitStore(options.redisUrl) : undefined,
  });
  closing.push(() => built.close());
  return built;
}

/** The same attacks on two apps however they share their counts. */
function sharedBetween(twoApps: () => Promise<[FastifyInstance, FastifyInstance]>) {
  it('issue 26: one client\'s writes past the write limit are refused whichever app they reach', async () => {
    const [first, second] = await twoApps();
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LIMIT; i += 1) statuses.push((await forgedContact(i % 2 ? second : first, '203.0.113.60')).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(400), ...Array<number>(2 * LIMIT).fill(429)]);
    // Another client still has its own budget, on either app.
    expect((await forgedContact(second, '203.0.113.61')).statusCode).toBe(400);
  });

  it('issue 26: 40 writes of one client at once, spread over both apps, pass the limit exactly LIMIT times', async () => {
    const [first, second] = await twoApps();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => forgedContact(i % 2 ? second : first, '203.0.113.62')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - LIMIT);
  });
}

describe.runIf(onPostgres)('issue 26 rate limits shared by two apps on one PostgreSQL', () => {
  sharedBetween(async () => {
    const db = await database();
    return [await app(db), await app(db)];
  });
});

describe.skipIf(!hasRedis)(hasRedis ? 'issue 26 rate limits shared by two apps through one Redis (REDIS_URL)' : REDIS_ABSENT, () => {
  // On one database (PGlite here, where each app would otherwise count in its own memory): the secret of the keys'
  // hash is the database's, and several processes share one PostgreSQL (decision 015).
  sharedBetween(async () => {
    const [redis, db] = [await startRedis(), await database()];
    closing.push(() => redis.stop());
    return [await app(db, { redisUrl: redis.url }), await app(db, { redisUrl: redis.url })];
  });
});

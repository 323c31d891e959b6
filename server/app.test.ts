import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { startTestApi, type TestApi } from './test/api';
import { countRows } from './test/database';

let distDir: string;
let api: TestApi;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'rentals-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Limestone Living</title>');
  api = await startTestApi({ distDir });
});
afterAll(async () => {
  await api.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the HTTP app: errors and compression (issue 3, server)', () => {
  it('answers unknown writes with a JSON 404 carrying a message, even where the site would serve a page', async () => {
    expect((await api.app.inject({ method: 'POST', url: '/floorplans/3' })).json()).toEqual({ message: 'Nothing at POST /floorplans/3' });
  });

  it('compresses large JSON for clients that accept it', async () => {
    const response = await api.app.inject({ url: '/api/data/floorplans?projection=details&size=200', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())._embedded.floorplans.length).toBeGreaterThan(30);
  });

  it('answers a failure of its own with 500 and a message, details only in the log', async () => {
    // A statement the database calls wrong (undefined column) is a bug of ours, not the storage failing.
    const undefinedColumn = Object.assign(new Error('column "nme" does not exist'), { code: '42703' });
    const broken = await startTestApi({ content: 'empty', wrapDatabase: (db) => ({ ...db, query: () => Promise.reject(undefinedColumn) }) });
    try {
      const response = await broken.app.inject('/api/data/residentFaqs?projection=withId&size=50');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side; please try again later' });
    } finally {
      await broken.close();
    }
  });

  it('issue 15 answers 503 when the database is gone (closed under it), not 500', async () => {
    const broken = await startTestApi({ content: 'empty' });
    await broken.db.close();
    try {
      expect((await broken.app.inject('/api/data/residentFaqs?projection=withId&size=50')).statusCode).toBe(503);
    } finally {
      await broken.app.close();
    }
  });
});

describe('per-client rate limit on writes', () => {
  it('answers 429 with a message once a client passes the limit, storing nothing more; other clients are unaffected', async () => {
    const limited = await startTestApi({ writeRateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const click = (remoteAddress: string, forwardedFor?: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/admin/analytics/contact/clicked',
          payload: { property: 1 },
          remoteAddress,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        });
      const statuses = [];
      // A remote client cannot dodge the limit by claiming other addresses in X-Forwarded-For.
      for (let i = 0; i < 3; i += 1) statuses.push((await click('203.0.113.5', `198.51.100.${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
      const refused = await click('203.0.113.5', '198.51.100.99');
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ message: string }>().message).toBe('Too many requests: please wait 1 minute and try again');
      expect(await countRows(limited.db, 'contact_events')).toBe(1);
      expect((await limited.db.query<{ count: number }>('SELECT count FROM contact_events'))[0].count).toBe(3);
      expect((await click('203.0.113.6')).statusCode).toBe(200);
      // Each write endpoint counts on its own; captcha tokens are not limited.
      const initiated = await limited.app.inject({ method: 'POST', url: '/api/admin/analytics/contact/initiated', payload: { property: 1 }, remoteAddress: '203.0.113.5' });
      expect(initiated.statusCode).toBe(200);
      for (let i = 0; i < 5; i += 1) expect((await limited.app.inject({ method: 'POST', url: '/api/captcha/local', remoteAddress: '203.0.113.5' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('closing the app waits for handlers still at work, so the database can be closed right after', async () => {
    const slow = await startTestApi({ content: 'empty' });
    const { db } = slow;
    let queriesAfterClose = 0;
    let closed = false;
    const slowDb = {
      ...db,
      async query<Row>(sql: string, params?: readonly unknown[]) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        if (closed) queriesAfterClose += 1;
        return db.query<Row>(sql, params);
      },
    };
    const app = await buildApp({ db: slowDb, uploadsDir: slow.uploadsDir, imageCacheDir: slow.imageCacheDir, catalogCacheMs: 0 });
    try {
      const answer = app.inject('/api/data/floorplans?projection=details&size=5');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await app.close();
      closed = true;
      expect((await answer).statusCode).toBe(200);
      expect(queriesAfterClose).toBe(0);
    } finally {
      await slow.close();
    }
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './test/api';
import { countRows } from './test/database';

let distDir: string;
let api: TestApi;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'rentals-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Limestone Living</title>');
  await writeFile(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  api = await startTestApi({ distDir });
});
afterAll(async () => {
  await api.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the HTTP app (issue 3, server)', () => {
  it('answers GET api/health', async () => {
    expect((await api.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths, and unknown writes, with a JSON 404 carrying a message', async () => {
    const response = await api.app.inject('/api/data/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nothing at GET /api/data/nothing' });
    expect((await api.app.inject({ method: 'POST', url: '/floorplans/3' })).json()).toEqual({ message: 'Nothing at POST /floorplans/3' });
  });

  it('serves the site: deep links get index.html (never cached), hashed assets are cached for a year', async () => {
    const deepLink = await api.app.inject('/floorplans/3');
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<title>Limestone Living</title>');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const script = await api.app.inject('/assets/main-abc123.js');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses large JSON for clients that accept it', async () => {
    const response = await api.app.inject({ url: '/api/data/floorplans?projection=details&size=200', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())._embedded.floorplans.length).toBeGreaterThan(30);
  });

  it('answers a failure of its own with 500 and a message, details only in the log', async () => {
    const broken = await startTestApi({ content: 'empty' });
    await broken.db.close();
    try {
      const response = await broken.app.inject('/api/data/residentFaqs?projection=withId&size=50');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side; please try again later' });
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
      expect(refused.json<{ message: string }>().message).toMatch(/^Too many requests: please wait .+ and try again$/);
      expect(await countRows(limited.db, 'contact_events')).toBe(1);
      expect((await limited.db.query<{ count: number }>('SELECT count FROM contact_events'))[0].count).toBe(3);
      expect((await click('203.0.113.6')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

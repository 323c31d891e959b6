/**
 * Issue 8 load: 1,000 mixed requests a second for 30 s on loopback against the real server process. Every kind of
 * request keeps its intended answers (no 5xx, no dropped connection) and the server logs no error. Runs alone in
 * the `load` project (vitest.config.ts) so other tests neither slow it nor are slowed by it.
 */
import { rmSync } from 'node:fs';
import autocannon, { type Request, type Result } from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_SCRIPT, fakeDist } from './test/fake-dist';
import { startLocalServer, type LocalServer } from '../scripts/localServer';

const SECONDS = 30;
const TARGET_RATE = 1000;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

interface Traffic {
  kind: string;
  rate: number;
  request: Request;
  expected: number[];
}

let distDir: string;
let server: LocalServer;
beforeAll(async () => {
  distDir = await fakeDist();
  // The default write limit, which refused (400) writes must not use up; the helper's LOG_LEVEL (warn) keeps 30,000
  // request lines out of the log and still shows every error.
  server = await startLocalServer({ distDir, captureOutput: true });
});
afterAll(async () => {
  await server?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

/** The requests a visitor's browser makes, a few wrong ones, and far more refused writes than the limit: 1,000 a second in all. */
async function trafficMix(): Promise<Traffic[]> {
  const folder = (await (await fetch(`${server.url}/api/data/assets/1`)).json()) as { _embedded: { assets: { id: string }[] } };
  const imageId = folder._embedded.assets[0].id;
  const get = (path: string, headers: Record<string, string> = BROWSER): Request => ({ method: 'GET', path, headers });
  const badPost = (path: string): Request => ({ method: 'POST', path, headers: { 'content-type': 'application/json' }, body: '{"name":""}' });
  return [
    { kind: 'floor plans', rate: 260, request: get('/api/data/floorplans?projection=details&size=200'), expected: [200] },
    { kind: 'properties', rate: 200, request: get('/api/data/properties/filter'), expected: [200] },
    { kind: 'floor plan by id', rate: 150, request: get('/api/data/floorplans/3?projection=withId', {}), expected: [200] },
    // Reads that query the embedded database every time (a miss is never cached, photos are not catalog): each costs
    // the server's one thread some milliseconds, so they come at the share a page visit makes of them.
    { kind: 'unknown floor plan', rate: 5, request: get('/api/data/floorplans/99999?projection=withId'), expected: [404] },
    { kind: 'photo folder', rate: 20, request: get('/api/data/assets/1'), expected: [200] },
    { kind: 'image download', rate: 25, request: get(`/api/asset/download/${imageId}`), expected: [200] },
    { kind: 'site index', rate: 120, request: get('/'), expected: [200] },
    { kind: 'hashed script', rate: 170, request: get(FAKE_SCRIPT.url), expected: [200] },
    // Refused writes give their request back to the limit (issue 15), so even 750 of them from one client stay 400s.
    { kind: 'bad contact form', rate: 25, request: badPost('/api/mail/v3/contact'), expected: [400] },
    { kind: 'bad application form', rate: 25, request: badPost('/api/mail/application'), expected: [400] },
  ];
}

const statuses = (result: Result) => Object.keys(result.statusCodeStats).map(Number).sort();

describe('issue 8 load', () => {
  it(`issue 8 load: ${TARGET_RATE} mixed requests per second for ${SECONDS} s keep every answer as intended and the log free of errors`, async () => {
    const mix = await trafficMix();
    expect(mix.reduce((sum, traffic) => sum + traffic.rate, 0)).toBe(TARGET_RATE);
    const results = await Promise.all(
      mix.map(({ rate, request }) =>
        // autocannon takes the path from the url, not from `path`.
        autocannon({ ...request, url: `${server.url}${request.path}`, overallRate: rate, connections: Math.max(2, Math.ceil(rate / 10)), duration: SECONDS }),
      ),
    );

    const byKind = mix.map(({ kind, expected }, index) => ({ kind, expected, result: results[index] }));
    const outcomes = byKind.map(({ kind, expected, result }) => ({
      kind,
      unexpectedStatuses: statuses(result).filter((status) => !expected.includes(status)),
      errors: result.errors,
      timeouts: result.timeouts,
    }));
    const perKind = byKind.map(({ kind, result }) => `${kind}: ${Math.round(result.requests.total / SECONDS)}/s, max ${result.latency.max} ms`).join('; ');
    expect(outcomes, perKind).toEqual(mix.map(({ kind }) => ({ kind, unexpectedStatuses: [], errors: 0, timeouts: 0 })));
    const total = results.reduce((sum, result) => sum + result.requests.total, 0);
    expect(total / SECONDS, perKind).toBeGreaterThanOrEqual(TARGET_RATE * 0.9);

    expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
    const errorLines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{') && (JSON.parse(line) as { level: number }).level >= 50);
    expect(errorLines).toEqual([]);
  });
});

import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner, scheduleJob } from '../jobs/schedule';
import { createServerMetrics } from '../metrics/server-metrics';
import { startTestApi, type TestApi } from '../test/api';
import { fakeDist } from '../test/fake-dist';
import { postSublet, subletBody } from '../test/sublets';

/** A renderer that renders every page at once, with nothing in it. */
const QUICK_RENDERER = `
export const useReadApi = () => {};
export const render = async () => ({ html: '<main>page</main>', queries: {}, router: {}, head: { jsonLd: [] } });
`;
const KEY = 'metrics-key-for-the-test';

let api: TestApi;
let distDir: string;
let publicUrl: string;
let metricsUrl: string;
beforeAll(async () => {
  distDir = await fakeDist({ renderer: QUICK_RENDERER });
  // The page cache keeps pages as long as the read cache keeps reads: on, so a second load is served from it.
  api = await startTestApi({ distDir, catalogCacheMs: 60_000, metrics: { endpoint: { port: 0, host: '127.0.0.1', key: KEY } } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  publicUrl = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}`;
  metricsUrl = `http://127.0.0.1:${(api.app.metricsServer!.address() as { port: number }).port}/metrics`;
});
afterAll(async () => {
  await api.close();
  rmSync(distDir, { recursive: true, force: true });
});

const scrape = async () => (await fetch(metricsUrl, { headers: { authorization: `Bearer ${KEY}` } })).text();

describe('issue 26 metrics', () => {
  it('issue 26 item 5: /metrics is not on the public port, and its own listener refuses a scrape without the key', async () => {
    expect((await fetch(`${publicUrl}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { authorization: 'Bearer not-the-key' } })).status).toBe(401);
    const answer = await fetch(metricsUrl, { headers: { authorization: `Bearer ${KEY}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
  });

  it('issue 26 item 5: a request is counted under its route pattern and status, with its latency, never under its URL', async () => {
    expect((await fetch(`${publicUrl}/api/data/floorplans/1?utm_source=someone`)).status).toBe(200);
    const text = await scrape();
    expect(text).toMatch(/^http_requests_total\{route="\/api\/data\/floorplans\/:id",method="GET",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="\/api\/data\/floorplans\/:id",method="GET"\} 1$/m);
    expect(text).not.toContain('someone');
  });

  it('issue 26 item 5: a page load counts its render outcome (rendered, then cached) and the page cache lookups', async () => {
    for (let i = 0; i < 2; i++) expect((await api.app.inject('/floorplans/2')).statusCode).toBe(200);
    const text = await scrape();
    expect(text).toMatch(/^page_renders_total\{outcome="rendered"\} 1$/m);
    expect(text).toMatch(/^page_renders_total\{outcome="cached"\} 1$/m);
    expect(text).toMatch(/^cache_lookups_total\{cache="page",result="hit"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{route="\/floorplans\/:floorplanId",method="GET",status="200"\} 2$/m);
  });

  it('issue 26 item 5: the outbox is counted by state at each scrape: a posted sublet\'s confirmation mail is queued (no mail server here)', async () => {
    const before = Number(/^mail_outbox\{state="queued"\} (\d+)$/m.exec(await scrape())?.[1] ?? 0);
    expect((await postSublet(api, subletBody())).statusCode).toBe(201);
    expect(await scrape()).toMatch(new RegExp(`^mail_outbox\\{state="queued"\\} ${before + 1}$`, 'm'));
  });

  it('issue 26 item 5: job runs are counted by job and outcome, failures apart', async () => {
    const metrics = createServerMetrics();
    const app = Fastify();
    const stopping = new AbortController().signal;
    let runs = 0;
    let ran = () => {};
    const twoRuns = new Promise<void>((resolve) => (ran = resolve));
    const job = { name: 'sublet upkeep', firstAfterMs: 0, everyMs: 0, run: async () => {
      runs += 1;
      if (runs === 2) ran();
      if (runs === 2) throw new Error('a failed run');
      return {};
    } };
    scheduleJob(app, new JobRunner(job, () => new Date(), app.log, (outcome) => metrics.jobRun(job.name, outcome)), stopping);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await twoRuns;
    await app.close();
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^job_runs_total\{job="sublet upkeep",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^job_runs_total\{job="sublet upkeep",outcome="failed"\} 1$/m);
  });
});

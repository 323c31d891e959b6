/**
 * The local API under load: autocannon, 50 connections for 10 s on each of the two heaviest reads the home page
 * makes, asking for compression as a browser does, against the real server (its own process, seeded temp
 * DATA_DIR) on a free loopback port. In the same run the same server serves the same bytes as a static file of the
 * built site, the yardstick for "throughput at least half of a static file" (issue 8).
 */
import { request } from 'node:http';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './localServer.ts';

const CONNECTIONS = 50;
const SECONDS = 10;
const P95_TARGET_MS = 10;
const STATIC_RATIO_TARGET = 0.5;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const ENDPOINTS = [
  { path: '/api/data/floorplans?projection=details&size=200', file: 'floorplans.json' },
  { path: '/api/data/properties/filter', file: 'properties.json' },
];
/** Static copies sit beside the site's own files and have the siblings @fastify/static's preCompressed serves. */
const STATIC_DIR = 'bench-static';
const ENCODED_SIBLINGS = [
  { suffix: '', encoding: 'identity' },
  { suffix: '.br', encoding: 'br' },
  { suffix: '.gz', encoding: 'gzip' },
];

/** The value below which `share` of the sorted samples fall. */
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

interface Measurement {
  rate: number;
  p95: number;
  summary: string;
}

async function measure(url: string): Promise<Measurement> {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER });
  // autocannon reports p50/p90/p97.5/p99 but not p95, so every response time is kept and the percentiles computed here.
  instance.on('response', (_client: unknown, _status: number, _bytes: number, milliseconds: number) => latencies.push(milliseconds));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const failures = result.non2xx + result.errors + result.timeouts;
  const ms = (share: number) => `${percentile(latencies, share).toFixed(1)} ms`;
  const summary = [
    `${Math.round(result.requests.average)} req/s`,
    `p50 ${ms(0.5)}`,
    `p95 ${ms(0.95)}`,
    `p99 ${ms(0.99)}`,
    `max ${result.latency.max} ms`,
    `${result.requests.total} requests${failures ? `, ${failures} failed` : ''}`,
  ].join(', ');
  return { rate: result.requests.average, p95: percentile(latencies, 0.95), summary };
}

/** The body exactly as sent, without the decompression `fetch` would do. */
function rawBody(url: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * A copy of dist/ with empty placeholders for the static copies: the server lists the site's files when it starts
 * (so they must exist then) but reads them per request, so the real bytes can be written once the API has answered.
 */
function siteWithPlaceholders(): string {
  const site = mkdtempSync(path.join(tmpdir(), 'rentals-bench-site-'));
  cpSync(path.resolve(import.meta.dirname, '../../dist'), site, { recursive: true });
  mkdirSync(path.join(site, STATIC_DIR));
  for (const { file } of ENDPOINTS) for (const { suffix } of ENCODED_SIBLINGS) writeFileSync(path.join(site, STATIC_DIR, file + suffix), '');
  return site;
}

export async function run(): Promise<void> {
  const site = siteWithPlaceholders();
  const server = await startBenchServer({ distDir: site });
  try {
    for (const { path: apiPath, file } of ENDPOINTS) {
      for (const { suffix, encoding } of ENCODED_SIBLINGS) {
        writeFileSync(path.join(site, STATIC_DIR, file + suffix), await rawBody(`${server.url}${apiPath}`, encoding));
      }
    }
    for (const { path: apiPath, file } of ENDPOINTS) {
      await autocannon({ url: `${server.url}${apiPath}`, connections: 10, duration: 2, headers: BROWSER }); // warm-up
      await autocannon({ url: `${server.url}/${STATIC_DIR}/${file}`, connections: 10, duration: 2, headers: BROWSER });
    }
    console.log(`${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding: ${BROWSER['accept-encoding']}, against ${server.url}`);
    for (const { path: apiPath, file } of ENDPOINTS) {
      const api = await measure(`${server.url}${apiPath}`);
      const staticFile = await measure(`${server.url}/${STATIC_DIR}/${file}`);
      console.log(`GET ${apiPath}`);
      console.log(`  API:         ${api.summary}`);
      console.log(`  static file: ${staticFile.summary}`);
      console.log(
        `  throughput vs static file: ${(api.rate / staticFile.rate).toFixed(2)} (target >= ${STATIC_RATIO_TARGET}); ` +
          `p95 target <= ${P95_TARGET_MS} ms: ${api.p95 <= P95_TARGET_MS ? 'met' : 'not met'}`,
      );
    }
  } finally {
    await server.stop();
    rmSync(site, { recursive: true, force: true });
  }
}

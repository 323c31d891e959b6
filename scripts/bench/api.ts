/**
 * The local API under load: wrk (or autocannon without it, see loadClients.ts), 50 connections for 10 s on each of the two heaviest reads the home page
 * makes, asking for compression as a browser does, against the real server (its own process, seeded temp
 * DATA_DIR) on a free loopback port. In the same run the same server serves the same bytes as a static file of the
 * built site, the yardstick for "throughput at least half of a static file" (issue 8). The floor plans read is also
 * measured with a cache-busting parameter on every request, with visitors' latency alongside (issue 15).
 */
import { request } from 'node:http';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pickLoadClient, type Measurement } from './loadClients.ts';
import { startBenchServer } from './localServer.ts';

const CONNECTIONS = 50;
const SECONDS = 10;
const P95_TARGET_MS = 10;
const STATIC_RATIO_TARGET = 0.5;
/** Issue 15: with a cache-busting parameter on every request, throughput must stay at least half of normal. */
const BUSTED_RATIO_TARGET = 0.5;
/** The visitors measured while the cache-busting load runs. */
const VISITOR_CONNECTIONS = 5;
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

/**
 * Issue 15: the same read with `&bust={n}` on every request (a client defeating the cache), and, at the same time, a
 * few visitors asking for the normal URL: their p95 is what everyone else feels during such a load.
 */
async function measureCacheBusting(url: string, normalRate: number, measure: (url: string, seconds?: number, connections?: number, bust?: boolean) => Promise<Measurement>) {
  const [busted, visitors] = await Promise.all([measure(url, SECONDS, CONNECTIONS, true), measure(url, SECONDS, VISITOR_CONNECTIONS)]);
  console.log(`  cache-busting (&bust=n on every request, ${CONNECTIONS} connections): ${busted.summary}`);
  console.log(`  visitors meanwhile (${VISITOR_CONNECTIONS} connections, normal URL): ${visitors.summary}`);
  const ratio = busted.rate / normalRate;
  console.log(`  busted vs normal throughput: ${ratio.toFixed(2)} (target >= ${BUSTED_RATIO_TARGET}: ${ratio >= BUSTED_RATIO_TARGET ? 'met' : 'not met'}); visitor p95 ${visitors.p95.toFixed(1)} ms`);
}

export async function run(): Promise<void> {
  const site = siteWithPlaceholders();
  const server = await startBenchServer({ distDir: site });
  const client = pickLoadClient();
  const measure = (url: string, seconds = SECONDS, connections = CONNECTIONS, bust = false) => client.measure(url, { connections, seconds, headers: BROWSER, bust });
  try {
    for (const { path: apiPath, file } of ENDPOINTS) {
      for (const { suffix, encoding } of ENCODED_SIBLINGS) {
        writeFileSync(path.join(site, STATIC_DIR, file + suffix), await rawBody(`${server.url}${apiPath}`, encoding));
      }
    }
    for (const { path: apiPath, file } of ENDPOINTS) {
      await measure(`${server.url}${apiPath}`, 2, 10); // warm-up
      await measure(`${server.url}/${STATIC_DIR}/${file}`, 2, 10);
    }
    console.log(`${client.name}, ${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding: ${BROWSER['accept-encoding']}, against ${server.url}`);
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
      if (apiPath === ENDPOINTS[0].path) await measureCacheBusting(`${server.url}${apiPath}`, api.rate, measure);
    }
  } finally {
    await server.stop();
    rmSync(site, { recursive: true, force: true });
  }
}

/**
 * The local API under load: wrk (or autocannon without it, see loadClients.ts), 50 connections for 10 s on each of the two heaviest reads the home page
 * makes, asking for compression as a browser does, against the real server (its own process, seeded temp
 * DATA_DIR) on a free loopback port. In the same run the same server serves the same bytes as a static file of the
 * built site, the yardstick for "throughput at least half of a static file" (issue 8). The floor plans read is also
 * measured with a cache-busting parameter on every request, with visitors' latency alongside (issue 15). Beside the
 * JSON read, a server-rendered floor plan page (issue 13: at least 500 pages per second, p95 at most 50 ms), plain and
 * with a cache-busting parameter on every request (issue 21: at least half of plain).
 */
import { request } from 'node:http';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pickLoadClient, type Measurement } from './loadClients.ts';
import { repoRoot } from '../localServer.ts';
import { ensureBuilt, startBenchServer } from './localServer.ts';

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
/** Issue 13: a server-rendered page (the floor plan page its table measures) and its targets. */
const RENDERED_PAGE = '/floorplans/1';
const PAGES_PER_SECOND_TARGET = 500;
const PAGE_P95_TARGET_MS = 50;
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
 * The checkout's dist/ with empty placeholders for the static copies in a folder of its own. The checkout's, not a
 * copy: the page renderer (dist/.server) imports the project's node_modules. The server lists the site's files when it
 * starts (so they must exist then) but reads them per request, so the real bytes can be written once the API has
 * answered. Returns the folder, removed after the run.
 */
function staticPlaceholders(): string {
  const folder = path.join(repoRoot, 'dist', STATIC_DIR);
  if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const { file } of ENDPOINTS) for (const { suffix } of ENCODED_SIBLINGS) writeFileSync(path.join(folder, file + suffix), '');
  return folder;
}

type Measure = (url: string, seconds?: number, connections?: number, bust?: boolean) => Promise<Measurement>;

/** How a cache-busting client's throughput compares with the plain one's, against the target of issues 15 and 21. */
const bustedRatio = (busted: Measurement, plainRate: number) => {
  const ratio = busted.rate / plainRate;
  return `${ratio.toFixed(2)} (target >= ${BUSTED_RATIO_TARGET}: ${ratio >= BUSTED_RATIO_TARGET ? 'met' : 'not met'})`;
};

/**
 * Issue 15: the same read with `&bust={n}` on every request (a client defeating the cache), and, at the same time, a
 * few visitors asking for the normal URL: their p95 is what everyone else feels during such a load.
 */
async function measureCacheBusting(url: string, normalRate: number, measure: Measure) {
  const [busted, visitors] = await Promise.all([measure(url, SECONDS, CONNECTIONS, true), measure(url, SECONDS, VISITOR_CONNECTIONS)]);
  console.log(`  cache-busting (&bust=n on every request, ${CONNECTIONS} connections): ${busted.summary}`);
  console.log(`  visitors meanwhile (${VISITOR_CONNECTIONS} connections, normal URL): ${visitors.summary}`);
  console.log(`  busted vs normal throughput: ${bustedRatio(busted, normalRate)}; visitor p95 ${visitors.p95.toFixed(1)} ms`);
}

/**
 * Issue 13: the rendered page must come from the read cache too; a page without its markup would flatter the figure.
 * Issue 21: with a new parameter on every request (a client defeating the cache), pages per second must stay at
 * least half of plain, and the page must still be rendered.
 */
async function measureRenderedPage(url: string, measure: Measure) {
  const isRendered = async (pageUrl: string) => /<div id="root">\s*<[a-z]/i.test((await rawBody(pageUrl, 'identity')).toString('utf8'));
  const rendered = await isRendered(url);
  const page = await measure(url);
  console.log(`GET ${RENDERED_PAGE} (server-rendered page, ${rendered ? 'markup present' : 'NOT rendered: empty root, see the server log'})`);
  console.log(`  page:        ${page.summary}`);
  console.log(
    `  targets: >= ${PAGES_PER_SECOND_TARGET} pages/s ${page.rate >= PAGES_PER_SECOND_TARGET ? 'met' : 'not met'}; ` +
      `p95 <= ${PAGE_P95_TARGET_MS} ms ${page.p95 <= PAGE_P95_TARGET_MS ? 'met' : 'not met'}`,
  );
  const busted = await measure(url, SECONDS, CONNECTIONS, true);
  const bustedRendered = await isRendered(`${url}?bust=after`);
  console.log(`  busted (?bust=n on every request): ${busted.summary} (${bustedRendered ? 'markup present' : 'NOT rendered'})`);
  console.log(`  busted vs plain pages per second: ${bustedRatio(busted, page.rate)}`);
}

export async function run(): Promise<void> {
  ensureBuilt(); // before the placeholders: a build empties dist/
  const folder = staticPlaceholders();
  const server = await startBenchServer();
  const client = pickLoadClient();
  const measure = (url: string, seconds = SECONDS, connections = CONNECTIONS, bust = false) => client.measure(url, { connections, seconds, headers: BROWSER, bust });
  try {
    for (const { path: apiPath, file } of ENDPOINTS) {
      for (const { suffix, encoding } of ENCODED_SIBLINGS) {
        writeFileSync(path.join(folder, file + suffix), await rawBody(`${server.url}${apiPath}`, encoding));
      }
    }
    for (const { path: apiPath, file } of ENDPOINTS) {
      await measure(`${server.url}${apiPath}`, 2, 10); // warm-up
      await measure(`${server.url}/${STATIC_DIR}/${file}`, 2, 10);
    }
    await measure(`${server.url}${RENDERED_PAGE}`, 2, 10);
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
      if (apiPath === ENDPOINTS[0].path) {
        await measureCacheBusting(`${server.url}${apiPath}`, api.rate, measure);
        await measureRenderedPage(`${server.url}${RENDERED_PAGE}`, measure);
      }
    }
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

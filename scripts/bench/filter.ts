/**
 * Re-filtering the home search: 500 floor plans; each change of filters is re-filtered, re-sorted and committed to
 * the DOM (filters, pills, count and the first page of cards) by the site's own components, production build, in
 * Debian's Chromium on this machine, then again with the CPU slowed 4x as on a mid-range phone.
 * Target: under 16 ms (one frame at 60 Hz).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';

const ROUNDS = 10;
/** The changes a visitor makes, cycled: from the default 'Available Now' list to all 500 plans and back. */
const QUERIES = [
  'bedroom=2',
  'availability=any',
  'availability=any&sort=priceAsc',
  'availability=any&sort=priceAsc&minRent=0&maxRent=1500',
  'availability=any&style=APARTMENT',
  '',
  'sort=bedroomsDesc',
  'availability=any&sort=availabilityAsc',
];

const root = path.resolve(import.meta.dirname, '../..');

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(8);

export async function run(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`skipped: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
    return;
  }
  // Inside node_modules/.cache, so nothing lands in the working tree.
  const cache = path.join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, 'bench-filter-'));
  let server: Server | undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] });
  try {
    await build({
      root,
      base: '/',
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, manifest: false },
      // The site's own inputs are set for the client environment (vite.config.ts): this page replaces them.
      environments: { client: { build: { rolldownOptions: { input: path.join(root, 'scripts/bench/filter.html') } } } },
    });
    const served = await serve(outDir);
    server = served.server;

    for (const [setting, slowdown] of [['this machine', 1], ['CPU slowed 4x (mid-range phone)', 4]] as const) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      if (slowdown > 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      }
      await page.goto(`${served.url}/scripts/bench/filter.html`);
      await page.waitForFunction(() => window.benchFilter !== undefined);
      const result = await page.evaluate(
        async ({ queries, rounds }) => {
          const bench = window.benchFilter;
          const pure: number[] = [];
          for (let round = 0; round < rounds * 5; round += 1) {
            for (const query of queries) {
              const start = performance.now();
              bench.filterOnly(query);
              pure.push(performance.now() - start);
            }
          }
          for (const query of queries) await bench.show(query); // warm-up
          const commits: number[] = [];
          const layouts: number[] = [];
          for (let round = 0; round < rounds; round += 1) {
            for (const query of queries) {
              const { commit, layout } = await bench.show(query);
              commits.push(commit);
              layouts.push(layout);
            }
          }
          return { plans: bench.plans, cards: bench.cards(), pure, commits, layouts };
        },
        { queries: QUERIES, rounds: ROUNDS },
      );
      const pure = stats(result.pure);
      const commit = stats(result.commits);
      const layout = stats(result.layouts);
      console.log(`Chromium, ${setting}: ${result.plans} floor plans, ${result.commits.length} filter changes`);
      console.log(`  filter + sort only          median ${ms(pure.median)}  p95 ${ms(pure.p95)}`);
      console.log(`  re-filter and commit        median ${ms(commit.median)}  p95 ${ms(commit.p95)}   (target < 16 ms)`);
      console.log(`  ... and style + layout      median ${ms(layout.median)}  p95 ${ms(layout.p95)}`);
      await page.close();
    }
  } finally {
    await browser.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

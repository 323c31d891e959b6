/**
 * Lighthouse (mobile form factor, default simulated throttling) in Debian's Chromium on the pages issue 8 names.
 * Targets: performance >= 98, accessibility 100, best practices 100, SEO >= 95, LCP <= 1.8 s, CLS <= 0.02,
 * TBT <= 50 ms. Set BENCH_URL to measure a server that is already running.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import type { LocalServer } from '../localServer.ts';
import { startBenchServer } from './localServer.ts';


async function seededFloorplanPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/data/floorplans?projection=details&size=200`);
  const body = (await response.json()) as { _embedded?: { floorplans?: Array<{ id: number; active: boolean; style: string }> } };
  const plan = body._embedded?.floorplans?.find((item) => item.active && item.style !== 'GARAGE');
  return plan ? `/floorplans/${plan.id}` : '/floorplans/1';
}

const pct = (score: number | null | undefined) => (score == null ? '  n/a' : String(Math.round(score * 100)).padStart(5));

export async function run(): Promise<void> {
  let server: LocalServer | undefined;
  const baseUrl = process.env.BENCH_URL ?? (server = await startBenchServer()).url;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const pages = ['/', await seededFloorplanPath(baseUrl), '/sublets', '/short-term'];
    console.log('page                          perf  a11y  best   seo     LCP     CLS     TBT');
    for (const page of pages) {
      const result = await lighthouse(`${baseUrl}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      const lcp = audits['largest-contentful-paint']?.numericValue ?? NaN;
      const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const tbt = audits['total-blocking-time']?.numericValue ?? NaN;
      console.log(
        `${page.padEnd(28)}${pct(categories.performance?.score)} ${pct(categories.accessibility?.score)} ${pct(categories['best-practices']?.score)} ${pct(categories.seo?.score)}  ${(lcp / 1000).toFixed(2).padStart(5)} s  ${cls.toFixed(3)}  ${Math.round(tbt).toString().padStart(4)} ms`,
      );
      const failing = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      if (failing.length > 0) console.log(`  failing audits: ${failing.join(', ')}`);
    }
  } finally {
    chrome.kill();
    await server?.stop();
  }
}

/**
 * The local API under load: autocannon, 50 connections for about 10 s on each of the two heaviest reads the home
 * page makes, against the real server (its own process, seeded temp DATA_DIR) on a free loopback port.
 */
import autocannon from 'autocannon';
import { startBenchServer } from './localServer.ts';

const CONNECTIONS = 50;
const SECONDS = 10;
const ENDPOINTS = ['/api/data/floorplans?projection=details&size=200', '/api/data/properties/filter'];

/** The value below which `share` of the sorted samples fall. */
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

async function measure(url: string): Promise<string> {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  // autocannon reports p50/p90/p97.5/p99 but not p95, so every response time is kept and the percentiles computed here.
  instance.on('response', (_client: unknown, _status: number, _bytes: number, milliseconds: number) => latencies.push(milliseconds));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const failures = result.non2xx + result.errors + result.timeouts;
  const ms = (share: number) => `${percentile(latencies, share).toFixed(1)} ms`;
  return [
    `${Math.round(result.requests.average)} req/s`,
    `p50 ${ms(0.5)}`,
    `p95 ${ms(0.95)}`,
    `p99 ${ms(0.99)}`,
    `max ${result.latency.max} ms`,
    `${result.requests.total} requests${failures ? `, ${failures} failed` : ''}`,
  ].join(', ');
}

export async function run(): Promise<void> {
  const server = await startBenchServer();
  try {
    for (const path of ENDPOINTS) await autocannon({ url: `${server.url}${path}`, connections: 10, duration: 2 }); // warm-up
    console.log(`${CONNECTIONS} connections, ${SECONDS} s each, against ${server.url}`);
    for (const path of ENDPOINTS) console.log(`GET ${path}\n  ${await measure(`${server.url}${path}`)}`);
  } finally {
    await server.stop();
  }
}

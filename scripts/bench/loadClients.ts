/**
 * The load generators the API bench can drive. wrk (Debian's `wrk`, native code) is preferred: on this two-core
 * machine autocannon runs out of its own core at about 6,000 requests a second, so with it the bench measures the
 * client as much as the server. autocannon (an npm dependency) is the fallback when wrk is not installed.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';

// Asynchronous, so a visitor can be measured while another load runs.
const execFileAsync = async (file: string, args: string[], options: { encoding: 'utf8' }) => (await promisify(execFile)(file, args, options)).stdout;

export interface Measurement {
  rate: number;
  p95: number;
  summary: string;
}

export interface LoadClient {
  name: string;
  /** With `bust`, every request adds `bust={a new number}` to the query string, as a client defeating a cache would. */
  /** With `rotatingHeaders`, each request adds the next of them, e.g. the cookies of many users. */
  measure(url: string, options: { connections: number; seconds: number; headers: Record<string, string>; bust?: boolean; rotatingHeaders?: Record<string, string>[] }): Promise<Measurement>;
}

function summarize(rate: number, total: number, failures: number, ms: { p50: number; p95: number; p99: number; max: number }): Measurement {
  const summary = [
    `${Math.round(rate)} req/s`,
    `p50 ${ms.p50.toFixed(1)} ms`,
    `p95 ${ms.p95.toFixed(1)} ms`,
    `p99 ${ms.p99.toFixed(1)} ms`,
    `max ${ms.max.toFixed(0)} ms`,
    `${total} requests${failures ? `, ${failures} failed` : ''}`,
  ].join(', ');
  return { rate, p95: ms.p95, summary };
}

/** The value below which `share` of the sorted samples fall. */
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

export const autocannonClient: LoadClient = {
  name: 'autocannon',
  async measure(url, { connections, seconds, headers, bust, rotatingHeaders }) {
    const latencies: number[] = [];
    let counter = 0;
    let turn = 0;
    const { pathname, search } = new URL(url);
    const separator = search ? '&' : '?';
    const busted = (request: Request) => (bust ? { ...request, path: `${pathname}${search}${separator}bust=${(counter += 1)}` } : request);
    const rotated = (request: Request) => (rotatingHeaders ? { ...request, headers: { ...request.headers, ...rotatingHeaders[(turn += 1) % rotatingHeaders.length] } } : request);
    const requests = bust || rotatingHeaders ? [{ setupRequest: (request: Request) => rotated(busted(request)) }] : undefined;
    const instance = autocannon({ url, connections, duration: seconds, headers, requests });
    // autocannon reports p50/p90/p97.5/p99 but not p95, so every response time is kept and the percentiles computed here.
    instance.on('response', (_client: unknown, _status: number, _bytes: number, milliseconds: number) => latencies.push(milliseconds));
    const result = await instance;
    latencies.sort((a, b) => a - b);
    const at = (share: number) => percentile(latencies, share);
    return summarize(result.requests.average, result.requests.total, result.non2xx + result.errors + result.timeouts, {
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      max: result.latency.max,
    });
  },
};

/** The sets of headers a wrk-rotate.lua run reads: a file of one set a line, name and value separated by tabs. */
function headerSetsFile(sets: Record<string, string>[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'wrk-headers-')), 'headers.tsv');
  writeFileSync(file, sets.map((set) => Object.entries(set).flat().join('\t')).join('\n'));
  return file;
}

const wrkClient: LoadClient = {
  name: 'wrk',
  async measure(url, { connections, seconds, headers, bust, rotatingHeaders }) {
    if (bust && rotatingHeaders) throw new Error('wrk: a cache-busting load with rotating headers is measured with autocannon');
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const script = path.join(import.meta.dirname, bust ? 'wrk-bust.lua' : rotatingHeaders ? 'wrk-rotate.lua' : 'wrk-report.lua');
    const scriptArgs = rotatingHeaders ? ['--', headerSetsFile(rotatingHeaders)] : [];
    const output = await execFileAsync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, ...headerArgs, '-s', script, url, ...scriptArgs], { encoding: 'utf8' });
    const report = JSON.parse(output.trim().split('\n').at(-1)!) as Record<'requests' | 'micros' | 'p50' | 'p95' | 'p99' | 'max' | 'errors', number>;
    const ms = (micros: number) => micros / 1000;
    return summarize(report.requests / (report.micros / 1e6), report.requests, report.errors, {
      p50: ms(report.p50),
      p95: ms(report.p95),
      p99: ms(report.p99),
      max: ms(report.max),
    });
  },
};

export function pickLoadClient(): LoadClient {
  return spawnSync('wrk', ['--version']).error ? autocannonClient : wrkClient;
}

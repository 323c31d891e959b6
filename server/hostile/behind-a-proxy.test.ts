import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/localServer';
import { seededPostgresCopy } from '../test/database';
import { apiProcesses, exited, waitFor } from '../test/server-process';

/**
 * Issue 26 "a real proxy in front": Debian's nginx balancing two API processes on one PostgreSQL, with the project's
 * own example configuration (deploy/nginx-load-balancer.conf) and TRUST_PROXY=1. Visitors are told apart by the
 * address nginx saw (each connects from its own loopback address), not by what they write in X-Forwarded-For, and a
 * visitor's limit is one budget whichever process nginx picks. Runs where the suite runs on PostgreSQL and nginx is
 * installed (CI installs both).
 */
const NGINX = '/usr/sbin/nginx';
const templates = inject('databaseTemplates');
const runs = templates.engine === 'postgres' && existsSync(NGINX);
const WRITE_LIMIT = 3;
const PROXY_MARK_HEADER = 'X-Test-Proxy';
const proxyMark = randomUUID();

let work = '';
let proxyPort = 0;
let dropDatabase = async () => {};
const children: ChildProcess[] = [];
const apis = apiProcesses('rentals-proxy-api-');

/** The example configuration with this test's ports, inside the few lines nginx needs to run without its own files. */
async function proxyConfig(apiPorts: number[]): Promise<string> {
  const example = await readFile(path.resolve(import.meta.dirname, '../../deploy/nginx-load-balancer.conf'), 'utf8');
  let next = 0;
  const balanced = example.replace(/server 127\.0\.0\.1:\d+;/g, () => `server 127.0.0.1:${apiPorts[next++]};`).replace('listen 80;', `listen 127.0.0.1:${proxyPort};`);
  expect(next).toBe(apiPorts.length);
  const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
  return `daemon off;
master_process off;
pid ${path.join(work, 'nginx.pid')};
error_log ${path.join(work, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  add_header ${PROXY_MARK_HEADER} ${proxyMark} always;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  ${balanced}
}
`;
}

/** A contact click (a counted write) from `visitor`, a loopback address of its own, through nginx. */
function click(visitor: string, forwardedFor?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ property: 1 });
    const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    const sent = request({ host: '127.0.0.1', port: proxyPort, localAddress: visitor, method: 'POST', path: '/api/admin/analytics/contact/clicked', headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

async function inOrder(requests: (() => Promise<number>)[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const send of requests) statuses.push(await send());
  return statuses;
}

beforeAll(async () => {
  if (!runs) return;
  work = await mkdtemp(path.join(tmpdir(), 'rentals-proxy-'));
  const copy = await seededPostgresCopy('ll_proxy');
  dropDatabase = copy.drop;
  const env = { DATABASE_URL: copy.url, TRUST_PROXY: '1', WRITE_RATE_LIMIT: String(WRITE_LIMIT) };
  const bases = await Promise.all([apis.start(env), apis.start(env)]);
  // nginx cannot pick its own port: its answers carry this run's mark, so a process that took the port first is not it.
  proxyPort = await freePort();
  await writeFile(path.join(work, 'nginx.conf'), await proxyConfig(bases.map((base) => Number(new URL(base).port))));
  children.push(spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] }));
  await waitFor(async () => {
    const health = await fetch(`http://127.0.0.1:${proxyPort}/api/health`);
    return health.ok && health.headers.get(PROXY_MARK_HEADER) === proxyMark ? true : undefined;
  }, 'nginx', 30_000);
}, 180_000);

afterAll(async () => {
  for (const child of children) {
    child.kill('SIGTERM');
    await exited(child);
  }
  await apis.stopAll();
  await dropDatabase();
  if (work) await rm(work, { recursive: true, force: true });
});

describe.runIf(runs)('issue 26 behind a real proxy: nginx balancing two API processes, TRUST_PROXY=1', () => {
  it('40 visitors behind the proxy each get a budget of their own', async () => {
    const visitors = Array.from({ length: 40 }, (_, n) => `127.0.0.${10 + n}`);
    const statuses = await Promise.all(visitors.map((visitor) => click(visitor)));
    expect(statuses).toEqual(visitors.map(() => 200));
  });

  it("a visitor's limit holds whichever process answers, and a forged left-most X-Forwarded-For buys no new budget", async () => {
    const forged = (n: number) => () => click('127.0.0.99', `198.51.100.${n}`);
    const statuses = await inOrder(Array.from({ length: WRITE_LIMIT + 3 }, (_, n) => forged(n)));
    expect(statuses).toEqual([...Array(WRITE_LIMIT).fill(200), 429, 429, 429]);
    // Another visitor is not held by it.
    expect(await click('127.0.0.100')).toBe(200);
  });
});

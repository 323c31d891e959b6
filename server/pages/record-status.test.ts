import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../app';
import { startTestApi, type TestApi } from '../test/api';
import { fakeDist } from '../test/fake-dist';

/** A renderer stuck on a read that never answers, until it is told to stop. */
const STUCK_RENDERER = `
export const useReadApi = () => {};
export const render = (_url, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve(null)));
`;

/** The pages whose status follows from their catalog record, and that status (seed: plans 6 and 41 are inactive). */
const STATUSES = [
  ['/floorplans/1', 200],
  ['/communities/1', 200],
  ['/floorplans/6', 410],
  ['/floorplans/41?utm_source=mail', 410],
  ['/floorplans/99999', 404],
  ['/communities/99999', 404],
  ['/floorplans/abc', 404],
  ['/communities/abc', 404],
  ['/communities/0', 404],
] as const;

/**
 * Issue 27: a page's status does not depend on whether the server rendered it. Each way a page goes out for the
 * browser to render (no renderer, a render past its deadline, a client past its read limit) still answers what the
 * catalog says of the record: 410 for a plan no longer offered, 404 for a plan or community that does not exist.
 */
const UNRENDERED: [string, { renderer?: string; options: Partial<AppOptions>; warmUp?: boolean }][] = [
  ['the build has no renderer', { options: {} }],
  ['the render misses its deadline', { renderer: STUCK_RENDERER, options: { renderDeadlineMs: 20 } }],
  // One page a minute: the first page request spends it, every later one goes to the browser.
  ['the client is past its read limit', { renderer: STUCK_RENDERER, options: { renderDeadlineMs: 20, readRateLimit: { max: 1, timeWindowMs: 60_000 } }, warmUp: true }],
];

describe.each(UNRENDERED)('issue 27 a record page answers its status when %s', (_case, { renderer, options, warmUp }) => {
  let api: TestApi;
  let distDir: string;
  beforeAll(async () => {
    distDir = await fakeDist({ renderer });
    api = await startTestApi({ distDir, ...options });
    if (warmUp) await api.app.inject('/team');
  });
  afterAll(async () => {
    await api.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(STATUSES)('%s answers %i with the page for the browser to draw', async (path, status) => {
    const page = await api.app.inject(path);
    expect(page.statusCode).toBe(status);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

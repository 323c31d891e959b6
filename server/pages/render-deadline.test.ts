import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../test/api';
import { fakeDist } from '../test/fake-dist';
import { RENDER_DEADLINE_MS } from './page-render';

/** A renderer stuck on a read that never answers, until it is told to stop. */
const STUCK_RENDERER = `
export const useReadApi = () => {};
export const render = (_url, signal) => new Promise((resolve) => {
  signal.addEventListener('abort', () => { globalThis.renderAborted = true; resolve(null); });
});
`;

let api: TestApi;
let distDir: string;
const logged: unknown[] = [];
beforeAll(async () => {
  distDir = await fakeDist({ renderer: STUCK_RENDERER });
  api = await startTestApi({ distDir, renderDeadlineMs: RENDER_DEADLINE_MS, logger: { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } } });
});
afterAll(async () => {
  await api.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('issue 21 a render has a deadline', () => {
  it('past it, the page goes out for the browser to render; the render is stopped, logged without the URL, and counted', async () => {
    vi.stubGlobal('renderAborted', false);
    const started = Date.now();
    const page = await api.app.inject('/floorplans/7?utm_source=alice%40example.com');
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_DEADLINE_MS);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect((globalThis as { renderAborted?: boolean }).renderAborted).toBe(true);
    expect(api.app.pageRenderCounts.pastDeadline).toBe(1);
    const warning = logged.find((line) => (line as { msg?: string }).msg?.includes('deadline'));
    expect(warning).toMatchObject({ route: '/floorplans/:floorplanId', deadlineMs: RENDER_DEADLINE_MS });
    expect(JSON.stringify(logged)).not.toContain('alice');
  });
});

import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sublet } from '@/features/sublets/types';
import { exited, listeningPort, seededDataDir, startServer } from '../test/server-process';
import { pictureBytes, subletBody } from '../test/sublets';

/**
 * Issue 15: a sublet's key is the only proof of ownership, and it travels in URLs (uploads, the owner's page, the
 * owner's data) and a header (delete). A real server at LOG_LEVEL=info must not write it to its log.
 */
let dataDir: string;
let server: ChildProcess;
let base: string;
let log = '';
beforeAll(async () => {
  dataDir = await seededDataDir();
  server = startServer(dataDir, { LOG_LEVEL: 'info' }, 'pipe');
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  base = `http://127.0.0.1:${await listeningPort(dataDir, server)}`;
});
afterAll(async () => {
  server.kill('SIGTERM');
  await exited(server);
  await rm(dataDir, { recursive: true, force: true });
});

const token = async () => ((await (await fetch(`${base}/api/captcha/local`, { method: 'POST' })).json()) as { token: string }).token;

describe('issue 15 sublet keys never reach the server log', () => {
  it('logs every request the owner makes with the key redacted', async () => {
    const posted = await fetch(`${base}/api/admin/sublets?captchaResponse=${encodeURIComponent(await token())}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(subletBody()),
    });
    const sublet = (await posted.json()) as Sublet;
    const key = sublet.assetKey;
    const form = new FormData();
    form.append('name', '0');
    form.append('isCoverImage', 'true');
    form.append('file', new Blob([new Uint8Array(await pictureBytes('png'))], { type: 'image/png' }), 'room.png');
    expect((await fetch(`${base}/api/admin/sublets/assets/${key}`, { method: 'POST', body: form })).status).toBe(201);
    expect((await fetch(`${base}/api/data/sublets/search/byAssetKey?projection=withId&assetKey=${key}`)).status).toBe(200);
    await fetch(`${base}/sublets/${key}`);
    await fetch(`${base}/api/admin/sublets/${sublet.id}`, { method: 'DELETE', headers: { 'X-Sublet-Key': key } });
    await new Promise((resolve) => setTimeout(resolve, 300)); // let the last lines reach the pipe

    const lines = log.split('\n').filter(Boolean);
    expect(lines.filter((line) => line.includes('[redacted]')).length).toBeGreaterThanOrEqual(3);
    expect(lines.filter((line) => line.includes(key))).toEqual([]);
  });
});

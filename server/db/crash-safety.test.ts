import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PostedSublet, Sublet } from '@/features/sublets/types';
import { openPglite } from './pglite';
import { exited, listeningPort, seededDataDir, startServer } from '../test/server-process';
import { postedSubletOf, subletBody } from '../test/sublets';

const POSTS = 100;
/** The server is killed once this many posts were acknowledged, with the rest still in flight. */
const KILL_AFTER = 30;
const UNLIMITED = { WRITE_RATE_LIMIT: '100000' };

interface Attempt {
  body: Record<string, unknown>;
  acknowledged?: Sublet;
}

async function postSublet(base: string, body: Record<string, unknown>): Promise<Sublet | undefined> {
  const { token } = (await (await fetch(`${base}/api/captcha/local`, { method: 'POST' })).json()) as { token: string };
  const response = await fetch(`${base}/api/admin/sublets?captchaResponse=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status >= 200 && response.status < 300 ? postedSubletOf((await response.json()) as PostedSublet) : undefined;
}

/** What the poster sent and what must come back: the stored sublet's form fields. */
function formFields(sublet: object) {
  const { firstName, lastName, email, bedroom, availableBedrooms, address, zipcode, availableFrom, availableTo, rent, utilitiesIncluded, petsAllowed, title, description } = sublet as Record<string, unknown>;
  return { firstName, lastName, email, bedroom, availableBedrooms, address, zipcode, availableFrom, availableTo, rent, utilitiesIncluded, petsAllowed, title, description };
}

describe('issue 8 crash safety on the embedded database', () => {
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    server?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('100 concurrent sublet posts, server killed with SIGKILL midway: after restart every acknowledged post is there, whole, and nothing is half-stored', { timeout: 600_000 }, async () => {
    dataDir = await seededDataDir();
    server = startServer(dataDir, UNLIMITED);
    let base = `http://127.0.0.1:${await listeningPort(dataDir, server)}`;

    const attempts: Attempt[] = Array.from({ length: POSTS }, (_, index) => ({ body: subletBody({ title: `Crash test ${index}`, rent: 500 + index }) }));
    const killed = exited(server);
    let acknowledgements = 0;
    await Promise.allSettled(
      attempts.map(async (attempt) => {
        attempt.acknowledged = await postSublet(base, attempt.body);
        if (attempt.acknowledged && ++acknowledgements === KILL_AFTER) server!.kill('SIGKILL');
      }),
    );
    await killed;
    const acknowledged = attempts.filter((attempt) => attempt.acknowledged);
    // The kill happened midway: some posts were acknowledged, some were not.
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.length).toBeLessThan(POSTS);

    // The lock left by the killed server names a dead process, so the restart takes the directory over.
    server = startServer(dataDir, UNLIMITED);
    base = `http://127.0.0.1:${await listeningPort(dataDir, server)}`;
    for (const { body, acknowledged: sublet } of acknowledged) {
      const response = await fetch(`${base}/api/data/sublets/search/byAssetKey?projection=withId&assetKey=${encodeURIComponent(sublet!.assetKey!)}`);
      expect(response.status, `${body.title} was acknowledged but is gone`).toBe(200);
      const stored = (await response.json()) as Sublet;
      expect(stored).toEqual(sublet);
      expect(formFields(stored)).toEqual(formFields(body));
    }
    const stopped = exited(server);
    server.kill('SIGTERM');
    expect(await stopped).toBe(0);
    server = undefined;

    // Straight from the database: every stored test sublet is one that was sent, complete, with its own key and folders.
    const db = await openPglite({ dataDir: path.join(dataDir, 'db') });
    try {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT title, asset_key AS "assetKey", sublet_folder_id AS "subletFolderId", photos_folder_id AS "photosFolderId",
           (SELECT count(*) FROM assets a WHERE a.folder_id = s.photos_folder_id) AS images
         FROM sublets s WHERE title LIKE 'Crash test %'`,
      );
      const sentTitles = new Set(attempts.map((attempt) => attempt.body.title));
      for (const row of rows) {
        expect(sentTitles.has(row.title)).toBe(true);
        expect(row.assetKey).toMatch(/^[\w-]{32}$/);
        expect(row.subletFolderId).toMatch(/^sublet-[\w-]+$/);
        expect(row.photosFolderId).toBe(row.subletFolderId);
        expect(Number(row.images)).toBe(0);
      }
      expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
      expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await db.close();
    }
  });
});

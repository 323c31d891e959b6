import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Asset } from '@/features/gallery/types';
import type { PublicSublet, Sublet } from '@/features/sublets/types';
import { runCommand } from '../cli/reach';
import { readEnv } from '../config/env';
import { openPostgres } from '../db/postgres';
import { seededPostgresCopy } from '../test/database';
import { apiProcesses } from '../test/server-process';
import { pictureBytes, subletBody } from '../test/sublets';

/**
 * Issue 15 "Runs on more than one server": two API processes, each with its own DATA_DIR, on one PostgreSQL. A sublet
 * posted with photos through the first, confirmed through the second, approved with the CLI, is listed by the second,
 * which serves the same bytes.
 * Runs where the suite runs on PostgreSQL (scripts/test-server-postgres.sh, CI).
 */
const templates = inject('databaseTemplates');
const onPostgres = templates.engine === 'postgres';

let url = '';
let dropDatabase = async () => {};
const apis = apiProcesses('rentals-two-');
const startApi = () => apis.start({ DATABASE_URL: url });

beforeAll(async () => {
  if (templates.engine !== 'postgres') return;
  ({ url, drop: dropDatabase } = await seededPostgresCopy('ll_two'));
});

afterAll(async () => {
  await apis.stopAll();
  await dropDatabase();
});

describe.runIf(onPostgres)('issue 15 two API processes on one PostgreSQL', () => {
  it('posts a sublet with photos through one, and lists it and serves its photos byte for byte through the other', async () => {
    const [first, second] = await Promise.all([startApi(), startApi()]);
    const { token } = (await (await fetch(`${first}/api/captcha/local`, { method: 'POST' })).json()) as { token: string };
    const posted = await fetch(`${first}/api/admin/sublets?captchaResponse=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(subletBody({ title: 'Posted on one, shown by the other' })),
    });
    expect(posted.status).toBe(201);
    const sublet = (await posted.json()) as Sublet;
    const uploaded: Asset[] = [];
    for (const [index, picture] of [await pictureBytes('jpeg'), await pictureBytes('png')].entries()) {
      const form = new FormData();
      form.append('name', String(index));
      form.append('isCoverImage', String(index === 0));
      form.append('file', new Blob([new Uint8Array(picture)]), `photo-${index}`);
      const response = await fetch(`${first}/api/admin/sublets/assets/${sublet.assetKey}`, { method: 'POST', body: form });
      expect(response.status).toBe(201);
      uploaded.push((await response.json()) as Asset);
    }

    // The poster opens the confirmation link of their mail (issue 17), here on the second process.
    const db = openPostgres(url);
    const [mail] = await db.query<{ body: string }>("SELECT body FROM outbox WHERE kind = 'sublet-posted' AND sublet_id = $1", [sublet.id]);
    await db.close();
    const confirmKey = /\?confirm=([\w-]+)/.exec(mail.body)![1];
    const confirmed = await fetch(`${second}/api/admin/sublets/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ confirmKey }) });
    expect(confirmed.status).toBe(200);

    await runCommand(readEnv({ DATABASE_URL: url }), { name: 'approve', id: sublet.id });

    const list = (await (await fetch(`${second}/api/data/sublets/search/findByActiveTrueAndApprovedTrue?projection=withId`)).json()) as { _embedded: { sublets: PublicSublet[] } };
    const shown = list._embedded.sublets.find((item) => item.title === 'Posted on one, shown by the other');
    expect(shown).toBeDefined();
    const folder = (await (await fetch(`${second}/api/data/assets/${shown!.photosFolderId}`)).json()) as { _embedded: { assets: Asset[] } };
    expect(folder._embedded.assets.map((asset) => asset.id).sort()).toEqual(uploaded.map((asset) => asset.id).sort());
    for (const asset of uploaded) {
      const fromFirst = Buffer.from(await (await fetch(`${first}/api/asset/download/${asset.id}`)).arrayBuffer());
      const fromSecond = await fetch(`${second}/api/asset/download/${asset.id}`);
      expect(fromSecond.status).toBe(200);
      expect(Buffer.from(await fromSecond.arrayBuffer()).equals(fromFirst)).toBe(true);
    }
  });
});

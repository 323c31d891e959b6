import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freshDatabase } from '../test/database';
import { databaseUrl } from '../test/templates';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPgliteInWorker } from './pglite-in-worker';
import { openPostgres } from './postgres';

const directories: string[] = [];
afterAll(() => Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true }))));

describe('the database survives restarts (issue 3)', () => {
  it('PGlite: data written before closing a data dir is there after reopening it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rentals-persist-'));
    directories.push(dataDir);
    // Starting from the run's migrated template skips initdb, which takes seconds.
    const templates = inject('databaseTemplates');
    const template = templates.engine === 'pglite' ? new Blob([await readFile(templates.empty)]) : undefined;
    const first = await openPglite({ dataDir, template });
    await migrate(first);
    await first.query("INSERT INTO settings (key, value) VALUES ('kept', 'yes')");
    await first.close();

    const second = await openPglite({ dataDir });
    try {
      expect(await migrate(second)).toEqual([]);
      expect(await second.query('SELECT value FROM settings WHERE key = $1', ['kept'])).toEqual([{ value: 'yes' }]);
    } finally {
      await second.close();
    }
  });

  it('PGlite on its own thread, as the server opens it (issue 26): what it wrote before closing is there after reopening', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rentals-persist-'));
    directories.push(dataDir);
    const first = await openPgliteInWorker(dataDir);
    await first.transaction((tx) => tx.exec("CREATE TABLE kept (value text); INSERT INTO kept VALUES ('yes')"));
    await first.close();

    const second = await openPgliteInWorker(dataDir);
    try {
      expect(await second.query('SELECT value FROM kept')).toEqual([{ value: 'yes' }]);
    } finally {
      await second.close();
    }
  });

  it.runIf(inject('databaseTemplates').engine === 'postgres')('PostgreSQL: data written through one pool is read through a new one', async () => {
    const db = await freshDatabase('empty');
    try {
      await db.query("INSERT INTO settings (key, value) VALUES ('kept', 'yes')");
      const [{ name }] = await db.query<{ name: string }>('SELECT current_database() AS name');
      const templates = inject('databaseTemplates');
      const other = openPostgres(databaseUrl(templates.engine === 'postgres' ? templates.url : '', name));
      expect(await other.query('SELECT value FROM settings')).toEqual([{ value: 'yes' }]);
      await other.close();
    } finally {
      await db.close();
    }
  });
});

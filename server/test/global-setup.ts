import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { seedIfEmpty } from '../db/seed/index';
import { databaseUrl, type DatabaseTemplates } from './templates';

const TEMPLATE_NAMES = { empty: 'll_template_empty', seeded: 'll_template_seeded' };

/**
 * Migrates (and seeds) one database per run, so each test file starts from a copy instead of creating, migrating
 * and seeding its own: a PGlite data-dir tarball, or a PostgreSQL template database when DATABASE_URL is set.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const admin = openPostgres(serverUrl);
    for (const [content, name] of Object.entries(TEMPLATE_NAMES)) {
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
      await admin.exec(`CREATE DATABASE ${name}`);
      const db = openPostgres(databaseUrl(serverUrl, name));
      await migrate(db);
      if (content === 'seeded') await seedIfEmpty(db);
      await db.close();
    }
    project.provide('databaseTemplates', { engine: 'postgres', url: serverUrl, ...TEMPLATE_NAMES } satisfies DatabaseTemplates);
    return async () => {
      for (const name of Object.values(TEMPLATE_NAMES)) await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    };
  }

  const directory = await mkdtemp(path.join(tmpdir(), 'rentals-db-templates-'));
  const db = await openPglite();
  await migrate(db);
  const empty = path.join(directory, 'empty.tar');
  await writeFile(empty, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  await seedIfEmpty(db);
  const seeded = path.join(directory, 'seeded.tar');
  await writeFile(seeded, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  await db.close();
  project.provide('databaseTemplates', { engine: 'pglite', empty, seeded } satisfies DatabaseTemplates);
  return () => rm(directory, { recursive: true, force: true });
}

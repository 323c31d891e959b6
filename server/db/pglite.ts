import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { TYPE_PARSERS, type Database, type Queryable } from './database';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

export interface PgliteSource {
  /** A directory that keeps the data across restarts; none means in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests reuse one migrated, seeded template this way). */
  template?: Blob;
}

function session(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]) {
      return (await target.query<Row>(sql, params as unknown[] | undefined)).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export interface PgliteDatabase extends Database {
  /** The whole data directory as a tarball, to start other databases from (`PgliteSource.template`). */
  dumpDataDir(): Promise<Blob>;
}

/** The embedded PostgreSQL: one process owns the data directory at a time. */
export async function openPglite({ dataDir, template }: PgliteSource = {}): Promise<PgliteDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { parsers: TYPE_PARSERS, loadDataDir: template, extensions: PGLITE_EXTENSIONS });
  return {
    engine: 'pglite',
    ...session(pglite),
    transaction: (work) => pglite.transaction((tx) => work(session(tx))),
    // A notice is heard before the statement that sent it (or its commit) answers.
    async listen(channel, listener) {
      const unlisten = await pglite.listen(channel, (payload) => listener.notice(payload));
      return () => unlisten();
    },
    close: () => pglite.close(),
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}

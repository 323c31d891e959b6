import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '../test/database';
import { isoInstant, type Database } from './database';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase('empty');
});
afterAll(() => db.close());

const INSTANTS = ['2026-05-04T15:00:00.000Z', '2026-05-04T15:00:00.120Z', '2025-11-02T06:30:59.999Z', '1999-12-31T23:59:59.001Z'];

describe('issue 22 leads: instants read from the database', () => {
  it('issue 22 leads: every way PostgreSQL writes an instant reads as the ISO text Date writes for it', () => {
    for (const text of [
      '2026-05-04 15:00:00+00',
      '2026-05-04 15:00:00.5+00',
      '2026-05-04 15:00:00.12+00',
      '2026-05-04 15:00:00.123456+00',
      '2026-05-04 15:00:00.999999+00',
      '2026-05-04 10:00:00-05',
      '2026-05-04 20:30:00.25+05:30',
    ]) {
      expect(isoInstant(text), text).toBe(new Date(text).toISOString());
    }
  });

  it('issue 22 leads: an instant stored comes back as the same ISO text, on a server in UTC and in the office\'s zone', async () => {
    const read = (q: Pick<Database, 'query'>) => q.query<{ at: string }>('SELECT unnest($1::timestamptz[]) AS at', [INSTANTS]);
    expect((await read(db)).map((row) => row.at)).toEqual(INSTANTS);
    const inOfficeZone = await db.transaction(async (tx) => {
      await tx.query("SET LOCAL TIME ZONE 'America/Indiana/Indianapolis'");
      return read(tx);
    });
    expect(inOfficeZone.map((row) => row.at)).toEqual(INSTANTS);
  });
});

describe('issue 22 leads: statements prepared for every request', () => {
  /** How PostgreSQL planned the prepared statement `sql` on the connection the statements of `kind` run on. */
  const plansOf = async (sql: string, kind: true | 'replanned') =>
    (await db.query<{ custom: number; generic: number }>(
      'SELECT custom_plans::int AS custom, generic_plans::int AS generic FROM pg_prepared_statements WHERE statement = $1',
      [sql],
      { prepared: kind },
    ))[0];

  // One run after another: each pool then uses one connection, the one the statement was prepared on.
  it.runIf(inject('databaseTemplates').engine === 'postgres')(
    "PostgreSQL: a statement prepared 'replanned' is planned for each run's values; one prepared to keep its plan soon runs one plan for all",
    async () => {
      const search = (kind: true | 'replanned') => `SELECT count(*) FROM generate_series(1, 100) AS i WHERE i::text LIKE $1 /* ${kind} */`;
      for (const kind of [true, 'replanned'] as const) {
        for (const pattern of ['%1%', '%12%', '%', '%99%', '%5', '1%', '%0%', '%3%']) await db.query(search(kind), [pattern], { prepared: kind });
      }
      expect(await plansOf(search('replanned'), 'replanned')).toEqual({ custom: 8, generic: 0 });
      expect((await plansOf(search(true), true)).generic).toBeGreaterThan(0);
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPgliteInWorker } from './pglite-in-worker';

/**
 * Issue 23: the server's PGlite runs on a thread of its own (decision 021), so a catalog notice the trigger sends there
 * must reach the server's thread, and before the answer to the statement that sent it: the next page load after a
 * change made through the app must not come from a cache the notice has not yet cleared.
 */
describe('issue 23 catalog notices cross from the embedded database thread', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteInWorker();
    await migrate(db);
  }, 60_000);
  afterAll(() => db.close());

  const listening = async () => {
    const heard: string[] = [];
    const unlisten = await db.listen('catalog_changed', { notice: (table) => heard.push(table), lost: () => {}, back: () => {} });
    return { heard, unlisten };
  };

  it('a change to a catalog table is heard, naming the table, before the statement answers; a commit, not before', async () => {
    const { heard, unlisten } = await listening();
    await db.query("INSERT INTO amenities (id, name, type) VALUES (1, 'Dishwasher', 'KITCHEN')");
    expect(heard).toEqual(['amenities']);

    await db.transaction(async (tx) => {
      await tx.query("UPDATE amenities SET name = 'Quiet dishwasher'");
      await tx.query("UPDATE amenities SET featured = true");
      expect(heard).toEqual(['amenities']);
    });
    // One notice for the transaction: PostgreSQL folds identical notices.
    expect(heard).toEqual(['amenities', 'amenities']);

    await db.query("UPDATE settings SET value = value WHERE key = 'none'");
    expect(heard).toHaveLength(2);
    await unlisten();
    await db.query('DELETE FROM amenities');
    expect(heard).toHaveLength(2);
  });

  it('each of two listeners hears every notice; one that stops leaves the other listening', async () => {
    const first = await listening();
    const second = await listening();
    await db.query('TRUNCATE team_members');
    await first.unlisten();
    await db.query('DELETE FROM faqs');
    await second.unlisten();
    expect(first.heard).toEqual(['team_members']);
    expect(second.heard).toEqual(['team_members', 'faqs']);
  });
});

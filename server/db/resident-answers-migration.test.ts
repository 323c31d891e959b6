import { describe, expect, it } from 'vitest';
import { applyMigration, databaseBefore } from '../test/migrations';
import { MAINTENANCE_FAQ_SEEDS, RESIDENT_FAQ_SEEDS } from './seed/content';

const seeded = (question: string) => [...RESIDENT_FAQ_SEEDS, ...MAINTENANCE_FAQ_SEEDS].find(([, asked]) => asked === question)![2];

describe('issue 27 migration 036: the seeded answers a database holds become true of this site', () => {
  it('issue 27 an answer still as seeded is replaced by the new seed; an answer staff edited is kept', async () => {
    const db = await databaseBefore('036');
    try {
      await db.exec(`
        INSERT INTO faqs (kind, question, answer, sort_order) VALUES
          ('resident', 'How do I pay rent?', 'Online through the resident portal, by bank transfer or card; rent is due on the 1st.', 3),
          ('maintenance', 'What counts as an emergency?', 'No heat in winter, flooding, a gas smell, no power or a lock-out. Call the emergency line any time.', 2),
          ('maintenance', 'How do I request a repair?', 'Our own words, written by staff.', 1);`);
      await applyMigration(db, '036');
      expect(await db.query('SELECT question, answer FROM faqs ORDER BY id')).toEqual([
        { question: 'How do I pay rent?', answer: seeded('How do I pay rent?') },
        { question: 'What counts as an emergency?', answer: seeded('What counts as an emergency?') },
        { question: 'How do I request a repair?', answer: 'Our own words, written by staff.' },
      ]);
    } finally {
      await db.close();
    }
  });
});

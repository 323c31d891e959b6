import { describe, expect, it } from 'vitest';
import { applyMigration, databaseBefore } from '../test/migrations';

describe('issue 26 migration 033: the outbox gets states', () => {
  it('issue 26 mail stored before keeps what became of it; mail never sent is failed, not sent weeks late', async () => {
    const db = await databaseBefore('033');
    try {
      await db.exec(`
        INSERT INTO outbox (kind, recipients, subject, body, payload, sent_at) VALUES ('contact', 'a@example.com', 'sent', '', '{}', now());
        INSERT INTO outbox (kind, recipients, subject, body, payload, send_error) VALUES ('contact', 'a@example.com', 'refused', '', '{}', 'SMTP said no');
        INSERT INTO outbox (kind, recipients, subject, body, payload) VALUES ('contact', 'a@example.com', 'stored only', '', '{}');
        INSERT INTO outbox (kind, recipients, subject, body, payload, held_at) VALUES ('sublet-posted', 'a@example.com', 'held', '', '{}', now());`);
      await applyMigration(db, '033');
      expect(await db.query('SELECT subject, state, tries, send_error AS "sendError" FROM outbox ORDER BY id')).toEqual([
        { subject: 'sent', state: 'sent', tries: 1, sendError: null },
        { subject: 'refused', state: 'failed', tries: 1, sendError: 'SMTP said no' },
        { subject: 'stored only', state: 'failed', tries: 0, sendError: 'not sent when it was stored (before mail was sent by a job)' },
        { subject: 'held', state: 'held', tries: 0, sendError: null },
      ]);
      // The states and the timestamps cannot disagree.
      await expect(db.query("UPDATE outbox SET state = 'sent' WHERE subject = 'stored only'")).rejects.toThrow(/outbox_sent_state/);
    } finally {
      await db.close();
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openPglite } from './pglite';

const MIGRATIONS = new URL('./migrations/', import.meta.url);
const migration = (file: string) => readFileSync(new URL(file, MIGRATIONS), 'utf8');

describe('issue 26 migration 033: the outbox gets states', () => {
  it('issue 26 mail stored before keeps what became of it; mail never sent is failed, not sent weeks late', async () => {
    const db = await openPglite();
    try {
      for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql') && name < '033').sort()) await db.exec(migration(file));
      await db.exec(`
        INSERT INTO outbox (kind, recipients, subject, body, payload, sent_at) VALUES ('contact', 'a@example.com', 'sent', '', '{}', now());
        INSERT INTO outbox (kind, recipients, subject, body, payload, send_error) VALUES ('contact', 'a@example.com', 'refused', '', '{}', 'SMTP said no');
        INSERT INTO outbox (kind, recipients, subject, body, payload) VALUES ('contact', 'a@example.com', 'stored only', '', '{}');
        INSERT INTO outbox (kind, recipients, subject, body, payload, held_at) VALUES ('sublet-posted', 'a@example.com', 'held', '', '{}', now());`);
      await db.exec(migration('033_outbox_states.sql'));
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

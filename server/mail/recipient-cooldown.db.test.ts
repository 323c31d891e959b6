import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { freshDatabase } from '../test/database';
import { recipientCooldowns } from './recipient-cooldown';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase('empty');
});
afterAll(() => db.close());

const at = (iso: string) => new Date(iso);

describe('issue 26 a recipient cooldown ends with its window', () => {
  it('3 confirmation mails in 24 hours, the 4th held; from the moment 24 hours have passed since the first, the address gets mail again', async () => {
    const takeRecipientTurn = recipientCooldowns(db);
    const address = 'casey@example.com';
    const turns = [];
    for (const time of ['2026-11-25T10:00:00Z', '2026-11-25T11:00:00Z', '2026-11-25T12:00:00Z', '2026-11-26T09:59:59Z']) {
      turns.push(await takeRecipientTurn('sublet-posted', address, at(time)));
    }
    expect(turns).toEqual([true, true, true, false]);
    expect(await takeRecipientTurn('sublet-posted', address, at('2026-11-26T10:00:00Z'))).toBe(true);
    // A new window: its own 3 mails.
    expect(await takeRecipientTurn('sublet-posted', address, at('2026-11-26T10:00:01Z'))).toBe(true);
    expect(await takeRecipientTurn('sublet-posted', address, at('2026-11-26T10:00:02Z'))).toBe(true);
    expect(await takeRecipientTurn('sublet-posted', address, at('2026-11-26T10:00:03Z'))).toBe(false);
  });

  it('keeps a keyed hash of the mailbox, never the address nor its plain SHA-256', async () => {
    await recipientCooldowns(db)('sublet-posted', 'Ana.Lee+1@Example.org', at('2026-11-25T10:00:00Z'));
    const plain = createHash('sha256').update('mail-cooldown:ana.lee@example.org').digest('base64url');
    const stored = (await db.query<{ recipient: string }>('SELECT recipient FROM mail_cooldowns')).map((row) => row.recipient);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.join()).not.toMatch(/ana|example/i);
    expect(stored).not.toContain(plain);
    expect(stored).not.toContain(createHash('sha256').update('ana.lee@example.org').digest('base64url'));
  });
});

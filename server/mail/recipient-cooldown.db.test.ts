import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { freshDatabase } from '../test/database';
import { takeRecipientTurn } from './recipient-cooldown';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase('empty');
});
afterAll(() => db.close());

const at = (iso: string) => new Date(iso);

describe('issue 26 a recipient cooldown ends with its window', () => {
  it('3 confirmation mails in 24 hours, the 4th held; from the moment 24 hours have passed since the first, the address gets mail again', async () => {
    const address = 'casey@example.com';
    const turns = [];
    for (const time of ['2026-11-25T10:00:00Z', '2026-11-25T11:00:00Z', '2026-11-25T12:00:00Z', '2026-11-26T09:59:59Z']) {
      turns.push(await takeRecipientTurn(db, 'sublet-posted', address, at(time)));
    }
    expect(turns).toEqual([true, true, true, false]);
    expect(await takeRecipientTurn(db, 'sublet-posted', address, at('2026-11-26T10:00:00Z'))).toBe(true);
    // A new window: its own 3 mails.
    expect(await takeRecipientTurn(db, 'sublet-posted', address, at('2026-11-26T10:00:01Z'))).toBe(true);
    expect(await takeRecipientTurn(db, 'sublet-posted', address, at('2026-11-26T10:00:02Z'))).toBe(true);
    expect(await takeRecipientTurn(db, 'sublet-posted', address, at('2026-11-26T10:00:03Z'))).toBe(false);
  });
});

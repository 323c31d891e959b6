import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';
import { createSublet } from '../test/sublets';

const DAY = 24 * 60 * 60 * 1000;
let clock = new Date();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
});
afterAll(async () => {
  vi.useRealTimers();
  await api.close();
});

describe('issue 17 the upkeep job inside the server', () => {
  it('issue 17 once listening, the server mails due reminders and removes stale unconfirmed listings by itself, every 15 minutes', async () => {
    const listed = await createSublet(api, { title: 'Ends in three days' }, { approve: true });
    const stale = await createSublet(api, { title: 'Never confirmed' });
    clock = new Date(clock.getTime() + 27 * DAY + 60_000);
    const reminders = () => countRows(api.db, 'outbox', "kind = 'sublet-reminder' AND sublet_id = $1", [listed.id]);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    expect(await reminders()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(async () => expect(await reminders()).toBe(1));
    expect(await countRows(api.db, 'sublets', 'id = $1', [stale.id])).toBe(0);

    // The next run, 15 minutes later, sends nothing twice and removes what became stale since.
    const later = await createSublet(api, { title: 'Never confirmed either' });
    clock = new Date(clock.getTime() + 2 * DAY);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    await vi.waitFor(async () => expect(await countRows(api.db, 'sublets', 'id = $1', [later.id])).toBe(0));
    expect(await reminders()).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDate } from '../calendar/dates';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const event = (name: string, body: unknown) => api.app.inject({ method: 'POST', url: `/api/admin/analytics/contact/${name}`, payload: body as object });

describe('spec 7 POST admin/analytics/contact/{clicked,initiated,submitted}', () => {
  it('counts each event per property per day', async () => {
    const today = companyDate(new Date());
    expect((await event('clicked', { property: 2 })).json()).toEqual({ property: 2, event: 'clicked', day: today, count: 1 });
    expect((await event('clicked', { property: 2 })).json()).toMatchObject({ count: 2 });
    expect((await event('clicked', { property: '1' })).json()).toMatchObject({ property: 1, count: 1 });
    expect((await event('initiated', { property: 2 })).json()).toMatchObject({ event: 'initiated', count: 1 });
    expect((await event('submitted', { property: 2 })).json()).toMatchObject({ event: 'submitted', count: 1 });
    const rows = await api.db.query('SELECT property_id AS property, event, count FROM contact_events WHERE day = $1 ORDER BY property_id, event', [today]);
    expect(rows).toEqual([
      { property: 1, event: 'clicked', count: 1 },
      { property: 2, event: 'clicked', count: 2 },
      { property: 2, event: 'initiated', count: 1 },
      { property: 2, event: 'submitted', count: 1 },
    ]);
  });

  it.each<[string, unknown, string]>([
    ['no property', {}, 'property must be a property id'],
    ['a property name', { property: 'Jordan Commons' }, 'property must be a property id'],
    ['a negative id', { property: -2 }, 'property must be a property id'],
    ['an unknown property', { property: 999 }, 'Unknown property 999'],
  ])('refuses %s with 400 and counts nothing', async (_case, body, message) => {
    const before = await countRows(api.db, 'contact_events');
    const response = await event('submitted', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await countRows(api.db, 'contact_events')).toBe(before);
  });

  it('knows only the three events of the contact funnel', async () => {
    expect((await event('opened', { property: 2 })).statusCode).toBe(404);
  });
});

describe('issue 22 funnel: a contact event counts on the office\'s day', () => {
  it('counts an evening click in Bloomington on that evening\'s date, though it is already the next day in UTC', async () => {
    // 02:30 UTC on 10 March 2026 is 22:30 on 9 March in Indianapolis (EDT, UTC-4).
    const evening = await startTestApi({ now: () => new Date('2026-03-10T02:30:00Z') });
    try {
      const response = await evening.app.inject({ method: 'POST', url: '/api/admin/analytics/contact/clicked', payload: { property: 2 } });
      expect(response.json()).toMatchObject({ day: '2026-03-09', count: 1 });
      expect(await countRows(evening.db, 'contact_events', "day = '2026-03-09'")).toBe(1);
    } finally {
      await evening.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearch } from '@/features/alerts/savedSearch';
import type { StaffAlerts } from '@/features/staff/types';
import { alertSender } from '../alerts/sending';
import { startTestApi, type TestApi } from '../test/api';
import { EVERY_HOME, matched, storedAlert } from '../test/alerts';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';

const clock = new Date('2026-11-28T15:00:00Z');
let api: TestApi;
let admin: SignedInTestStaff;
let leasing: SignedInTestStaff;

beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
  [admin, leasing] = [await signedInStaff(api, 'admin'), await signedInStaff(api, 'leasing')];
  const [unit] = await api.db.query<{ id: number }>('SELECT id FROM units ORDER BY id LIMIT 1');
  const atCommunity1 = savedSearch(EVERY_HOME.filters, 1);
  const mailed = await storedAlert(api.db, { email: 'mailed@example.org', frequency: 'instant', at: clock });
  await storedAlert(api.db, { email: 'daily@example.org', frequency: 'daily', at: clock });
  await storedAlert(api.db, { email: 'one@example.org', frequency: 'daily', at: clock, search: atCommunity1 });
  await storedAlert(api.db, { email: 'paused@example.org', frequency: 'daily', at: clock, search: atCommunity1, paused: true });
  await storedAlert(api.db, { email: 'unconfirmed@example.org', frequency: 'instant', at: clock, search: atCommunity1, confirmed: false });
  await matched(api.db, mailed, unit.id, clock);
  await alertSender({ db: api.db, siteUrl: 'https://homes.example.org', mailQueued: () => undefined }).mailInstantAlerts(clock);
});
afterAll(() => api.close());

const staffAlerts = (member?: SignedInTestStaff) => api.app.inject({ url: '/api/staff/alerts', headers: member?.headers });

describe('issue 25 staff: GET api/staff/alerts', () => {
  it('issue 25 staff: running alerts are counted per community (paused and unconfirmed ones are not), with the mails sent; an agent sees no address', async () => {
    const response = await staffAlerts(leasing);
    expect([response.statusCode, response.headers['cache-control']]).toEqual([200, 'no-store']);
    const { communities, sent } = response.json<StaffAlerts>();
    const [community1] = await api.db.query<{ name: string }>('SELECT name FROM properties WHERE id = 1');
    expect(communities).toEqual([
      { propertyId: null, name: null, instant: 1, daily: 1 },
      { propertyId: 1, name: community1.name, instant: 0, daily: 1 },
    ]);
    expect(sent).toEqual([{ id: expect.any(Number), at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), kind: 'instant', homes: 1 }]);
    expect(response.body).not.toContain('@example.org');
  });

  it('issue 25 staff: the admin role sees the address each mail went to; nobody signed out sees anything', async () => {
    expect((await staffAlerts(admin)).json<StaffAlerts>().sent.map((mail) => mail.email)).toEqual(['mailed@example.org']);
    expect((await staffAlerts()).statusCode).toBe(401);
  });
});

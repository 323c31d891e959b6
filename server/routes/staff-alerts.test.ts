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

describe('issue 25 staff: POST api/staff/alerts/stop (the mailto of List-Unsubscribe, read by the office)', () => {
  const stop = (body: unknown, headers = leasing.headers) => api.app.inject({ method: 'POST', url: '/api/staff/alerts/stop', headers, payload: body as object });
  const alertExists = async (id: number) => (await api.db.query('SELECT 1 FROM saved_searches WHERE id = $1', [id])).length === 1;

  it('issue 25 staff: a mail naming someone else’s alert stops nothing, and the answer names no address', async () => {
    const theirs = await storedAlert(api.db, { email: 'renter.one@example.org', frequency: 'daily', at: clock });
    const response = await stop({ alert: theirs, email: 'prankster@example.net' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: `No alert ${theirs} mails that address. Check the number in the mail's subject and the address the mail came from.` });
    expect(await alertExists(theirs)).toBe(true);
  });

  it('issue 25 staff: the alert stops when the mail came from its address (as mailed: any case, a +tag), once, and the audit log says who stopped it', async () => {
    const alert = await storedAlert(api.db, { email: 'renter.two@example.org', frequency: 'instant', at: clock });
    const response = await stop({ alert, email: 'Renter.Two+alerts@Example.org' });
    expect([response.statusCode, response.json()]).toEqual([200, { message: `Alert ${alert} is stopped: it sends no more mail.` }]);
    expect(await alertExists(alert)).toBe(false);
    const [entry] = await api.db.query<{ action: string; actor_id: number; target: string; before: unknown; after: unknown }>(
      "SELECT action, actor_id, target, before, after FROM audit_log WHERE action = 'alert-stopped' ORDER BY id DESC LIMIT 1",
    );
    expect(entry).toEqual({ action: 'alert-stopped', actor_id: leasing.member.id, target: `alert ${alert}`, before: null, after: null });
    expect((await stop({ alert, email: 'renter.two@example.org' })).statusCode).toBe(404);
  });

  it('issue 25 staff: "Stop my alerts" (no number, the expired-link page\'s mailto) stops every alert of that address and no one else\'s', async () => {
    const first = await storedAlert(api.db, { email: 'renter.four@example.org', frequency: 'daily', at: clock });
    const second = await storedAlert(api.db, { email: 'Renter.Four@example.org', frequency: 'instant', at: clock });
    const neighbour = await storedAlert(api.db, { email: 'renter.five@example.org', frequency: 'daily', at: clock });
    const response = await stop({ alert: '', email: 'renter.four@example.org' });
    expect([response.statusCode, response.json()]).toEqual([200, { message: `Alerts ${first}, ${second} are stopped: they send no more mail.` }]);
    expect([await alertExists(first), await alertExists(second), await alertExists(neighbour)]).toEqual([false, false, true]);
    const [entry] = await api.db.query<{ target: string }>("SELECT target FROM audit_log WHERE action = 'alert-stopped' ORDER BY id DESC LIMIT 1");
    expect(entry.target).toBe(`alerts ${first}, ${second}`);
    expect((await stop({ email: 'renter.four@example.org' })).json()).toEqual({ message: "No alert mails that address. Check the number in the mail's subject and the address the mail came from." });
  });

  it('issue 25 staff: a number or an address that is not one gets a message; a write without the XSRF token or signed out is refused', async () => {
    const alert = await storedAlert(api.db, { email: 'renter.three@example.org', frequency: 'daily', at: clock });
    expect((await stop({ alert: 'N', email: 'renter.three@example.org' })).json().message).toContain('Enter the alert number from the subject, or leave it empty');
    expect((await stop({ alert })).statusCode).toBe(400);
    expect((await stop({ alert, email: 'renter.three' })).json().message).toContain('Enter a valid e-mail address');
    const { 'x-xsrf-token': _token, ...withoutToken } = leasing.headers;
    expect((await stop({ alert, email: 'renter.three@example.org' }, withoutToken)).statusCode).toBe(403);
    expect((await stop({ alert, email: 'renter.three@example.org' }, {})).statusCode).toBe(401);
    expect(await alertExists(alert)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogConflict } from '@/features/staff/catalogEdits';
import type { CommunityChange, EditableCommunity } from '@/features/staff/communityEdits';
import type { Property } from '@/features/properties/types';
import type { TestApi } from '../test/api';
import { afterTheNotice, auditEntriesOf, startCatalogEditing } from '../test/catalog';
import { countRows } from '../test/database';
import type { SignedInTestStaff } from '../test/staff';

let api: TestApi;
let leasing: SignedInTestStaff;
let admin: SignedInTestStaff;
beforeAll(async () => {
  ({ api, leasing, admin } = await startCatalogEditing());
});
afterAll(() => api.close());

const communityUrl = (id: number) => `/api/staff/catalog/communities/${id}`;
const getCommunity = async (id: number) => (await api.app.inject({ url: communityUrl(id), headers: leasing.headers })).json<EditableCommunity>();
const patch = (id: number, body: CommunityChange | object, headers = leasing.headers) => api.app.inject({ method: 'PATCH', url: communityUrl(id), headers, payload: body });
const publicCommunity = async (id: number) => (await api.app.inject(`/api/data/properties/${id}?projection=details`)).json<Property>();

/** A community nobody else's test changes, with office `officeId` (made if new) or none, and one bus route. */
async function ownCommunity(id: number, officeId: number | null): Promise<number> {
  if (officeId !== null && (await countRows(api.db, 'leasing_offices', 'id = $1', [officeId])) === 0) {
    await api.db.query(
      `INSERT INTO leasing_offices (id, name, address, zipcode, phone, office_hours, direction)
       VALUES ($1::int, 'Office ' || $1::int, '1 Test St', '47401', '8125550100', 'Mon-Fri 9-5', 'Front door')`,
      [officeId],
    );
  }
  await api.db.query(
    `INSERT INTO properties (id, name, active, lease_type, address, zipcode, phone, leasing_office_type, leasing_office_id, rating, rating_link)
     VALUES ($1::int, 'Test Community ' || $1::int, true, 'YEARLY', '1 Test St', '47401', '8125550100', 'ON_SITE', $2, 4.1, 'https://reviews.example.com/a')`,
    [id, officeId],
  );
  await api.db.query(`INSERT INTO bus_routes (property_id, bus_route, bus_route_link) VALUES ($1, 'Route 1', 'https://bus.example.com/1')`, [id]);
  return id;
}

describe('issue 23 communities: who may', () => {
  it('issue 23 communities: nobody signed in gets 401; a change without the XSRF token, with a wrong one or from another site is 403 and writes nothing', async () => {
    const id = await ownCommunity(9101, 9101);
    expect((await api.app.inject({ url: communityUrl(id) })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'PATCH', url: communityUrl(id), payload: { version: 0, phone: '8125550199' } })).statusCode).toBe(401);
    const { ['x-xsrf-token']: _token, ...withoutToken } = leasing.headers;
    for (const headers of [withoutToken, { ...leasing.headers, 'x-xsrf-token': 'not-the-token' }, { ...leasing.headers, origin: 'https://evil.example' }]) {
      expect((await patch(id, { version: 0, phone: '8125550199' }, headers)).statusCode).toBe(403);
    }
    expect(await getCommunity(id)).toMatchObject({ version: 0, phone: '8125550100' });
    expect(await countRows(api.db, 'audit_log', 'target = $1', [`community ${id}`])).toBe(0);
  });

  it('issue 23 communities: admin and leasing read a community with its office, the communities sharing it and its bus routes, no-store; an unknown one is 404', async () => {
    for (const member of [leasing, admin]) {
      const answer = await api.app.inject({ url: communityUrl(1), headers: member.headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json<EditableCommunity>()).toMatchObject({
        id: 1,
        name: 'The Kirkwood',
        version: expect.any(Number),
        phone: '8125550143',
        leasingOfficeType: 'ON_SITE',
        officeName: 'The Kirkwood Leasing Office',
        officeHours: expect.any(String),
        officeSharedWith: [{ id: 7, name: 'Kirkwood Garage' }],
        busRoutes: expect.arrayContaining([{ busRoute: 'IU Campus Bus A', busRouteLink: 'https://iubus.indiana.edu/' }]),
        rating: 4.7,
      });
    }
    const missing = await api.app.inject({ url: communityUrl(999_999), headers: leasing.headers });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'No community with id 999999']);
    expect((await patch(999_999, { version: 0, phone: '8125550199' })).statusCode).toBe(404);
  });
});

describe('issue 23 communities: a change', () => {
  it('issue 23 communities: saves phone, office, bus routes and rating from the version shown, moves the version once, and audits only what changed', async () => {
    const id = await ownCommunity(9102, 9102);
    const before = await getCommunity(id);
    const change = {
      leasingOfficeType: 'OFF_SITE',
      officeHours: 'Mon-Sat 10-6',
      direction: 'Side door, by the bikes',
      busRoutes: [
        { busRoute: 'Route 1 - renamed', busRouteLink: 'https://bus.example.com/1' },
        { busRoute: 'Route 9', busRouteLink: 'https://bus.example.com/9' },
      ],
      rating: 4.5,
      ratingLink: 'https://reviews.example.com/b',
    } satisfies Omit<CommunityChange, 'version'>;
    // The phone as typed, and as stored: its ten digits.
    const saved = await patch(id, { version: 0, phone: ' (812) 555-0177 ', ...change });
    expect(saved.statusCode).toBe(200);
    const after = saved.json<EditableCommunity>();
    expect(after).toMatchObject({ version: 1, phone: '8125550177', ...change });
    const entries = await auditEntriesOf(api.db, 'community-change', `community ${id}`);
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        actorId: leasing.member.id,
        before: { phone: '8125550100', leasingOfficeType: 'ON_SITE', officeHours: 'Mon-Fri 9-5', direction: 'Front door', busRoutes: before.busRoutes, rating: 4.1, ratingLink: 'https://reviews.example.com/a' },
        after: { phone: '8125550177', leasingOfficeType: 'OFF_SITE', officeHours: 'Mon-Sat 10-6', direction: 'Side door, by the bikes', busRoutes: after.busRoutes, rating: 4.5, ratingLink: 'https://reviews.example.com/b' },
      },
    ]);

    // A route removed alone; the same values again change nothing (no version, no entry).
    const removed = await patch(id, { version: 1, busRoutes: [after.busRoutes[1]] });
    expect(removed.json<EditableCommunity>()).toMatchObject({ version: 2, busRoutes: [{ busRoute: 'Route 9' }] });
    expect((await auditEntriesOf(api.db, 'community-change', `community ${id}`)).at(-1)).toMatchObject({ before: { busRoutes: after.busRoutes }, after: { busRoutes: [after.busRoutes[1]] } });
    const again = await patch(id, { version: 2, phone: '8125550177', busRoutes: [after.busRoutes[1]] });
    expect(again.json<EditableCommunity>().version).toBe(2);
    expect(await countRows(api.db, 'audit_log', 'target = $1', [`community ${id}`])).toBe(2);
  });

  it('issue 23 communities: a bad phone, a rating past 5, a plain http or script link, an empty route name or office hours is refused with a message and writes nothing', async () => {
    const id = await ownCommunity(9103, 9103);
    const refusals: [object, string][] = [
      [{ phone: '555-01' }, 'Enter the 10-digit phone number, like (812) 555-0143'],
      [{ rating: 5.5 }, 'The rating must be from 0 to 5'],
      [{ rating: -1 }, 'The rating must be from 0 to 5'],
      [{ ratingLink: 'http://reviews.example.com/plain' }, 'Use a full https:// link, or leave it empty'],
      [{ busRoutes: [{ busRoute: 'Route 2', busRouteLink: 'javascript:alert(1)' }] }, 'Use a full https:// link to the route'],
      [{ busRoutes: [{ busRoute: '  ', busRouteLink: 'https://bus.example.com/2' }] }, 'Name the bus route'],
      [{ officeHours: ' ' }, 'Give the office hours'],
      [{ leasingOfficeType: 'ON_THE_MOON' }, 'Choose on-site or off-site'],
    ];
    for (const [change, message] of refusals) {
      const refused = await patch(id, { version: 0, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json<{ message: string }>().message, JSON.stringify(change)).toBe(message);
    }
    expect(await getCommunity(id)).toMatchObject({ version: 0, phone: '8125550100', rating: 4.1 });
    expect(await countRows(api.db, 'audit_log', 'target = $1', [`community ${id}`])).toBe(0);
  });

  it('issue 23 communities: a community without a leasing office refuses office hours (400) and still takes its phone', async () => {
    const id = await ownCommunity(9104, null);
    expect(await getCommunity(id)).toMatchObject({ officeName: null, officeHours: null, direction: null, officeSharedWith: [] });
    const refused = await patch(id, { version: 0, officeHours: 'Mon-Fri 9-5' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'This community has no leasing office, so it has no hours or directions to change.']);
    expect((await patch(id, { version: 0, phone: '8125550111' })).json<EditableCommunity>()).toMatchObject({ version: 1, phone: '8125550111' });
  });

  it('issue 23 communities: an office shared by two communities changed through one moves the other\'s version, so an editor of the other gets 409 with the new hours', async () => {
    const office = 9105;
    const first = await ownCommunity(9105, office);
    const second = await ownCommunity(9106, office);
    expect(await getCommunity(first)).toMatchObject({ officeSharedWith: [{ id: second, name: `Test Community ${second}` }] });
    expect((await patch(first, { version: 0, officeHours: 'Every day 8-8' })).statusCode).toBe(200);
    expect(await getCommunity(second)).toMatchObject({ version: 1, officeHours: 'Every day 8-8' });
    const stale = await patch(second, { version: 0, officeHours: 'Mon-Fri 9-5, closed weekends' }, admin.headers);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<CatalogConflict<EditableCommunity>>()).toMatchObject({
      message: 'Someone else changed this community first. Here it is as it is now: check it, then make your change again.',
      current: { id: second, version: 1, officeHours: 'Every day 8-8' },
    });
    expect(await countRows(api.db, 'audit_log', 'target = $1', [`community ${second}`])).toBe(0);
  });

  it('issue 23 communities: 20 changes made from the same version at once: exactly one wins, the others get 409 with the winner\'s community', async () => {
    const id = await ownCommunity(9107, 9107);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        patch(id, { version: 0, phone: `81255502${String(i).padStart(2, '0')}`, officeHours: `Racer ${i}` }, i % 2 ? admin.headers : leasing.headers),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<EditableCommunity>();
    expect(winner.version).toBe(1);
    for (const loser of answers.filter((answer) => answer.statusCode === 409)) {
      expect(loser.json<CatalogConflict<EditableCommunity>>().current).toMatchObject({ version: 1, phone: winner.phone, officeHours: winner.officeHours });
    }
    expect(await getCommunity(id)).toMatchObject({ version: 1, phone: winner.phone, officeHours: winner.officeHours });
    expect(await countRows(api.db, 'audit_log', "target = $1 AND action = 'community-change'", [`community ${id}`])).toBe(1);
  });
});

describe('issue 23 communities: what the public sees next', () => {
  it('issue 23 communities: the next public read of the community shows the new phone, office hours, bus routes and rating, cached answer and all', async () => {
    const current = await getCommunity(2);
    const before = await publicCommunity(2);
    expect(before.phone).toBe(current.phone);
    const saved = await patch(2, {
      version: current.version,
      phone: '8125550188',
      officeHours: 'Weekends only',
      busRoutes: [{ busRoute: 'IU Campus Bus Z', busRouteLink: 'https://iubus.indiana.edu/z' }],
      rating: 3.9,
      ratingLink: 'https://reviews.example.com/jordan',
    });
    expect(saved.statusCode).toBe(200);
    await afterTheNotice(() => publicCommunity(2)).toMatchObject({
      phone: '8125550188',
      leasingOffice: { officeHours: 'Weekends only' },
      busRoutes: [{ busRoute: 'IU Campus Bus Z', busRouteLink: 'https://iubus.indiana.edu/z' }],
      rating: 3.9,
      ratingLink: 'https://reviews.example.com/jordan',
    });
  });
});

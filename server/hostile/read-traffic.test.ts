import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/api';
import { changeUnheard } from '../test/unheard-change';

/** Issue 15: cache-busting query strings and floods of reads must not starve the catalog for everyone else. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ catalogCacheMs: 60_000, readRateLimit: { max: 5, timeWindowMs: 60_000 } });
});
afterAll(() => api.close());

const TEAM = '/api/data/teamMembers?projection=propertyTeamMember&size=100';
const names = (body: string) => (JSON.parse(body) as { _embedded: { teamMembers: { name: string }[] } })._embedded.teamMembers.map((m) => m.name);

describe('issue 15 the catalog cache is keyed on the parameters a route understands', () => {
  it('answers a query string with an unknown parameter from the same cache entry', async () => {
    const first = await api.app.inject({ url: TEAM, remoteAddress: '10.0.0.1' });
    await changeUnheard(api.db, "UPDATE team_members SET name = 'Renamed Person' WHERE id = 1");
    const busted = await api.app.inject({ url: `${TEAM}&bust=12345`, remoteAddress: '10.0.0.2' });
    expect(busted.statusCode).toBe(200);
    expect(names(busted.body)).toEqual(names(first.body));
    expect(names(busted.body)).not.toContain('Renamed Person');
    // A parameter the route does read is part of the key.
    const otherSize = await api.app.inject({ url: TEAM.replace('size=100', 'size=99'), remoteAddress: '10.0.0.3' });
    expect(names(otherSize.body)).toContain('Renamed Person');
  });
});

describe('issue 15 each client has a generous budget of reads', () => {
  it('answers 429 with a message once one client has used its reads, while another client still reads', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await api.app.inject({ url: `/api/data/residentFaqs?projection=withId&n=${i}`, remoteAddress: '10.0.1.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await api.app.inject({ url: '/api/data/floorplans?projection=details', remoteAddress: '10.0.1.1' });
    expect(refused.statusCode).toBe(429); // one budget for all reads, not one per endpoint
    expect(refused.json<{ message: string }>().message).toMatch(/Too many requests: please wait/);
    expect((await api.app.inject({ url: '/api/data/residentFaqs?projection=withId', remoteAddress: '10.0.1.2' })).statusCode).toBe(200);
  });

  it('does not count the site itself or the health check against the budget', async () => {
    for (let i = 0; i < 8; i += 1) expect((await api.app.inject({ url: '/api/health', remoteAddress: '10.0.2.1' })).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearch } from '@/features/alerts/savedSearch';
import type { AlertConfirmed } from '@/features/alerts/types';
import { startTestApi, type TestApi } from '../test/api';
import { seedCommunityWithUnits, storedUnit } from '../test/catalog';
import { countRows } from '../test/database';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';

/**
 * Issue 25's journey through the real app, every part its own (sign-up, confirmation, the workspace's edit, the
 * matcher the edit's catalog notice nudges, the alert mails the matcher nudges): nothing is called by hand but what a
 * renter and an agent do, and the outbox is read as the mail server would be handed it.
 */
const COMMUNITY = 910;
const FLOORPLAN = 9_100;
const UNIT = 1_100_000;
const RENTER = 'waiting.renter@example.org';
const clock = new Date('2026-11-28T15:00:00Z');

let api: TestApi;
let agent: SignedInTestStaff;
beforeAll(async () => {
  api = await startTestApi({ now: () => clock, siteUrl: 'https://homes.example.org' });
  agent = await signedInStaff(api, 'leasing', 'Dana Agent');
  await seedCommunityWithUnits(api.db, { communityId: COMMUNITY, floorplanId: FLOORPLAN, firstUnitId: UNIT, units: 2 });
  await api.db.query('UPDATE units SET rent = 1500 WHERE floorplan_id = $1', [FLOORPLAN]);
  // The matcher's first run (5 s after a server starts listening) records the catalog as it is.
  await api.app.matchAlerts();
});
afterAll(() => api.close());

const instantAlerts = () =>
  api.db.query<{ recipients: string; body: string; headers: Record<string, string> }>("SELECT recipients, body, headers FROM outbox WHERE kind = 'alert-instant' ORDER BY id");

async function changeRent(rent: number) {
  const { version } = await storedUnit(api.db, UNIT);
  const answer = await api.app.inject({ method: 'PATCH', url: `/api/staff/catalog/units/${UNIT}`, headers: agent.headers, payload: { version, rent } });
  expect(answer.statusCode, answer.body).toBe(200);
  // The notice's run of the matcher, and one more: its matches are in, and the alert mails were nudged.
  await api.app.matchAlerts();
}

describe('issue 25 alerts, the whole way', () => {
  it('issue 25: sign up, confirm from the mailed link, an agent cuts a rent into range: one instant alert with both unsubscribe headers; the same change again sends nothing', async () => {
    const search = savedSearch({ bedroom: null, availability: 'any', style: null, rent: { min: 1000, max: 1400 }, floorplanIds: [] }, COMMUNITY);
    const token = await api.captchaToken();
    const signUp = await api.app.inject({ method: 'POST', url: `/api/alerts?captchaResponse=${encodeURIComponent(token)}`, payload: { email: RENTER, frequency: 'instant', search } });
    expect(signUp.statusCode, signUp.body).toBe(202);
    const [confirmation] = await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE kind = 'alert-confirmation' AND recipients = $1", [RENTER]);
    const confirmPath = /https:\/\/homes\.example\.org(\/alerts\/confirm\/[\w-]+)/.exec(confirmation.body)![1];
    const confirmed = await api.app.inject({ method: 'POST', url: `/api${confirmPath}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<AlertConfirmed>().managePath).toMatch(/^\/alerts\/manage\//);

    await changeRent(1300);
    await expect.poll(async () => (await instantAlerts()).length, { timeout: 5_000 }).toBe(1);
    const [alert] = await instantAlerts();
    expect(alert.recipients).toBe(RENTER);
    expect(alert.body).toContain('$1,300');
    expect(alert.body).toContain(`https://homes.example.org/floorplans/${FLOORPLAN}`);
    expect(alert.headers['List-Unsubscribe']).toMatch(/^<https:\/\/homes\.example\.org\/api\/alerts\/unsubscribe\/[\w-]{43}>, <mailto:[^>]+>$/);
    expect(alert.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The same rent saved again, then a further cut: the unit matched already, so nothing more is reported or sent.
    await changeRent(1300);
    await changeRent(1250);
    expect(await countRows(api.db, 'alert_matches', 'unit_id = $1', [UNIT])).toBe(1);
    expect(await instantAlerts()).toHaveLength(1);
  });
});

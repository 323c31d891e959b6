import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorplanAddress } from '@/features/floorplans/address';
import { withActiveUnits } from '@/features/floorplans/catalog';
import type { Floorplan } from '@/features/floorplans/types';
import { startTestApi, type TestApi } from '../../test/api';

let api: TestApi;
let plans: Floorplan[];
beforeAll(async () => {
  api = await startTestApi();
  const response = await api.app.inject({ url: '/api/data/floorplans?projection=details&size=200' });
  plans = response.json<{ _embedded: { floorplans: Floorplan[] } }>()._embedded.floorplans;
});
afterAll(() => api.close());

const homes = () => plans.filter((plan) => plan.style !== 'GARAGE' && !plan.shortTerm);

describe('issue 14 seeded content never contradicts itself', () => {
  it('no special offers to waive an application fee (spec 1: applying is free); no special or listed sublet names a season (its dates move)', async () => {
    const texts = [
      ...(await api.db.query<{ text: string }>('SELECT description AS text FROM web_specials')),
      ...(await api.db.query<{ text: string }>("SELECT title || ' ' || description || ' ' || details AS text FROM home_page_specials")),
      ...(await api.db.query<{ text: string }>("SELECT title || ' ' || description AS text FROM sublets WHERE approved AND active")),
    ].map((row) => row.text);
    expect(texts.filter((text) => /application fee/i.test(text))).toEqual([]);
    expect(texts.filter((text) => /\b(spring|summer|fall|autumn|winter)\b/i.test(text))).toEqual([]);
  });

  it("a plan's units, its facts and its description agree on its size", () => {
    for (const plan of homes()) {
      const sizes = new Set(plan.units.map((unit) => unit.squareFoot));
      expect(sizes.size, plan.name).toBe(1);
      expect(plan.description, plan.name).toContain(`${[...sizes][0]} sq ft`);
    }
  });

  it("a plan's description names the address its page shows (spec 2: the one unit's, else the property's)", () => {
    for (const plan of homes()) expect(plan.description, plan.name).toContain(floorplanAddress(withActiveUnits(plan)).address);
  });

  it('every townhome and furnished plan lists the in-unit washer and dryer its FAQ and the flexible-term page promise', () => {
    const washer = (plan: Floorplan) => plan.amenities.some((amenity) => amenity.name === 'In-unit washer and dryer');
    expect(plans.filter((plan) => (plan.style === 'TOWN_HOME' || plan.shortTerm) && !washer(plan)).map((plan) => plan.name)).toEqual([]);
  });
});

describe('issue 27 the seeded FAQ answers are true of this site', () => {
  it('issue 27 no answer sends a resident to a portal or a line the site does not have, or online where it offers nothing', async () => {
    const answers = (await api.db.query<{ answer: string }>('SELECT answer FROM faqs')).map((row) => row.answer);
    expect(answers.filter((answer) => /portal|emergency line|online|submit a request/i.test(answer))).toEqual([]);
    const [emergency] = await api.db.query<{ answer: string }>("SELECT answer FROM faqs WHERE question = 'What counts as an emergency?'");
    expect(emergency.answer).toContain('emergency maintenance number');
  });
});

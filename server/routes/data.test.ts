import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Floorplan } from '@/features/floorplans/types';
import type { ShortTermListItem } from '@/features/short-term/types';
import type { Faq } from '@/features/faq/types';
import type { Property } from '@/features/properties/types';
import type { HomePageSpecial } from '@/features/specials/types';
import type { TeamMember } from '@/features/team/types';
import type { HalCollection, PageInfo } from '@/lib/hal';
import { isoDate } from '../calendar/dates';
import { startTestApi, type TestApi } from '../test/api';
import { changeUnheard } from '../test/unheard-change';
import {
  AMENITY_KEYS,
  BUS_ROUTE_KEYS,
  FAQ_KEYS,
  FLOORPLAN_KEYS,
  FLOORPLAN_PROPERTY_KEYS,
  HOME_PAGE_SPECIAL_KEYS,
  LEASING_OFFICE_KEYS,
  PROPERTY_KEYS,
  SHORT_TERM_ITEM_KEYS,
  SHORT_TERM_KEYS,
  sortedKeys,
  TEAM_MEMBER_KEYS,
  UNIT_KEYS,
  UTILITY_KEYS,
  WEB_SPECIAL_KEYS,
} from '../test/wire';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await api.app.inject(`/api/data/${path}`);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return { status: response.statusCode, body: response.json<T>() };
}

async function collection<Item>(path: string, name: string): Promise<{ items: Item[]; page: PageInfo }> {
  const { status, body } = await get<HalCollection<string, Item> & { page: PageInfo }>(path);
  expect(status).toBe(200);
  expect(Object.keys(body).sort()).toEqual(['_embedded', 'page']);
  expect(Object.keys(body._embedded)).toEqual([name]);
  return { items: body._embedded[name], page: body.page };
}

function expectFloorplanShape(plan: Floorplan) {
  expect(sortedKeys(plan)).toEqual(FLOORPLAN_KEYS);
  expect(sortedKeys(plan.property)).toEqual(FLOORPLAN_PROPERTY_KEYS);
  for (const unit of plan.units) expect(sortedKeys(unit)).toEqual(UNIT_KEYS);
  for (const amenity of plan.amenities) expect(sortedKeys(amenity)).toEqual(AMENITY_KEYS);
  for (const utility of plan.utilities) expect(sortedKeys(utility)).toEqual(UTILITY_KEYS);
  for (const special of plan.webSpecials) expect(sortedKeys(special)).toEqual(WEB_SPECIAL_KEYS);
  if (plan.shortTerm) expect(sortedKeys(plan.shortTerm)).toEqual(SHORT_TERM_KEYS);
}

describe('spec 7 floor plans', () => {
  it('spec 7 floorplans/{id}?projection=withId: one floor plan with units, amenities, utilities, web specials and its property', async () => {
    const { status, body: plan } = await get<Floorplan>('floorplans/3?projection=withId');
    expect(status).toBe(200);
    expectFloorplanShape(plan);
    expect(plan).toMatchObject({ id: 3, name: 'Sample Gates Two', style: 'APARTMENT', bedroom: 2, bathroom: 2, shortTerm: null });
    expect(plan.property).toEqual({ id: 1, name: 'The Kirkwood', active: true, leaseType: 'YEARLY', address: '415 E Kirkwood Ave', zipcode: '47408' });
    expect(plan.units).toHaveLength(4);
    expect(plan.units.every((unit) => /^\d{4}-\d{2}-\d{2}$/.test(unit.moveInDate))).toBe(true);
    expect(plan.amenities.length).toBeGreaterThan(5);
    expect(plan.webSpecials.map((special) => special.description)).toContain('$200 off move-in costs this month');
    expect(plan.coverImage).toMatch(/^https:\/\/drive\.google\.com\/uc\?id=[\w-]+$/);
  });

  it('spec 7 floorplans/{id}: a missing floor plan answers 404 with a message, a malformed id 400', async () => {
    expect(await get('floorplans/9999?projection=withId')).toEqual({ status: 404, body: { message: 'Floor plan 9999 not found' } });
    expect(await get('floorplans/abc?projection=withId')).toEqual({ status: 400, body: { message: 'id must be a positive whole number' } });
    expect((await get<{ message: string }>('floorplans/3?projection=nonsense')).body.message).toMatch(/^Unknown projection 'nonsense'/);
  });

  it('spec 7 floorplans?projection=details&size=200: every floor plan, HAL with page info', async () => {
    const { items, page } = await collection<Floorplan>('floorplans?projection=details&size=200', 'floorplans');
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(page).toEqual({ size: 200, totalElements: items.length, totalPages: 1, number: 0 });
    items.forEach(expectFloorplanShape);
    expect(items.map((plan) => plan.id)).toEqual([...items.map((plan) => plan.id)].sort((a, b) => a - b));
  });

  it('spec 7 floorplans?projection=spotlight&size=200: featured plans of active properties are there for the site to pick', async () => {
    const { items } = await collection<Floorplan>('floorplans?projection=spotlight&size=200', 'floorplans');
    expect(items.filter((plan) => plan.featured && plan.property.active).length).toBeGreaterThanOrEqual(5);
  });

  it('spec 7 collections page with size and page (numbered from 0), 20 a page by default', async () => {
    const second = await collection<Floorplan>('floorplans?projection=details&size=10&page=1', 'floorplans');
    expect(second.items.map((plan) => plan.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(second.page).toMatchObject({ size: 10, number: 1, totalPages: Math.ceil(second.page.totalElements / 10) });
    expect((await collection<Floorplan>('floorplans?projection=details', 'floorplans')).items).toHaveLength(20);
    expect((await get<{ message: string }>('floorplans?size=0')).body.message).toBe('size must be at least 1');
    expect((await get<{ message: string }>('floorplans?size=ten')).status).toBe(400);
  });

  it('spec 7 properties/{id}/floorplans/filter: only active floor plans, each with only its active units', async () => {
    const { items } = await collection<Floorplan>('properties/1/floorplans/filter', 'floorplans');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((plan) => plan.active && plan.property.id === 1)).toBe(true);
    expect(items.map((plan) => plan.id)).not.toContain(6); // Dunn Loft is inactive
    expect(items.flatMap((plan) => plan.units).every((unit) => unit.active)).toBe(true);
    items.forEach(expectFloorplanShape);
    const [inactiveUnits] = await api.db.query<{ count: number }>('SELECT count(*) AS count FROM units u JOIN floorplans f ON f.id = u.floorplan_id WHERE f.property_id = 1 AND f.active AND NOT u.active');
    expect(inactiveUnits.count).toBeGreaterThan(0);
  });

  it('spec 7 floorplans/search/byPropertyId?projection=short-term: short-term list items with the five price tiers', async () => {
    const { items, page } = await collection<ShortTermListItem>('floorplans/search/byPropertyId?projection=short-term&size=1000&id=8', 'floorplans');
    expect(page.size).toBe(1000);
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) {
      expect(sortedKeys(item)).toEqual(SHORT_TERM_ITEM_KEYS);
      expect(sortedKeys(item.shortTerm)).toEqual(SHORT_TERM_KEYS);
    }
    expect(items.some((item) => Object.values(item.shortTerm).some((price) => price <= 0))).toBe(true);
    expect(items.some((item) => !item.active)).toBe(true);
    expect((await collection('floorplans/search/byPropertyId?projection=short-term&size=1000&id=1', 'floorplans')).items).toEqual([]);
    expect((await get<{ message: string }>('floorplans/search/byPropertyId?projection=short-term')).body).toEqual({ message: 'id is required' });
  });

  it('spec 7 floorplans/{id}?projection=short-term: one short-term floor plan with its tiers', async () => {
    const { status, body } = await get<Floorplan>('floorplans/35?projection=short-term');
    expect(status).toBe(200);
    expectFloorplanShape(body);
    expect(body.shortTerm).toEqual({ squareFoot: 430, priceFor2To4Days: 129, priceFor5To13Days: 109, priceFor14To29Days: 95, priceFor1To4Months: 79, priceFor4andMoreMonths: 69 });
  });

  it('spec 7 similarFloorplans/search/byFloorplanId: _embedded.similarFloorplans of {similarTo: Floorplan}', async () => {
    const { items } = await collection<{ similarTo: Floorplan }>('similarFloorplans/search/byFloorplanId?projection=withId&floorplanId=3', 'similarFloorplans');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Object.keys(item)).toEqual(['similarTo']);
      expectFloorplanShape(item.similarTo);
      expect(item.similarTo.id).not.toBe(3);
    }
  });

  it.each([
    ['floorplanVariations', ['variation']],
    ['testimonials', ['tenant', 'testimonial']],
    ['webSpecials', WEB_SPECIAL_KEYS],
  ])('spec 7 %s/search/byFloorplanId: the floor plan\'s list under its own _embedded name', async (name, keys) => {
    const { items } = await collection<object>(`${name}/search/byFloorplanId?projection=withId&floorplanId=3`, name);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(sortedKeys(item)).toEqual(keys);
    expect((await collection(`${name}/search/byFloorplanId?projection=withId&floorplanId=9999`, name)).items).toEqual([]);
    expect((await get<{ message: string }>(`${name}/search/byFloorplanId?projection=withId`)).body).toEqual({ message: 'floorplanId is required' });
  });

  it('spec 9 webSpecials keep their dates (current, future and expired exist) for the site to judge', async () => {
    const { items } = await collection<{ startDate: string; endDate: string }>('webSpecials/search/byFloorplanId?projection=withId&floorplanId=3', 'webSpecials');
    const today = isoDate(new Date());
    expect(items.some((special) => special.startDate <= today && today <= special.endDate)).toBe(true);
    expect(items.some((special) => special.endDate < today)).toBe(true);
  });
});

describe('spec 7 properties', () => {
  it('spec 7 properties/{id}?projection=details: one property with bus routes and leasing office, without floor plans', async () => {
    const { status, body } = await get<Property>('properties/1?projection=details');
    expect(status).toBe(200);
    expect(sortedKeys(body)).toEqual(PROPERTY_KEYS);
    expect(body).toMatchObject({ id: 1, name: 'The Kirkwood', leaseType: 'YEARLY', leasingOfficeType: 'ON_SITE' });
    expect(body.busRoutes.length).toBeGreaterThan(0);
    body.busRoutes.forEach((route) => expect(sortedKeys(route)).toEqual(BUS_ROUTE_KEYS));
    expect(sortedKeys(body.leasingOffice!)).toEqual(LEASING_OFFICE_KEYS);
    expect(body.rating).toBeGreaterThan(0);
    expect(body.ratingLink).toMatch(/^https:\/\//);
    expect((await get<Property>('properties/6?projection=details')).body.leasingOfficeType).toBe('OFF_SITE');
    expect(await get('properties/99?projection=details')).toEqual({ status: 404, body: { message: 'Property 99 not found' } });
  });

  it("spec 7 properties/filter: active YEARLY properties whose name lacks 'garage', with active floor plans and active units", async () => {
    // Cases the seed lacks: an upper-case GARAGE name, an inactive property.
    await api.db.exec(`
      INSERT INTO properties (id, name, active, lease_type, address, zipcode, phone, leasing_office_type)
      VALUES (901, 'Downtown GARAGE Lofts', true, 'YEARLY', '1 N College Ave', '47404', '8125550150', 'ON_SITE'),
             (902, 'Closed Court', false, 'YEARLY', '2 N College Ave', '47404', '8125550151', 'ON_SITE')`);
    try {
      const { items } = await collection<Property>('properties/filter', 'properties');
      expect(items.map((property) => property.id)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const property of items) {
        expect(sortedKeys(property)).toEqual([...PROPERTY_KEYS, 'floorplans'].sort());
        expect(property.floorplans!.every((plan) => plan.active && plan.property.id === property.id)).toBe(true);
        expect(property.floorplans!.flatMap((plan) => plan.units).every((unit) => unit.active)).toBe(true);
        property.floorplans!.forEach(expectFloorplanShape);
      }
      expect(items.flatMap((property) => property.floorplans!).map((plan) => plan.id)).not.toContain(6);
    } finally {
      await api.db.exec('DELETE FROM properties WHERE id IN (901, 902)');
    }
  });
});

describe('spec 7 FAQs, specials and team', () => {
  const sortOrders = (faqs: Faq[]) => faqs.map((faq) => faq.sortOrder);
  const ascending = (numbers: number[]) => [...numbers].sort((a, b) => a - b);

  it.each([
    ['floorplanFaqs/search/byFloorplanId?projection=withId&floorplanId=3', 'floorplanFaqs'],
    ['propertyFaqs/search/byPropertyId?projection=withId&propertyId=1', 'propertyFaqs'],
    ['residentFaqs?projection=withId&size=50', 'residentFaqs'],
    ['maintenanceFaqs?projection=withId&size=50', 'maintenanceFaqs'],
  ])('spec 9 %s: FAQs sorted by sortOrder ascending', async (path, name) => {
    const { items } = await collection<Faq>(path, name);
    expect(items.length).toBeGreaterThan(1);
    items.forEach((faq) => expect(sortedKeys(faq)).toEqual(FAQ_KEYS));
    expect(sortOrders(items)).toEqual(ascending(sortOrders(items)));
  });

  it('spec 7 propertyFaqs without propertyId is a 400', async () => {
    expect((await get('propertyFaqs/search/byPropertyId?projection=withId')).body).toEqual({ message: 'propertyId is required' });
  });

  it('spec 7 homePageSpecials/filter: the started specials, sorted by startDate ascending', async () => {
    const { items } = await collection<HomePageSpecial>('homePageSpecials/filter', 'homePageSpecials');
    const today = isoDate(new Date());
    expect(items.length).toBeGreaterThanOrEqual(2);
    items.forEach((special) => expect(sortedKeys(special)).toEqual(HOME_PAGE_SPECIAL_KEYS));
    expect(items.map((special) => special.startDate)).toEqual(items.map((special) => special.startDate).sort());
    expect(items.every((special) => special.startDate <= today)).toBe(true);
    expect(items.some((special) => special.properties.split(',').includes('1'))).toBe(true);
    const [{ count }] = await api.db.query<{ count: number }>('SELECT count(*) AS count FROM home_page_specials WHERE start_date > $1', [today]);
    expect(count).toBeGreaterThan(0);
  });

  it('spec 7 teamMembers?projection=propertyTeamMember&size=100: the team', async () => {
    const { items, page } = await collection<TeamMember>('teamMembers?projection=propertyTeamMember&size=100', 'teamMembers');
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(page.size).toBe(100);
    items.forEach((member) => expect(sortedKeys(member)).toEqual(TEAM_MEMBER_KEYS));
    expect(items.some((member) => member.photoLink === null)).toBe(true);
    expect(items.some((member) => member.blogLink !== null)).toBe(true);
  });

  it('reads are not rate limited', async () => {
    const limited = await startTestApi({ writeRateLimit: { max: 1, timeWindowMs: 60_000 } });
    try {
      const statuses = await Promise.all(Array.from({ length: 20 }, () => limited.app.inject('/api/data/residentFaqs?projection=withId&size=50').then((r) => r.statusCode)));
      expect(new Set(statuses)).toEqual(new Set([200]));
    } finally {
      await limited.close();
    }
  });
});

describe('the catalog cache', () => {
  it('serves catalog GETs from memory for catalogCacheMs, then reads the database again; errors are not kept', async () => {
    let now = new Date('2030-01-01T12:00:00Z');
    const cached = await startTestApi({ catalogCacheMs: 10_000, now: () => now });
    try {
      const names = async () => (await cached.app.inject('/api/data/teamMembers?projection=propertyTeamMember&size=100')).json<HalCollection<'teamMembers', TeamMember>>()._embedded.teamMembers.map((m) => m.name);
      const before = await names();
      await changeUnheard(cached.db, "UPDATE team_members SET name = 'Renamed Person' WHERE id = 1");
      expect(await names()).toEqual(before);
      now = new Date(now.getTime() + 10_001);
      expect(await names()).toContain('Renamed Person');

      expect((await cached.app.inject('/api/data/floorplans/999?projection=withId')).statusCode).toBe(404);
      await cached.db.query(`INSERT INTO floorplans (id, property_id, name, bedroom, bathroom, style) VALUES (999, 1, 'Brand New', 1, 1, 'APARTMENT')`);
      expect((await cached.app.inject('/api/data/floorplans/999?projection=withId')).statusCode).toBe(200);
    } finally {
      await cached.close();
    }
  });
});

describe('issue 8 speed: catalog answers are compressed once and revalidated by ETag', () => {
  const FLOORPLANS = '/api/data/floorplans?projection=details&size=200';

  it('issue 8 speed: br and gzip bodies decode to the same JSON as the plain answer, varying on Accept-Encoding', async () => {
    const plain = await api.app.inject({ url: FLOORPLANS });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plain.rawPayload.length));
    const br = await api.app.inject({ url: FLOORPLANS, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await api.app.inject({ url: FLOORPLANS, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('issue 8 speed: a repeated request with the ETag gets 304 and no body; a changed catalog gets 200 and a new ETag', async () => {
    const path = '/api/data/teamMembers?projection=propertyTeamMember&size=100';
    const first = await api.app.inject({ url: path, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await api.app.inject({ url: path, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const plain = await api.app.inject({ url: path });
    expect(plain.headers.etag).not.toBe(etag);
    expect((await api.app.inject({ url: path, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    await api.db.query("UPDATE team_members SET name = 'Renamed For ETag' WHERE id = 2");
    const changed = await api.app.inject({ url: path, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(brotliDecompressSync(changed.rawPayload).toString()).toContain('Renamed For ETag');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_INQUIRY_EMAILS, company } from '@/config';
import { AMENITY_TYPES, FLOORPLAN_STYLES, UTILITY_TYPES } from '@/features/floorplans/types';
import { addMonths, isoDate } from '../../calendar/dates';
import { countRows, freshDatabase } from '../../test/database';
import { driveIdOf } from '../../test/wire';
import type { Database } from '../database';
import { portfolioTables, seedIfEmpty } from './index';

let db: Database;
const now = new Date();
const today = isoDate(now);
let seedMs = 0;

beforeAll(async () => {
  db = await freshDatabase('empty');
  const started = performance.now();
  expect(await seedIfEmpty(db, now)).toBe(true);
  seedMs = performance.now() - started;
});
afterAll(() => db.close());

const column = async <T>(sql: string, params: unknown[] = []) => (await db.query<{ value: T }>(sql, params)).map((row) => row.value);

describe('seed: a believable Bloomington portfolio (issue 3)', () => {
  it('is quick, and idempotent: a second run on a seeded database changes nothing', async () => {
    expect(seedMs).toBeLessThan(15_000);
    const before = await countRows(db, 'assets');
    expect(await seedIfEmpty(db, now)).toBe(false);
    expect(await countRows(db, 'properties')).toBe(8);
    expect(await countRows(db, 'assets')).toBe(before);
  });

  it('has the properties of src/config.ts: ids, names, one off-site office, one garage, one short-term', async () => {
    const properties = await db.query<{ id: number; name: string; leaseType: string; office: string }>(
      'SELECT id, name, lease_type AS "leaseType", leasing_office_type AS office FROM properties ORDER BY id',
    );
    expect(properties.map((p) => [p.id, p.name])).toEqual([
      [1, 'The Kirkwood'], [2, 'Jordan Commons'], [3, 'Cascades Flats'], [4, 'Bryan Park Townhomes'],
      [5, 'Switchyard Lofts'], [6, 'Prospect Hill Homes'], [7, 'Kirkwood Garage'], [8, 'Limestone Suites'],
    ]);
    expect(properties.filter((p) => p.leaseType === 'YEARLY')).toHaveLength(7);
    expect(properties.find((p) => p.id === company.shortTermPropertyId)?.leaseType).toBe('SHORT_TERM');
    expect(properties.find((p) => p.id === 6)?.office).toBe('OFF_SITE');
    for (const property of properties.filter((p) => !/garage/i.test(p.name))) expect(Object.keys(COMMUNITY_INQUIRY_EMAILS)).toContain(property.name);
    expect(await column<string>("SELECT DISTINCT style AS value FROM floorplans WHERE property_id = 7")).toEqual(['GARAGE']);
    expect(await column<string>('SELECT DISTINCT zipcode AS value FROM properties ORDER BY 1')).toEqual(expect.arrayContaining(['47401', '47403', '47404', '47408']));
  });

  it('has 30+ floor plans of every style with 0 to 5 bedrooms, some featured, some inactive', async () => {
    expect(await countRows(db, 'floorplans')).toBeGreaterThanOrEqual(30);
    expect((await column<string>('SELECT DISTINCT style AS value FROM floorplans')).sort()).toEqual([...FLOORPLAN_STYLES].sort());
    expect(await column<number>('SELECT DISTINCT bedroom AS value FROM floorplans ORDER BY 1')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await countRows(db, 'floorplans', 'featured')).toBeGreaterThanOrEqual(5);
    expect(await countRows(db, 'floorplans', 'NOT active')).toBeGreaterThan(0);
  });

  it('has 5+ furnished short-term plans with all five tiers, one tier non-positive', async () => {
    expect(await countRows(db, 'short_terms s JOIN floorplans f ON f.id = s.floorplan_id', 'f.property_id = 8 AND f.active')).toBeGreaterThanOrEqual(5);
    expect(await countRows(db, 'short_terms', 'least(price_for_2_to_4_days, price_for_5_to_13_days, price_for_14_to_29_days, price_for_1_to_4_months, price_for_4_and_more_months) <= 0')).toBeGreaterThan(0);
    expect(await countRows(db, 'floorplan_amenities', 'amenity_id = 23')).toBeGreaterThanOrEqual(5);
  });

  it('has 80+ units moving in in the past, this month and in each of the next 12 months, some with extensions', async () => {
    expect(await countRows(db, 'units')).toBeGreaterThanOrEqual(80);
    const dates = await column<string>('SELECT move_in_date AS value FROM units');
    expect(dates.some((date) => date < today)).toBe(true);
    expect(dates.some((date) => date.slice(0, 7) === today.slice(0, 7))).toBe(true);
    for (let month = 1; month <= 12; month += 1) {
      const wanted = addMonths(today, month, 1).slice(0, 7);
      expect(dates.some((date) => date.startsWith(wanted)), `a unit moving in in ${wanted}`).toBe(true);
    }
    expect(await countRows(db, 'units', 'availability_extension_months > 0')).toBeGreaterThan(0);
    expect(await countRows(db, 'units', 'NOT active')).toBeGreaterThan(0);
  });

  it('spec 9 has special rents running, ahead and over, and one below 1 (which never applies)', async () => {
    const specials = await db.query<{ rent: number; start: string; end: string }>(
      'SELECT special_rent AS rent, special_rent_start_date AS start, special_rent_end_date AS "end" FROM floorplans WHERE special_rent IS NOT NULL',
    );
    expect(specials.some((s) => s.rent >= 1 && s.start <= today && today <= s.end)).toBe(true);
    expect(specials.some((s) => s.start > today)).toBe(true);
    expect(specials.some((s) => s.end < today)).toBe(true);
    expect(specials.some((s) => s.rent < 1)).toBe(true);
    const web = await db.query<{ start: string; end: string }>('SELECT start_date AS start, end_date AS "end" FROM web_specials');
    expect(web.some((s) => s.start <= today && today <= s.end) && web.some((s) => s.start > today) && web.some((s) => s.end < today)).toBe(true);
    expect(await column<string>('SELECT properties AS value FROM home_page_specials')).toEqual(expect.arrayContaining([expect.stringMatching(/(^|,)1(,|$)/)]));
  });

  it('has amenities of every type, utilities of both types with bills, and the rest of the content', async () => {
    expect((await column<string>('SELECT DISTINCT type AS value FROM amenities')).sort()).toEqual([...AMENITY_TYPES].sort());
    expect((await column<string>('SELECT DISTINCT type AS value FROM utilities WHERE average_monthly_bill IS NOT NULL')).sort()).toEqual([...UTILITY_TYPES].sort());
    for (const kind of ['floorplan', 'property', 'resident', 'maintenance']) expect(await countRows(db, 'faqs', 'kind = $1', [kind])).toBeGreaterThanOrEqual(3);
    expect(await countRows(db, 'testimonials')).toBeGreaterThanOrEqual(10);
    expect(await countRows(db, 'floorplan_variations')).toBeGreaterThan(0);
    expect(await countRows(db, 'similar_floorplans')).toBeGreaterThan(0);
    expect(await countRows(db, 'bus_routes', "bus_route_link LIKE 'https://%'")).toBeGreaterThanOrEqual(8);
    expect(await countRows(db, 'properties', 'rating IS NOT NULL AND rating_link IS NOT NULL')).toBeGreaterThanOrEqual(6);
    expect(await countRows(db, 'team_members')).toBeGreaterThanOrEqual(6);
  });

  it('has sublets listed, waiting for approval, expired and rejected', async () => {
    const at = now.toISOString();
    expect(await countRows(db, 'sublets', 'active AND approved AND listed_until > $1', [at])).toBeGreaterThanOrEqual(2);
    expect(await countRows(db, 'sublets', 'active AND NOT approved AND confirmed_at IS NOT NULL')).toBeGreaterThan(0);
    expect(await countRows(db, 'sublets', 'active AND approved AND listed_until <= $1', [at])).toBeGreaterThan(0);
    expect(await countRows(db, 'sublets', 'NOT active')).toBeGreaterThan(0);
  });

  it('issue 26 seeded sublets keep their photos as posted ones do: folder and photo ids of random bits, new on every install', async () => {
    const photos = await db.query<{ subletId: number; folder: string; asset: string }>(
      'SELECT s.id AS "subletId", s.photos_folder_id AS folder, a.id AS asset FROM sublets s JOIN assets a ON a.folder_id = s.photos_folder_id',
    );
    expect(new Set(photos.map((photo) => photo.subletId)).size).toBe(await countRows(db, 'sublets'));
    for (const { folder, asset } of photos) {
      expect(folder).toMatch(/^sublet-[\w-]{16}$/); // 96 random bits, as `POST admin/sublets` gives
      expect(asset).toMatch(/^ll-sublet-[\w-]{22}$/); // 128 random bits, as an upload gets
    }
    const subletFolders = () => new Set(Object.fromEntries(portfolioTables(now)).sublets.map((row) => String(row.photos_folder_id)));
    const [first, second] = [subletFolders(), subletFolders()];
    expect([...first].filter((folder) => second.has(folder))).toEqual([]);
  });

  it('draws every picture itself: each image reference is a stored SVG, photo folders hold 3 to 12 distinct images', async () => {
    const references = await column<string>(`
      SELECT cover_image AS value FROM floorplans UNION ALL SELECT photo FROM floorplans UNION ALL SELECT cover_image FROM properties
      UNION ALL SELECT office_image FROM leasing_offices UNION ALL SELECT photo_link FROM team_members
      UNION ALL SELECT image FROM home_page_specials UNION ALL SELECT cover_image FROM sublets`);
    const ids = new Set(await column<string>("SELECT id AS value FROM assets WHERE content_type = 'image/svg+xml' AND content IS NOT NULL"));
    for (const reference of references.filter((value) => value !== null)) expect(ids.has(driveIdOf(reference)), reference).toBe(true);

    const folders = await db.query<{ folder: string; images: number; distinct: number }>(`
      SELECT a.folder_id AS folder, count(*) AS images, count(DISTINCT a.sha256) AS distinct FROM assets a
      WHERE a.folder_id IN (SELECT photos_folder_id FROM floorplans UNION SELECT photos_folder_id FROM sublets UNION SELECT id::text FROM properties)
      GROUP BY a.folder_id`);
    expect(folders.length).toBe((await countRows(db, 'floorplans')) + (await countRows(db, 'sublets')) + 8);
    for (const folder of folders) {
      expect(folder.images, folder.folder).toBeGreaterThanOrEqual(3);
      expect(folder.images, folder.folder).toBeLessThanOrEqual(12);
      expect(folder.distinct).toBe(folder.images);
    }
    const svg = (await db.query<{ content: Uint8Array }>("SELECT content FROM assets WHERE id = 'll-floorplan-3-drawing'"))[0].content;
    expect(Buffer.from(svg).toString()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*Bed 2.*<\/svg>$/s);
  });
});

import { listedUntilFrom } from '@/features/sublets/listingLife';
import { addCitySuffix } from '@/features/sublets/rules';
import type { IsoDate } from '@/lib/dates';
import { addDays, isoDate } from '../../calendar/dates';
import { newKey } from '../../security/secrets';
import type { Database } from '../database';
import { floorplanRows, propertyRows, similarFloorplanRows, specialDates } from './catalog';
import {
  AMENITY_SEEDS,
  FLOORPLAN_FAQ_SEEDS,
  HOME_PAGE_SPECIAL_SEEDS,
  MAINTENANCE_FAQ_SEEDS,
  PROPERTY_FAQ_SEEDS,
  RESIDENT_FAQ_SEEDS,
  TEAM_SEEDS,
  TESTIMONIAL_SEEDS,
  UTILITY_SEEDS,
  VARIATION_SEEDS,
  WEB_SPECIAL_SEEDS,
} from './content';
import { avatarSvg, bannerSvg, ROOM_KINDS, roomSvg } from './images';
import { insertRows, type Row } from './insert';
import { Pictures } from './pictures';
import { SUBLET_SEEDS } from './sublets';

/** Any constant shared by every process of this application: the key of the seeding advisory lock. */
const SEED_LOCK = 20_241_002;

function faqRows(): Row[] {
  return [
    ...FLOORPLAN_FAQ_SEEDS.map(([floorplanId, sortOrder, question, answer]) => ({ kind: 'floorplan', floorplan_id: floorplanId, property_id: null, question, answer, sort_order: sortOrder })),
    ...PROPERTY_FAQ_SEEDS.map(([propertyId, sortOrder, question, answer]) => ({ kind: 'property', floorplan_id: null, property_id: propertyId, question, answer, sort_order: sortOrder })),
    ...RESIDENT_FAQ_SEEDS.map(([sortOrder, question, answer]) => ({ kind: 'resident', floorplan_id: null, property_id: null, question, answer, sort_order: sortOrder })),
    ...MAINTENANCE_FAQ_SEEDS.map(([sortOrder, question, answer]) => ({ kind: 'maintenance', floorplan_id: null, property_id: null, question, answer, sort_order: sortOrder })),
  ];
}

const DAY_MS = 24 * 60 * 60 * 1000;

function subletRows(pictures: Pictures, today: IsoDate, now: Date): Row[] {
  return SUBLET_SEEDS.map((sublet) => {
    // Random, as a posted sublet's folder and uploads are (issue 26): anyone who can guess the folder of a listing
    // waiting for approval, expired or rejected can list its photos.
    const folderId = `sublet-${newKey(12)}`;
    const photos = Array.from({ length: sublet.photos }, (_, index) =>
      pictures.add(folderId, index + 1, `ll-sublet-${newKey(16)}`, roomSvg({ label: `${sublet.title} · photo ${index + 1}`, kind: ROOM_KINDS[(sublet.id + index) % 5], hue: sublet.hue + index * 15, variant: index })),
    );
    const availableFrom = addDays(today, sublet.fromInDays);
    const posted = new Date(now.getTime() - sublet.postedDaysAgo * DAY_MS);
    const approvedAt = new Date(posted.getTime() + DAY_MS);
    return {
      asset_key: newKey(24),
      email: `${sublet.firstName}.${sublet.lastName}@example.com`.toLowerCase(),
      first_name: sublet.firstName,
      last_name: sublet.lastName,
      bedroom: sublet.bedroom,
      available_bedrooms: sublet.availableBedrooms,
      available_from: availableFrom,
      available_to: addDays(availableFrom, sublet.weeks * 7),
      rent: sublet.rent,
      pets_allowed: sublet.petsAllowed,
      utilities_included: sublet.utilitiesIncluded,
      address: addCitySuffix(sublet.street),
      zipcode: sublet.zipcode,
      sublet_folder_id: folderId,
      photos_folder_id: folderId,
      cover_image: photos[0],
      title: sublet.title,
      description: sublet.description,
      created_date: posted.toISOString(),
      active: sublet.active,
      approved: sublet.approved,
      // Confirmed by their posters; the approved ones were approved a day after posting (issue 17).
      confirmed_at: posted.toISOString(),
      approved_at: sublet.approved ? approvedAt.toISOString() : null,
      listed_until: sublet.approved ? listedUntilFrom(approvedAt).toISOString() : null,
    };
  });
}

/**
 * The whole demo portfolio as table rows, in foreign-key order. Dates are relative to `now`, so a fresh install
 * always has units available now and next month, specials running, and sublets within their 30 days.
 */
export function portfolioTables(now: Date): [table: string, rows: Row[]][] {
  const today = isoDate(now);
  const pictures = new Pictures();
  const { offices, properties, busRoutes } = propertyRows(pictures);
  const catalog = floorplanRows(pictures, today);
  const team = TEAM_SEEDS.map(([id, name, jobTitle, blog], index) => ({
    id,
    name,
    job_title: jobTitle,
    email: `${name.split(' ')[0]}.${name.split(' ')[1]}@limestoneliving.example`.toLowerCase(),
    photo_link: id === 7 ? null : pictures.add('team', id, `ll-team-${id}`, avatarSvg({ name, hue: id * 53 })),
    blog_link: blog ? `https://limestoneliving.example/blog/${name.split(' ')[0].toLowerCase()}` : null,
    sort_order: index,
  }));
  const homePageSpecials = HOME_PAGE_SPECIAL_SEEDS.map(([id, startInDays, propertyIds, title, description, details]) => ({
    id,
    title,
    description,
    details,
    image: pictures.add('specials', id, `ll-special-${id}`, bannerSvg({ title, hue: id * 70 + 10 })),
    start_date: addDays(today, startInDays),
    properties: propertyIds,
  }));
  const sublets = subletRows(pictures, today, now);
  return [
    ['leasing_offices', offices],
    ['properties', properties],
    ['bus_routes', busRoutes],
    ['amenities', AMENITY_SEEDS.map(([id, name, type, featured]) => ({ id, name, type, featured }))],
    ['utilities', UTILITY_SEEDS.map(([id, name, type, bill]) => ({ id, name, type, average_monthly_bill: bill }))],
    ['floorplans', catalog.floorplans],
    ['short_terms', catalog.shortTerms],
    ['units', catalog.units],
    ['floorplan_amenities', catalog.amenities],
    ['floorplan_utilities', catalog.utilities],
    ['similar_floorplans', similarFloorplanRows()],
    ['web_specials', WEB_SPECIAL_SEEDS.map(([floorplanId, timing, description]) => {
      const [start, end] = specialDates(timing, today);
      return { floorplan_id: floorplanId, start_date: start, end_date: end, description };
    })],
    ['testimonials', TESTIMONIAL_SEEDS.map(([floorplanId, testimonial, tenant]) => ({ floorplan_id: floorplanId, testimonial, tenant }))],
    ['floorplan_variations', VARIATION_SEEDS.map(([floorplanId, variation]) => ({ floorplan_id: floorplanId, variation }))],
    ['faqs', faqRows()],
    ['home_page_specials', homePageSpecials],
    ['team_members', team],
    ['sublets', sublets],
    ['assets', pictures.rows],
  ];
}

/**
 * Fills an empty database with the demo portfolio, in one transaction (all or nothing). A database that already
 * has properties is left alone, so calling this on every start is safe; the advisory lock keeps two processes
 * starting at once on one PostgreSQL server from both seeding. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if ((await tx.query('SELECT 1 FROM properties LIMIT 1')).length > 0) return false;
    for (const [table, rows] of portfolioTables(now)) await insertRows(tx, table, rows);
    // The home-page specials and the amenities keep the site's ids; the office's next one takes the id after them
    // (migrations 060 and 061).
    for (const table of ['home_page_specials', 'amenities']) {
      await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), max(id)) FROM ${table} HAVING count(*) > 0`);
    }
    return true;
  });
}

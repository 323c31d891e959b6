import type { CardDetails, Floorplan, ShortTerm } from '@/features/floorplans/types';
import type { ShortTermListItem } from '@/features/short-term/types';
import type { PageRequest, Paged } from '../../http/hal';
import type { Queryable } from '../database';
import { pagedQuery } from './paged';

/** Which floor plans a data GET wants, in the spec's words. */
export interface FloorplanFilter {
  ids?: readonly number[];
  propertyIds?: readonly number[];
  /** Only active floor plans, each with only its active units (`.../floorplans/filter`, `properties/filter`). */
  activeWithActiveUnits?: boolean;
  /** Only featured floor plans (the spotlight's candidates). */
  featured?: boolean;
}

/** A JSON list built by the database (`[]` when empty): far cheaper than decoding one row per item in JavaScript. */
const jsonList = (item: string, from: string, order: string) => `coalesce((SELECT json_agg(${item} ORDER BY ${order}) ${from}), '[]'::json)`;

const SHORT_TERM_JSON = `json_build_object(
  'squareFoot', s.square_foot, 'priceFor2To4Days', s.price_for_2_to_4_days, 'priceFor5To13Days', s.price_for_5_to_13_days,
  'priceFor14To29Days', s.price_for_14_to_29_days, 'priceFor1To4Months', s.price_for_1_to_4_months,
  'priceFor4andMoreMonths', s.price_for_4_and_more_months)`;

/** Whether the site offers a unit (the wire's `active`): listed and available (migration 050). SQL on `units u`. */
export const OFFERED_UNIT = 'u.active AND u.available';

/**
 * Issue 23: what the office wrote of the photo that is plan `f`'s cover (migration 054), null when it wrote nothing or
 * the cover is no stored photo. The key lookup of the id keeps it one index probe per plan.
 */
const COVER_ALT = `(SELECT a.alt_text FROM assets a
  WHERE a.id = substring(f.cover_image FROM '[?&]id=(.*)$') AND f.cover_image = 'https://drive.google.com/uc?id=' || a.id)`;

/**
 * One floor plan as the wire carries it (src/features/floorplans/types.ts), with its units, amenities, utilities,
 * web specials, property slice and short-term prices, assembled by the database in one pass.
 */
function floorplanJson(activeUnitsOnly: boolean): string {
  const units = jsonList(
    `json_build_object('id', u.id, 'active', ${OFFERED_UNIT}, 'rent', u.rent, 'deposit', u.deposit, 'squareFoot', u.square_foot,
       'moveInDate', u.move_in_date, 'availabilityExtensionMonths', u.availability_extension_months, 'address', u.address,
       'zipcode', u.zipcode, 'allowedPet', u.allowed_pet, 'petPolicy', u.pet_policy)`,
    `FROM units u WHERE u.floorplan_id = f.id${activeUnitsOnly ? ` AND ${OFFERED_UNIT}` : ''}`,
    'u.move_in_date, u.id',
  );
  const amenities = jsonList(
    `json_build_object('id', a.id, 'name', a.name, 'featured', a.featured, 'type', a.type)`,
    'FROM floorplan_amenities fa JOIN amenities a ON a.id = fa.amenity_id WHERE fa.floorplan_id = f.id',
    // The office's order (migration 059); lists it never ordered (all 0) keep the featured ones first.
    'fa.position, a.featured DESC, a.id',
  );
  const utilities = jsonList(
    `json_build_object('id', ut.id, 'name', ut.name, 'type', ut.type, 'averageMonthlyBill', fu.average_monthly_bill)`,
    'FROM floorplan_utilities fu JOIN utilities ut ON ut.id = fu.utility_id WHERE fu.floorplan_id = f.id',
    'fu.position, ut.id',
  );
  const webSpecials = jsonList(
    `json_build_object('startDate', w.start_date, 'endDate', w.end_date, 'description', w.description)`,
    'FROM web_specials w WHERE w.floorplan_id = f.id',
    'w.start_date, w.id',
  );
  return `json_build_object(
    'id', f.id, 'name', f.name, 'active', f.active, 'featured', f.featured, 'bedroom', f.bedroom, 'bathroom', f.bathroom,
    'style', f.style, 'description', f.description, 'coverImage', f.cover_image, 'coverAlt', ${COVER_ALT}, 'photosFolderId', f.photos_folder_id,
    'photo', f.photo, 'virtualTourLink', f.virtual_tour_link, 'videoTourLink', f.video_tour_link,
    'threeSixtyVideoTourLink', f.three_sixty_video_tour_link, 'specialRent', f.special_rent,
    'specialRentStartDate', f.special_rent_start_date, 'specialRentEndDate', f.special_rent_end_date,
    'address', f.address, 'zipcode', f.zipcode, 'allowedPet', f.allowed_pet, 'petPolicy', f.pet_policy,
    'htmlTitle', f.html_title, 'amenities', ${amenities}, 'utilities', ${utilities}, 'units', ${units},
    'webSpecials', ${webSpecials},
    'property', json_build_object('id', p.id, 'name', p.name, 'active', p.active, 'leaseType', p.lease_type,
      'address', p.address, 'zipcode', p.zipcode),
    'shortTerm', (SELECT ${SHORT_TERM_JSON} FROM short_terms s WHERE s.floorplan_id = f.id))`;
}

function whereClause(filter: FloorplanFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.ids) conditions.push(`f.id = ANY($${params.push(filter.ids)}::int[])`);
  if (filter.propertyIds) conditions.push(`f.property_id = ANY($${params.push(filter.propertyIds)}::int[])`);
  if (filter.activeWithActiveUnits) conditions.push('f.active');
  if (filter.featured) conditions.push('f.featured');
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Floor plans with everything the wire carries inside them, by id. */
export async function findFloorplans(q: Queryable, filter: FloorplanFilter, page?: PageRequest): Promise<Paged<Floorplan>> {
  const where = whereClause(filter);
  const { items, totalElements } = await pagedQuery<{ plan: Floorplan }>(
    q,
    {
      columns: `${floorplanJson(filter.activeWithActiveUnits ?? false)} AS plan`,
      from: `FROM floorplans f JOIN properties p ON p.id = f.property_id ${where.sql}`,
      order: 'f.id',
      params: where.params,
    },
    page,
  );
  return { items: items.map((row) => row.plan), totalElements };
}

export async function findFloorplan(q: Queryable, id: number): Promise<Floorplan | undefined> {
  return (await findFloorplans(q, { ids: [id] })).items[0];
}

/** Items of `floorplans/search/byPropertyId?projection=short-term` (spec section 3): only plans with short-term prices. */
export async function findShortTermListItems(q: Queryable, propertyId: number, page: PageRequest): Promise<Paged<ShortTermListItem>> {
  return pagedQuery<ShortTermListItem & { shortTerm: ShortTerm }>(
    q,
    {
      columns: `f.id, f.name, f.active, f.style, f.bedroom, f.bathroom, f.cover_image AS "coverImage", ${SHORT_TERM_JSON} AS "shortTerm"`,
      from: 'FROM floorplans f JOIN short_terms s ON s.floorplan_id = f.id WHERE f.property_id = $1',
      order: 'f.id',
      params: [propertyId],
    },
    page,
  );
}

/**
 * Issue 28: the card details of each floor plan of `ids` that exists, by id: its name, its cover (null: the default
 * image) with what the office wrote of that photo (issue 23; null: the card says its own words), its photos' folder.
 */
export async function findCardDetails(q: Queryable, ids: readonly number[]): Promise<Record<number, CardDetails>> {
  const rows = await q.query<{ id: number } & CardDetails>(
    `SELECT f.id, f.name, f.cover_image AS "coverImage", ${COVER_ALT} AS "coverAlt", f.photos_folder_id AS "photosFolderId"
     FROM floorplans f WHERE f.id = ANY($1::int[])`,
    [ids],
  );
  return Object.fromEntries(rows.map(({ id, ...details }) => [id, details]));
}

/** Which of `names` are names of stored floor plans (issue 27: only those reach a receipt). */
export async function findFloorplanNames(q: Queryable, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await q.query<{ name: string }>('SELECT DISTINCT name FROM floorplans WHERE name = ANY($1::text[])', [names]);
  const stored = new Set(rows.map((row) => row.name));
  return names.filter((name) => stored.has(name));
}

import type { Amenity, Floorplan, FloorplanProperty, ShortTerm, ShortTermListItem, Unit, Utility, WebSpecial } from '@/features/floorplans/types';
import type { PageRequest, Paged } from '../../hal';
import type { Queryable } from '../database';
import { loadOwned } from './owned';
import { pagedQuery } from './paged';

/** Which floor plans a data GET wants, in the spec's words. */
export interface FloorplanFilter {
  ids?: readonly number[];
  propertyIds?: readonly number[];
  /** Only active floor plans, each with only its active units (`.../floorplans/filter`, `properties/filter`). */
  activeWithActiveUnits?: boolean;
  /** Only floor plans with short-term prices. */
  shortTerm?: boolean;
}

const FLOORPLAN_COLUMNS = `
  f.id, f.name, f.active, f.featured, f.bedroom, f.bathroom, f.style, f.description,
  f.cover_image AS "coverImage", f.photos_folder_id AS "photosFolderId", f.photo,
  f.virtual_tour_link AS "virtualTourLink", f.video_tour_link AS "videoTourLink",
  f.three_sixty_video_tour_link AS "threeSixtyVideoTourLink", f.special_rent AS "specialRent",
  f.special_rent_start_date AS "specialRentStartDate", f.special_rent_end_date AS "specialRentEndDate",
  f.address, f.zipcode, f.allowed_pet AS "allowedPet", f.pet_policy AS "petPolicy", f.html_title AS "htmlTitle",
  p.id AS "propertyId", p.name AS "propertyName", p.active AS "propertyActive", p.lease_type AS "propertyLeaseType",
  p.address AS "propertyAddress", p.zipcode AS "propertyZipcode"`;

const SHORT_TERM_COLUMNS = `
  s.square_foot AS "squareFoot", s.price_for_2_to_4_days AS "priceFor2To4Days",
  s.price_for_5_to_13_days AS "priceFor5To13Days", s.price_for_14_to_29_days AS "priceFor14To29Days",
  s.price_for_1_to_4_months AS "priceFor1To4Months", s.price_for_4_and_more_months AS "priceFor4andMoreMonths"`;

type FloorplanRow = Omit<Floorplan, 'amenities' | 'utilities' | 'units' | 'webSpecials' | 'property' | 'shortTerm'> & {
  propertyId: number;
  propertyName: string;
  propertyActive: boolean;
  propertyLeaseType: FloorplanProperty['leaseType'];
  propertyAddress: string;
  propertyZipcode: string;
};

function whereClause(filter: FloorplanFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.ids) conditions.push(`f.id = ANY($${params.push(filter.ids)}::int[])`);
  if (filter.propertyIds) conditions.push(`f.property_id = ANY($${params.push(filter.propertyIds)}::int[])`);
  if (filter.activeWithActiveUnits) conditions.push('f.active');
  if (filter.shortTerm) conditions.push('EXISTS (SELECT 1 FROM short_terms s WHERE s.floorplan_id = f.id)');
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

const UNITS = (activeOnly: boolean) => `
  SELECT floorplan_id AS "ownerId", id, active, rent, deposit, square_foot AS "squareFoot", move_in_date AS "moveInDate",
         availability_extension_months AS "availabilityExtensionMonths", address, zipcode,
         allowed_pet AS "allowedPet", pet_policy AS "petPolicy"
  FROM units WHERE floorplan_id = ANY($1::int[]) ${activeOnly ? 'AND active' : ''} ORDER BY move_in_date, id`;
const AMENITIES = `
  SELECT fa.floorplan_id AS "ownerId", a.id, a.name, a.featured, a.type
  FROM floorplan_amenities fa JOIN amenities a ON a.id = fa.amenity_id
  WHERE fa.floorplan_id = ANY($1::int[]) ORDER BY a.featured DESC, a.id`;
const UTILITIES = `
  SELECT fu.floorplan_id AS "ownerId", u.id, u.name, u.type, u.average_monthly_bill AS "averageMonthlyBill"
  FROM floorplan_utilities fu JOIN utilities u ON u.id = fu.utility_id
  WHERE fu.floorplan_id = ANY($1::int[]) ORDER BY u.id`;
const WEB_SPECIALS = `
  SELECT floorplan_id AS "ownerId", start_date AS "startDate", end_date AS "endDate", description
  FROM web_specials WHERE floorplan_id = ANY($1::int[]) ORDER BY start_date, id`;
const SHORT_TERMS = `
  SELECT s.floorplan_id AS "ownerId", ${SHORT_TERM_COLUMNS}
  FROM short_terms s WHERE s.floorplan_id = ANY($1::int[])`;

/** Floor plans with everything the wire carries inside them: units, amenities, utilities, web specials, property. */
export async function findFloorplans(q: Queryable, filter: FloorplanFilter, page?: PageRequest): Promise<Paged<Floorplan>> {
  const where = whereClause(filter);
  const { items: rows, totalElements } = await pagedQuery<FloorplanRow>(
    q,
    { columns: FLOORPLAN_COLUMNS, from: `FROM floorplans f JOIN properties p ON p.id = f.property_id ${where.sql}`, order: 'f.id', params: where.params },
    page,
  );
  const ids = rows.map((row) => row.id);
  const [units, amenities, utilities, webSpecials, shortTerms] = await Promise.all([
    loadOwned<Unit>(q, UNITS(filter.activeWithActiveUnits ?? false), ids),
    loadOwned<Amenity>(q, AMENITIES, ids),
    loadOwned<Utility>(q, UTILITIES, ids),
    loadOwned<WebSpecial>(q, WEB_SPECIALS, ids),
    loadOwned<ShortTerm>(q, SHORT_TERMS, ids),
  ]);
  const items = rows.map(({ propertyId, propertyName, propertyActive, propertyLeaseType, propertyAddress, propertyZipcode, ...plan }) => ({
    ...plan,
    amenities: amenities.get(plan.id) ?? [],
    utilities: utilities.get(plan.id) ?? [],
    units: units.get(plan.id) ?? [],
    webSpecials: webSpecials.get(plan.id) ?? [],
    property: { id: propertyId, name: propertyName, active: propertyActive, leaseType: propertyLeaseType, address: propertyAddress, zipcode: propertyZipcode },
    shortTerm: shortTerms.get(plan.id)?.[0] ?? null,
  }));
  return { items, totalElements };
}

export async function findFloorplan(q: Queryable, id: number): Promise<Floorplan | undefined> {
  return (await findFloorplans(q, { ids: [id] })).items[0];
}

/** Items of `floorplans/search/byPropertyId?projection=short-term` (spec section 3): only plans with short-term prices. */
export async function findShortTermListItems(q: Queryable, propertyId: number, page: PageRequest): Promise<Paged<ShortTermListItem>> {
  const { items: rows, totalElements } = await pagedQuery<Omit<ShortTermListItem, 'shortTerm'> & ShortTerm>(
    q,
    {
      columns: `f.id, f.name, f.active, f.style, f.bedroom, f.bathroom, f.cover_image AS "coverImage", ${SHORT_TERM_COLUMNS}`,
      from: 'FROM floorplans f JOIN short_terms s ON s.floorplan_id = f.id WHERE f.property_id = $1',
      order: 'f.id',
      params: [propertyId],
    },
    page,
  );
  const items = rows.map(({ id, name, active, style, bedroom, bathroom, coverImage, ...shortTerm }) => ({
    id, name, active, style, bedroom, bathroom, coverImage, shortTerm,
  }));
  return { items, totalElements };
}

import type { Floorplan } from '@/features/floorplans/types';
import type { BusRoute, LeasingOffice, Property } from '@/features/properties/types';
import type { Queryable } from '../database';
import { findFloorplans } from './floorplans';
import { groupBy, loadOwned } from './owned';

const PROPERTY_COLUMNS = `
  p.id, p.name, p.active, p.lease_type AS "leaseType", p.address, p.zipcode, p.phone,
  p.leasing_office_type AS "leasingOfficeType", p.cover_image AS "coverImage", p.rating, p.rating_link AS "ratingLink",
  o.name AS "officeName", o.address AS "officeAddress", o.zipcode AS "officeZipcode", o.phone AS "officePhone",
  o.office_hours AS "officeHours", o.direction, o.office_map AS "officeMap", o.office_image AS "officeImage",
  o.office_image_description AS "officeImageDescription"`;

type PropertyRow = Omit<Property, 'busRoutes' | 'leasingOffice' | 'floorplans'> &
  Omit<LeasingOffice, 'name' | 'address' | 'zipcode' | 'phone'> & {
    officeName: string | null;
    officeAddress: string;
    officeZipcode: string;
    officePhone: string;
  };

const BUS_ROUTES = `
  SELECT property_id AS "ownerId", bus_route AS "busRoute", bus_route_link AS "busRouteLink"
  FROM bus_routes WHERE property_id = ANY($1::int[]) ORDER BY sort_order, id`;

async function selectProperties(q: Queryable, where: string, params: unknown[]): Promise<Property[]> {
  const rows = await q.query<PropertyRow>(
    `SELECT ${PROPERTY_COLUMNS} FROM properties p LEFT JOIN leasing_offices o ON o.id = p.leasing_office_id ${where} ORDER BY p.id`,
    params,
  );
  const busRoutes = await loadOwned<BusRoute>(q, BUS_ROUTES, rows.map((row) => row.id));
  return rows.map((row) => {
    const { officeName, officeAddress, officeZipcode, officePhone, officeHours, direction, officeMap, officeImage, officeImageDescription, ...property } = row;
    const leasingOffice: LeasingOffice | null =
      officeName === null
        ? null
        : { name: officeName, address: officeAddress, zipcode: officeZipcode, phone: officePhone, officeHours, direction, officeMap, officeImage, officeImageDescription };
    return { ...property, busRoutes: busRoutes.get(row.id) ?? [], leasingOffice };
  });
}

/** `properties/{id}?projection=details`: one property without its floor plans. */
export async function findProperty(q: Queryable, id: number): Promise<Property | undefined> {
  return (await selectProperties(q, 'WHERE p.id = $1', [id]))[0];
}

/** The communities the site lists (spec section 7, `properties/filter`): active, YEARLY, and not a garage. */
const LISTED_COMMUNITY = `p.active AND p.lease_type = 'YEARLY' AND p.name NOT ILIKE '%garage%'`;

/**
 * `properties/filter` (spec section 7): active YEARLY properties whose name lacks 'garage' (any case), each with its
 * active floor plans, and each of those with its active units.
 */
export async function findFilteredProperties(q: Queryable): Promise<Property[]> {
  const properties = await selectProperties(q, `WHERE ${LISTED_COMMUNITY}`, []);
  const { items } = await findFloorplans(q, { propertyIds: properties.map((property) => property.id), activeWithActiveUnits: true });
  const byProperty = groupBy(items, (plan: Floorplan) => plan.property.id);
  return properties.map((property) => ({ ...property, floorplans: byProperty.get(property.id) ?? [] }));
}

export async function propertyExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM properties WHERE id = $1', [id])).length > 0;
}

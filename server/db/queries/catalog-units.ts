import type { CatalogCommunity, EditableUnit, UnitFields } from '@/features/staff/catalogEdits';
import type { Queryable } from '../database';

/** A unit as the office edits it (catalogEdits.ts), with its floor plan's name; `u` units, `f` floor plans. */
const EDITABLE_UNIT = `u.id, u.floorplan_id AS "floorplanId", f.name AS "floorplanName", u.version, u.active, u.available,
  u.move_in_date AS "moveInDate", u.availability_extension_months AS "availabilityExtensionMonths", u.rent, u.deposit,
  u.square_foot AS "squareFoot", u.allowed_pet AS "allowedPet", u.pet_policy AS "petPolicy"`;

/** Issue 23: every community with its number of units, by name (the editor's picker). */
export function findCatalogCommunities(q: Queryable): Promise<CatalogCommunity[]> {
  return q.query<CatalogCommunity>(
    `SELECT p.id, p.name, count(u.id)::int AS units
     FROM properties p LEFT JOIN floorplans f ON f.property_id = p.id LEFT JOIN units u ON u.floorplan_id = f.id
     GROUP BY p.id ORDER BY p.name, p.id`,
  );
}

/** The name of community `id`, if there is one. */
export async function findCommunityName(q: Queryable, id: number): Promise<string | undefined> {
  const [row] = await q.query<{ name: string }>('SELECT name FROM properties WHERE id = $1', [id]);
  return row?.name;
}

/** A community's units, by floor plan name, then unit id. */
export function findCommunityUnits(q: Queryable, communityId: number): Promise<EditableUnit[]> {
  return q.query<EditableUnit>(
    `SELECT ${EDITABLE_UNIT} FROM units u JOIN floorplans f ON f.id = u.floorplan_id WHERE f.property_id = $1 ORDER BY f.name, u.id`,
    [communityId],
  );
}

/**
 * The units of `ids` that exist, by id. With `lock`, each is locked for the caller's transaction (in id order, so two
 * writers of overlapping units never wait on each other in a circle): a version read under the lock stays true until
 * the write.
 */
export function findUnitsById(q: Queryable, ids: readonly number[], options: { lock?: boolean } = {}): Promise<EditableUnit[]> {
  return q.query<EditableUnit>(
    `SELECT ${EDITABLE_UNIT} FROM units u JOIN floorplans f ON f.id = u.floorplan_id WHERE u.id = ANY($1::int[])
     ORDER BY u.id ${options.lock ? 'FOR UPDATE OF u' : ''}`,
    [ids],
  );
}

/** A unit to write: its new fields and the version they were worked out from. */
export interface UnitWrite {
  id: number;
  version: number;
  fields: UnitFields;
}

/**
 * Writes every unit of `writes` in one statement, each only if it is still at its version (the database decides);
 * the version trigger (migration 050) moves each version on. The ids written come back.
 */
export async function updateUnitsAtVersion(q: Queryable, writes: readonly UnitWrite[]): Promise<number[]> {
  if (writes.length === 0) return [];
  const column = <T>(read: (write: UnitWrite) => T) => writes.map(read);
  const rows = await q.query<{ id: number }>(
    `UPDATE units u SET active = w.active, available = w.available, move_in_date = w.move_in_date,
       availability_extension_months = w.extension_months, rent = w.rent, deposit = w.deposit, square_foot = w.square_foot,
       allowed_pet = w.allowed_pet, pet_policy = w.pet_policy
     FROM unnest($1::int[], $2::int[], $3::bool[], $4::bool[], $5::date[], $6::int[], $7::int[], $8::int[], $9::int[], $10::text[], $11::text[])
       AS w(id, version, active, available, move_in_date, extension_months, rent, deposit, square_foot, allowed_pet, pet_policy)
     WHERE u.id = w.id AND u.version = w.version
     RETURNING u.id`,
    [
      column((w) => w.id),
      column((w) => w.version),
      column((w) => w.fields.active),
      column((w) => w.fields.available),
      column((w) => w.fields.moveInDate),
      column((w) => w.fields.availabilityExtensionMonths),
      column((w) => w.fields.rent),
      column((w) => w.fields.deposit),
      column((w) => w.fields.squareFoot),
      column((w) => w.fields.allowedPet),
      column((w) => w.fields.petPolicy),
    ],
  );
  return rows.map((row) => row.id);
}

/** A unit as the CSV export writes it: the editable unit with its community's name. */
export interface UnitExportRow extends EditableUnit {
  communityName: string;
}

/** Every unit (or those of one community), by community name, floor plan name and unit id. */
export function findUnitsForExport(q: Queryable, communityId?: number): Promise<UnitExportRow[]> {
  return q.query<UnitExportRow>(
    `SELECT ${EDITABLE_UNIT}, p.name AS "communityName"
     FROM units u JOIN floorplans f ON f.id = u.floorplan_id JOIN properties p ON p.id = f.property_id
     ${communityId === undefined ? '' : 'WHERE p.id = $1'}
     ORDER BY p.name, p.id, f.name, u.id`,
    communityId === undefined ? [] : [communityId],
  );
}

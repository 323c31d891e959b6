import type { CommunityFields, EditableCommunity } from '@/features/staff/communityEdits';
import type { BusRoute } from '@/features/properties/types';
import type { Queryable } from '../database';

/**
 * Issue 23: a community as the office edits it, with its leasing office and bus routes. The community's version
 * (migration 050) covers all three: a write that changes only the office or the routes moves it on explicitly.
 */

const COMMUNITY_COLUMNS = `p.id, p.name, p.version, p.phone, p.leasing_office_type AS "leasingOfficeType", o.name AS "officeName",
  o.office_hours AS "officeHours", o.direction, p.rating, p.rating_link AS "ratingLink",
  coalesce((SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.id) FROM properties s
     WHERE s.leasing_office_id = p.leasing_office_id AND s.id <> p.id), '[]'::json) AS "officeSharedWith",
  coalesce((SELECT json_agg(json_build_object('busRoute', b.bus_route, 'busRouteLink', b.bus_route_link) ORDER BY b.sort_order, b.id)
     FROM bus_routes b WHERE b.property_id = p.id), '[]'::json) AS "busRoutes"`;

export async function findEditableCommunity(q: Queryable, id: number): Promise<EditableCommunity | undefined> {
  const rows = await q.query<EditableCommunity>(`SELECT ${COMMUNITY_COLUMNS} FROM properties p LEFT JOIN leasing_offices o ON o.id = p.leasing_office_id WHERE p.id = $1`, [id]);
  return rows[0];
}

/**
 * Locks what a change of community `id` may write, always in the same order (its leasing office, then the community),
 * so two changes through two communities of one office wait for each other instead of deadlocking; returns the
 * community as it is under the lock.
 */
export async function lockEditableCommunity(q: Queryable, id: number): Promise<EditableCommunity | undefined> {
  await q.query('SELECT o.id FROM leasing_offices o JOIN properties p ON p.leasing_office_id = o.id WHERE p.id = $1 FOR UPDATE OF o', [id]);
  await q.query('SELECT id FROM properties WHERE id = $1 FOR UPDATE', [id]);
  return findEditableCommunity(q, id);
}

/**
 * Writes `fields` on community `id` if it is still at `version`, moving its version on (false: it is not, nothing
 * written). Office fields go to its leasing office and move on the version of every other community the office
 * serves; bus routes replace the community's list. Call it only with fields that differ from what is stored.
 */
export async function updateCommunityAtVersion(q: Queryable, id: number, version: number, fields: Partial<CommunityFields>): Promise<boolean> {
  const params: unknown[] = [id, version];
  const own: [keyof CommunityFields, string][] = [
    ['phone', 'phone'],
    ['leasingOfficeType', 'leasing_office_type'],
    ['rating', 'rating'],
    ['ratingLink', 'rating_link'],
  ];
  const sets = own.filter(([field]) => fields[field] !== undefined).map(([field, column]) => `${column} = $${params.push(fields[field])}`);
  const rows = await q.query<{ officeId: number | null }>(
    `UPDATE properties SET ${[...sets, 'version = version + 1'].join(', ')} WHERE id = $1 AND version = $2 RETURNING leasing_office_id AS "officeId"`,
    params,
  );
  if (rows.length !== 1) return false;
  const { officeId } = rows[0];
  if (officeId !== null && (fields.officeHours !== undefined || fields.direction !== undefined)) {
    await q.query('UPDATE leasing_offices SET office_hours = coalesce($2, office_hours), direction = coalesce($3, direction) WHERE id = $1', [
      officeId,
      fields.officeHours ?? null,
      fields.direction ?? null,
    ]);
    await q.query('UPDATE properties SET version = version + 1 WHERE leasing_office_id = $1 AND id <> $2', [officeId, id]);
  }
  if (fields.busRoutes) await replaceBusRoutes(q, id, fields.busRoutes);
  return true;
}

async function replaceBusRoutes(q: Queryable, id: number, routes: readonly BusRoute[]): Promise<void> {
  await q.query('DELETE FROM bus_routes WHERE property_id = $1', [id]);
  if (routes.length === 0) return;
  await q.query(
    `INSERT INTO bus_routes (property_id, bus_route, bus_route_link, sort_order)
     SELECT $1, route, link, position FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS r(route, link, position)`,
    [id, routes.map((route) => route.busRoute), routes.map((route) => route.busRouteLink)],
  );
}

import { expect } from 'vitest';
import type { Asset } from '@/features/gallery/types';
import type { EditableUnit } from '@/features/staff/catalogEdits';
import type { HalCollection } from '@/lib/hal';
import type { Queryable } from '../db/database';
import { findUnitsById } from '../db/queries/catalog-units';
import { startTestApi, type TestApi } from './api';
import { signedInStaff, type SignedInTestStaff } from './staff';

/** Issue 23 tests: a unit as the editor reads it, straight from the database. */
export async function storedUnit(q: Queryable, id: number): Promise<EditableUnit> {
  const [unit] = await findUnitsById(q, [id]);
  if (!unit) throw new Error(`no unit ${id}`);
  return unit;
}

/** The ids of `count` units of community `communityId`, in id order. */
export async function unitIdsOf(q: Queryable, communityId: number, count: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    'SELECT u.id FROM units u JOIN floorplans f ON f.id = u.floorplan_id WHERE f.property_id = $1 ORDER BY u.id LIMIT $2',
    [communityId, count],
  );
  if (rows.length < count) throw new Error(`community ${communityId} has fewer than ${count} units`);
  return rows.map((row) => row.id);
}

/** The audit entries of `action` on `target`, oldest first. */
export function auditEntriesOf(q: Queryable, action: string, target: string): Promise<{ id: number; actorId: number; before: unknown; after: unknown }[]> {
  return q.query('SELECT id, actor_id AS "actorId", before, after FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id', [action, target]);
}

/**
 * A community of its own with one floor plan and `units` units (ids from `firstUnitId`), every unit listed, available
 * and at version 0: what a large import is measured on. Returns the community's id.
 */
export async function seedCommunityWithUnits(q: Queryable, { communityId, floorplanId, firstUnitId, units }: { communityId: number; floorplanId: number; firstUnitId: number; units: number }): Promise<number> {
  await q.query(`INSERT INTO properties (id, name, active, lease_type, address, zipcode, phone, leasing_office_type)
     VALUES ($1::int, 'Import Towers ' || $1::int, true, 'YEARLY', '1 Test St', '47401', '8125550100', 'ON_SITE')`, [communityId]);
  await q.query(
    `INSERT INTO floorplans (id, property_id, name, active, featured, bedroom, bathroom, style, address, zipcode)
     VALUES ($1, $2, 'Import Plan', true, false, 1, 1, 'APARTMENT', '1 Test St', '47401')`,
    [floorplanId, communityId],
  );
  await q.query(
    `INSERT INTO units (id, floorplan_id, active, rent, deposit, square_foot, move_in_date, availability_extension_months, address, zipcode, allowed_pet, pet_policy)
     SELECT $2 + i, $1, true, 800 + i % 400, 400, 500 + i % 300, date '2026-12-01' + i % 90, i % 3, '1 Test St Apt ' || i, '47401',
            (ARRAY['CAT', 'NO_PET', NULL])[1 + i % 3], CASE WHEN i % 7 = 0 THEN '=Ask the office' END
     FROM generate_series(0, $3::int - 1) AS i`,
    [floorplanId, firstUnitId, units],
  );
  return communityId;
}

/** A unit as the public site's JSON shows it (`api/data/floorplans/{id}`), or undefined when the plan lists it not. */
export async function publicUnit(api: TestApi, floorplanId: number, unitId: number): Promise<{ active: boolean; rent: number } | undefined> {
  const plan = (await api.app.inject({ url: `/api/data/floorplans/${floorplanId}` })).json<{ units: { id: number; active: boolean; rent: number }[] }>();
  return plan.units.find((unit) => unit.id === unitId);
}

/** Whether a community's list of plans with their offered units (`properties/{id}/floorplans/filter`) offers the unit. */
export async function offeredByCommunity(api: TestApi, communityId: number, unitId: number): Promise<boolean> {
  const body = (await api.app.inject({ url: `/api/data/properties/${communityId}/floorplans/filter` })).json<{ _embedded: { floorplans: { units: { id: number }[] }[] } }>();
  return body._embedded.floorplans.some((plan) => plan.units.some((unit) => unit.id === unitId));
}

/** The photo folder of floor plan `plan`, straight from the database. */
export async function planPhotosFolder(q: Queryable, plan: number): Promise<string> {
  const [{ folder }] = await q.query<{ folder: string }>('SELECT photos_folder_id AS folder FROM floorplans WHERE id = $1', [plan]);
  return folder;
}

/** The ids of the plan's photos the site shows (`api/data/assets/{folder}`), in the site's order. */
export async function publicPlanPhotos(api: TestApi, plan: number): Promise<string[]> {
  const assets = (await api.app.inject(`/api/data/assets/${await planPhotosFolder(api.db, plan)}`)).json<HalCollection<'assets', Asset>>();
  return assets._embedded.assets.map((asset) => asset.id);
}

/**
 * A public read after a catalog write, tried again for up to 1 s: on PGlite the catalog notice is heard before the
 * write answers, so the first read already shows the change; on PostgreSQL it travels through the listening
 * connection and is heard within milliseconds of the commit.
 */
export const afterTheNotice = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 1_000, interval: 20 });

/**
 * Issue 23 route tests: the app with its catalog cache kept for a minute (so only the catalog's change notice can make
 * a change show at once), a leasing agent and an admin signed in.
 */
export async function startCatalogEditing(): Promise<{ api: TestApi; leasing: SignedInTestStaff; admin: SignedInTestStaff }> {
  const api = await startTestApi({ catalogCacheMs: 60_000 });
  return { api, leasing: await signedInStaff(api, 'leasing', 'Dana Agent'), admin: await signedInStaff(api, 'admin', 'Alex Admin') };
}

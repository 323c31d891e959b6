import type { EditablePlan, EditableWebSpecial, PlanSummary, PlanWrite, WebSpecialFields } from '@/features/staff/planEdits';
import type { PlanAmenityRef, PlanFeatureChoices, PlanUtilityRef } from '@/features/staff/planFeatures';
import type { Queryable } from '../database';

/**
 * Issue 23: the floor plans and their web specials as the office edits them. A plan's version is moved on by the
 * database (migration 050) whenever its row really changes; an update names the version it was made from.
 */

const WEB_SPECIAL_COLUMNS = `w.id, w.version, w.description, to_char(w.start_date, 'YYYY-MM-DD') AS "startDate", to_char(w.end_date, 'YYYY-MM-DD') AS "endDate"`;

const PLAN_COLUMNS = `f.id, f.property_id AS "communityId", p.name AS "communityName", f.version, f.name, f.description, f.featured,
  f.active, f.allowed_pet AS "allowedPet", f.pet_policy AS "petPolicy", f.special_rent AS "specialRent",
  to_char(f.special_rent_start_date, 'YYYY-MM-DD') AS "specialRentStartDate",
  to_char(f.special_rent_end_date, 'YYYY-MM-DD') AS "specialRentEndDate", f.virtual_tour_link AS "virtualTourLink",
  f.video_tour_link AS "videoTourLink", f.three_sixty_video_tour_link AS "threeSixtyVideoTourLink", f.html_title AS "htmlTitle",
  coalesce((SELECT json_agg(json_build_object('id', w.id, 'version', w.version, 'description', w.description, 'startDate', to_char(w.start_date, 'YYYY-MM-DD'),
     'endDate', to_char(w.end_date, 'YYYY-MM-DD')) ORDER BY w.start_date, w.id) FROM web_specials w WHERE w.floorplan_id = f.id), '[]'::json) AS "webSpecials",
  coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY fa.position, a.featured DESC, a.id)
     FROM floorplan_amenities fa JOIN amenities a ON a.id = fa.amenity_id WHERE fa.floorplan_id = f.id), '[]'::json) AS amenities,
  coalesce((SELECT json_agg(json_build_object('id', ut.id, 'name', ut.name, 'type', ut.type, 'averageMonthlyBill', fu.average_monthly_bill)
     ORDER BY fu.position, ut.id) FROM floorplan_utilities fu JOIN utilities ut ON ut.id = fu.utility_id WHERE fu.floorplan_id = f.id), '[]'::json) AS utilities`;

/** The columns of each of the plan's own fields a change may set (its lists are rows of their own). */
const PLAN_COLUMN_OF: Record<Exclude<keyof PlanWrite, 'amenities' | 'utilities'>, string> = {
  name: 'name',
  description: 'description',
  featured: 'featured',
  active: 'active',
  allowedPet: 'allowed_pet',
  petPolicy: 'pet_policy',
  specialRent: 'special_rent',
  specialRentStartDate: 'special_rent_start_date',
  specialRentEndDate: 'special_rent_end_date',
  virtualTourLink: 'virtual_tour_link',
  videoTourLink: 'video_tour_link',
  threeSixtyVideoTourLink: 'three_sixty_video_tour_link',
  htmlTitle: 'html_title',
};

/** One plan; `lock` holds its row until the transaction ends (the change reads its before under the lock). */
export async function findEditablePlan(q: Queryable, id: number, options: { lock?: boolean } = {}): Promise<EditablePlan | undefined> {
  const rows = await q.query<EditablePlan>(
    `SELECT ${PLAN_COLUMNS} FROM floorplans f JOIN properties p ON p.id = f.property_id WHERE f.id = $1${options.lock ? ' FOR UPDATE OF f' : ''}`,
    [id],
  );
  return rows[0];
}

/** Every plan, by community and name, with what specials it has. */
export function findPlanSummaries(q: Queryable): Promise<PlanSummary[]> {
  return q.query<PlanSummary>(
    `SELECT f.id, f.name, f.property_id AS "communityId", p.name AS "communityName", f.active, f.special_rent AS "specialRent",
       to_char(f.special_rent_start_date, 'YYYY-MM-DD') AS "specialRentStartDate",
       to_char(f.special_rent_end_date, 'YYYY-MM-DD') AS "specialRentEndDate",
       (SELECT count(*)::int FROM web_specials w WHERE w.floorplan_id = f.id) AS "webSpecials"
     FROM floorplans f JOIN properties p ON p.id = f.property_id ORDER BY p.name, f.name, f.id`,
  );
}

/**
 * Sets the given fields if the plan is still at `version`. false: it is not (or does not exist), nothing written.
 * A change to the values it already has writes nothing the trigger sees as a change, so its version stays; a list
 * is given only when it moved (plan-writes.ts), and moves the plan's version on as its own columns do.
 */
export async function updatePlanAtVersion(q: Queryable, id: number, version: number, fields: Partial<PlanWrite>): Promise<boolean> {
  const { amenities, utilities, ...own } = fields;
  const params: unknown[] = [id, version];
  const sets = Object.entries(own)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => `${PLAN_COLUMN_OF[field as keyof typeof PLAN_COLUMN_OF]} = $${params.push(value)}`);
  if (amenities || utilities) sets.push('version = version + 1');
  const rows = await q.query(`UPDATE floorplans SET ${sets.length ? sets.join(', ') : 'id = id'} WHERE id = $1 AND version = $2 RETURNING id`, params);
  if (rows.length !== 1) return false;
  if (amenities) await replacePlanAmenities(q, id, amenities);
  if (utilities) await replacePlanUtilities(q, id, utilities);
  return true;
}

/** The plan's amenities become `amenities`, in their order (positions 1, 2, 3, ...). */
async function replacePlanAmenities(q: Queryable, id: number, amenities: readonly PlanAmenityRef[]): Promise<void> {
  await q.query('DELETE FROM floorplan_amenities WHERE floorplan_id = $1', [id]);
  await q.query(
    `INSERT INTO floorplan_amenities (floorplan_id, amenity_id, position)
     SELECT $1, amenity, position FROM unnest($2::int[]) WITH ORDINALITY AS a(amenity, position)`,
    [id, amenities.map((amenity) => amenity.id)],
  );
}

/** The plan's utilities become `utilities`, in their order, each with the plan's bill. */
async function replacePlanUtilities(q: Queryable, id: number, utilities: readonly PlanUtilityRef[]): Promise<void> {
  await q.query('DELETE FROM floorplan_utilities WHERE floorplan_id = $1', [id]);
  await q.query(
    `INSERT INTO floorplan_utilities (floorplan_id, utility_id, average_monthly_bill, position)
     SELECT $1, utility, bill, position FROM unnest($2::int[], $3::float8[]) WITH ORDINALITY AS u(utility, bill, position)`,
    [id, utilities.map((utility) => utility.id), utilities.map((utility) => utility.averageMonthlyBill)],
  );
}

/** The catalog's amenities and utilities a plan's lists are picked from, by name. */
export async function findPlanFeatureChoices(q: Queryable): Promise<PlanFeatureChoices> {
  const [amenities, utilities] = await Promise.all([
    q.query<PlanFeatureChoices['amenities'][number]>('SELECT id, name, featured, type FROM amenities ORDER BY name, id'),
    q.query<PlanFeatureChoices['utilities'][number]>('SELECT id, name, type, average_monthly_bill AS "averageMonthlyBill" FROM utilities ORDER BY name, id'),
  ]);
  return { amenities, utilities };
}

/** Which ids of a change's lists name no amenity or utility of the catalog (a 400, not a foreign key's 500). */
export async function unknownPlanFeatures(q: Queryable, fields: Partial<PlanWrite>): Promise<{ amenities: number[]; utilities: number[] }> {
  const unknown = async (table: 'amenities' | 'utilities', ids: number[]) =>
    ids.length === 0
      ? []
      : (await q.query<{ id: number }>(`SELECT id FROM unnest($1::int[]) AS wanted(id) WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id = wanted.id) ORDER BY id`, [ids])).map((row) => row.id);
  return {
    amenities: await unknown('amenities', (fields.amenities ?? []).map((amenity) => amenity.id)),
    utilities: await unknown('utilities', (fields.utilities ?? []).map((utility) => utility.id)),
  };
}

/** A web special with the plan it belongs to; `lock` holds its row. */
export async function findWebSpecial(q: Queryable, id: number, options: { lock?: boolean } = {}): Promise<(EditableWebSpecial & { floorplanId: number }) | undefined> {
  const rows = await q.query<EditableWebSpecial & { floorplanId: number }>(
    `SELECT ${WEB_SPECIAL_COLUMNS}, w.floorplan_id AS "floorplanId" FROM web_specials w WHERE w.id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/**
 * Adds a web special to a plan that exists (undefined when it does not): under `id` when given (an undone removal
 * puts it back where it was; undefined too when that id is taken again), else the next one.
 */
export async function insertWebSpecial(q: Queryable, floorplanId: number, special: WebSpecialFields, id?: number): Promise<EditableWebSpecial | undefined> {
  const rows = await q.query<EditableWebSpecial>(
    `INSERT INTO web_specials AS w (${id === undefined ? '' : 'id, '}floorplan_id, description, start_date, end_date)
     SELECT ${id === undefined ? '' : '$5::int, '}id, $2, $3, $4 FROM floorplans WHERE id = $1
     ON CONFLICT (id) DO NOTHING RETURNING ${WEB_SPECIAL_COLUMNS}`,
    [floorplanId, special.description, special.startDate, special.endDate, ...(id === undefined ? [] : [id])],
  );
  return rows[0];
}

/** Sets a web special's fields if it is still at `version`; undefined: it is not (or is gone), nothing written. */
export async function updateWebSpecialAtVersion(q: Queryable, id: number, version: number, special: WebSpecialFields): Promise<EditableWebSpecial | undefined> {
  const rows = await q.query<EditableWebSpecial>(
    `UPDATE web_specials AS w SET description = $3, start_date = $4, end_date = $5 WHERE w.id = $1 AND w.version = $2 RETURNING ${WEB_SPECIAL_COLUMNS}`,
    [id, version, special.description, special.startDate, special.endDate],
  );
  return rows[0];
}

/** Removes a web special if it is still at `version`; false: it is not (or is gone). */
export async function deleteWebSpecialAtVersion(q: Queryable, id: number, version: number): Promise<boolean> {
  return (await q.query('DELETE FROM web_specials WHERE id = $1 AND version = $2 RETURNING id', [id, version])).length === 1;
}

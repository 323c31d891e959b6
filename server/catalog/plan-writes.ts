import { changedFields } from '@/features/staff/catalogEdits';
import { PLAN_FIELDS, type EditablePlan, type PlanWrite } from '@/features/staff/planEdits';
import type { AuditAction } from '@/features/staff/types';
import type { Queryable } from '../db/database';
import { findEditablePlan, unknownPlanFeatures, updatePlanAtVersion } from '../db/queries/catalog-plans';
import { badRequest } from '../http/errors';
import { recordCatalogChanges, type CatalogWriter } from './writer';

/** An audit entry's target for floor plan `id`. */
export const planTarget = (id: number) => `floorplan ${id}`;

/** The same list, item by item: the ids in order, and each utility's bill. */
const sameItems = (list: readonly object[], other: readonly object[]) => JSON.stringify(list) === JSON.stringify(other);

/** `fields` without a list that names what the plan already has: writing it would move the version for nothing. */
function withoutListsKept(before: EditablePlan, fields: Partial<PlanWrite>): Partial<PlanWrite> {
  const { amenities, utilities, ...own } = fields;
  const amenitiesMoved = amenities && !sameItems(amenities.map(({ id }) => ({ id })), before.amenities.map(({ id }) => ({ id })));
  const utilitiesMoved =
    utilities &&
    !sameItems(
      utilities.map(({ id, averageMonthlyBill }) => ({ id, averageMonthlyBill })),
      before.utilities.map(({ id, averageMonthlyBill }) => ({ id, averageMonthlyBill })),
    );
  return { ...own, ...(amenitiesMoved && { amenities }), ...(utilitiesMoved && { utilities }) };
}

/**
 * Puts `fields` on plan `before` (read under its lock) if it is still at `version`, and records `action` with the fields
 * that moved, before and after (no entry when none did). undefined: the plan moved on, nothing written. A list naming
 * an amenity or a utility the catalog does not have is a 400, not a foreign key's 500: an editor's typo, or an undo of
 * an entry older than an amenity merged away (migration 063).
 */
export async function writePlan(
  tx: Queryable,
  before: EditablePlan,
  version: number,
  fields: Partial<PlanWrite>,
  writer: CatalogWriter,
  action: AuditAction,
): Promise<{ plan: EditablePlan; auditId?: number } | undefined> {
  const unknown = await unknownPlanFeatures(tx, fields);
  if (unknown.amenities.length > 0) throw badRequest(`There is no amenity with id ${unknown.amenities.join(', ')}`);
  if (unknown.utilities.length > 0) throw badRequest(`There is no utility with id ${unknown.utilities.join(', ')}`);
  // The database decides: the change applies only if the plan is still at the version it was made from.
  if (!(await updatePlanAtVersion(tx, before.id, version, withoutListsKept(before, fields)))) return undefined;
  const plan = (await findEditablePlan(tx, before.id))!;
  const changed = changedFields(before, plan, PLAN_FIELDS);
  if (!changed) return { plan };
  const [auditId] = await recordCatalogChanges(tx, writer, action, [{ target: planTarget(before.id), ...changed }]);
  return { plan, auditId };
}

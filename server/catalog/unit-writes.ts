import { changedFields, UNIT_FIELDS, type EditableUnit, type UnitFields } from '@/features/staff/catalogEdits';
import type { AuditAction } from '@/features/staff/types';
import type { Queryable } from '../db/database';
import { findUnitsById, updateUnitsAtVersion } from '../db/queries/catalog-units';
import { unitFieldsOf } from './unit-change';
import { recordCatalogChanges, type CatalogWriter } from './writer';

/** An audit entry's target for unit `id` (and back). */
export const unitTarget = (id: number) => `unit ${id}`;

/** The units a change names, locked for the transaction: those found, the ids not found, and those not at the version named. */
export interface LockedUnits {
  units: Map<number, EditableUnit>;
  missing: number[];
  stale: EditableUnit[];
}

/** Locks the units of `wanted` (each with the version the change was made from) and sorts them out. */
export async function lockUnits(tx: Queryable, wanted: readonly { id: number; version: number }[]): Promise<LockedUnits> {
  const units = new Map((await findUnitsById(tx, wanted.map((unit) => unit.id), { lock: true })).map((unit) => [unit.id, unit]));
  return {
    units,
    missing: wanted.filter((unit) => !units.has(unit.id)).map((unit) => unit.id),
    stale: wanted.filter((unit) => units.has(unit.id) && units.get(unit.id)!.version !== unit.version).map((unit) => units.get(unit.id)!),
  };
}

/** Thrown when a unit's version moved between its lock and its write: cannot happen under the lock, never ignored. */
class UnitWriteLost extends Error {}

/**
 * Writes each unit whose fields change (`unit` as locked, `fields` as it should be), in one UPDATE, and records one
 * audit entry per written unit with only the fields that moved, in one INSERT. A unit whose fields do not change is
 * neither written nor audited (its version stays). Returns the ids written and the ids of their audit entries.
 */
export async function writeUnits(
  tx: Queryable,
  edits: readonly { unit: EditableUnit; fields: UnitFields }[],
  writer: CatalogWriter,
  action: AuditAction = 'unit-change',
): Promise<{ written: number[]; auditIds: number[] }> {
  const changes = edits.flatMap(({ unit, fields }) => {
    const moved = changedFields(unitFieldsOf(unit), fields, UNIT_FIELDS);
    return moved ? [{ unit, fields, moved }] : [];
  });
  const written = await updateUnitsAtVersion(tx, changes.map(({ unit, fields }) => ({ id: unit.id, version: unit.version, fields })));
  if (written.length !== changes.length) throw new UnitWriteLost(`${changes.length - written.length} units changed while locked`);
  const auditIds = await recordCatalogChanges(tx, writer, action, changes.map(({ unit, moved }) => ({ target: unitTarget(unit.id), ...moved })));
  return { written, auditIds };
}

import { UNIT_FIELDS } from '@/features/staff/catalogEdits';
import type { AuditAction, AuditEntry, AuditRevertConflict } from '@/features/staff/types';
import type { Database, Queryable } from '../db/database';
import { findAuditEntry } from '../db/queries/audit-entries';
import { findUnitsById } from '../db/queries/catalog-units';
import { badRequest, found, notFound } from '../http/errors';
import { unitFieldsOf } from './unit-change';
import { writeUnits, type UnitWriter } from './unit-writes';

/**
 * How the records of one kind are read and written back by a revert. `kind` is the first word of an audit entry's
 * target ('unit 12'); `fields` are the names its entries' before/after may hold.
 */
export interface RevertibleKind {
  kind: string;
  fields: readonly string[];
  /** The record as it is now, locked for the transaction; undefined when it no longer exists. */
  read(tx: Queryable, id: number): Promise<Record<string, unknown> | undefined>;
  /** Puts `values` on `current` and records the `catalog-revert` entry; returns its id. */
  write(tx: Queryable, current: Record<string, unknown>, values: Record<string, unknown>, writer: UnitWriter): Promise<number>;
}

const units: RevertibleKind = {
  kind: 'unit',
  fields: UNIT_FIELDS,
  async read(tx, id) {
    const [unit] = await findUnitsById(tx, [id], { lock: true });
    return unit as unknown as Record<string, unknown> | undefined;
  },
  async write(tx, current, values, writer) {
    const unit = current as unknown as Parameters<typeof unitFieldsOf>[0];
    const { auditIds } = await writeUnits(tx, [{ unit, fields: { ...unitFieldsOf(unit), ...values } }], writer, 'catalog-revert');
    return auditIds[0];
  },
};

/**
 * Issue 23: which audit actions can be undone, and the kind of record each changed. The floor plan and community
 * edits add theirs here ('floorplan-change': floorplans, ...). A `catalog-revert` is undone through its target's kind.
 */
export const REVERTIBLE_ACTIONS: Partial<Record<AuditAction, RevertibleKind>> = {
  'unit-change': units,
};

const kindOf = (entry: AuditEntry): RevertibleKind | undefined => {
  if (entry.action !== 'catalog-revert') return REVERTIBLE_ACTIONS[entry.action as AuditAction];
  const kind = entry.target?.split(' ')[0];
  return Object.values(REVERTIBLE_ACTIONS).find((revertible) => revertible.kind === kind);
};

const isFieldMap = (value: unknown, fields: readonly string[]): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0 && Object.keys(value).every((field) => fields.includes(field));

/** JSON values compared as JSON (dates are strings on both sides). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Puts back the `before` values of audit entry `entryId` on its target, if the target still holds the entry's
 * `after` values (else a conflict with the target as it is now, and nothing written); logged as `catalog-revert` with
 * its own before and after, the new entry returned.
 */
export async function revertEntry(db: Database, entryId: number, writer: UnitWriter): Promise<{ entry: AuditEntry } | { conflict: AuditRevertConflict }> {
  const entry = found(await findAuditEntry(db, entryId), `No audit entry with id ${entryId}`);
  const revertible = kindOf(entry);
  const id = Number(/^\w+ (\d{1,9})$/.exec(entry.target ?? '')?.[1]);
  if (!revertible || !Number.isInteger(id) || !isFieldMap(entry.before, revertible.fields) || !isFieldMap(entry.after, revertible.fields)) {
    throw badRequest('This entry cannot be undone');
  }
  const { before, after } = entry;
  const outcome = await db.transaction(async (tx) => {
    const current = await revertible.read(tx, id);
    const target = `${entry.target![0].toUpperCase()}${entry.target!.slice(1)}`;
    if (!current) throw notFound(`${target} no longer exists`);
    if (!Object.keys(after).every((field) => same(current[field], after[field]))) {
      const message = `${target} has been changed again since this entry: here it is as it is now. Undo the later change first, or edit it by hand.`;
      return { conflict: { message, current } };
    }
    return { revertId: await revertible.write(tx, current, before, writer) };
  });
  if (outcome.conflict) return { conflict: outcome.conflict };
  return { entry: (await findAuditEntry(db, outcome.revertId))! };
}

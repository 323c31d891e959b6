import { UNIT_FIELDS } from '@/features/staff/catalogEdits';
import { COMMUNITY_FIELDS, type EditableCommunity } from '@/features/staff/communityEdits';
import { HOME_SPECIAL_FIELDS, PLAN_FIELDS, WEB_SPECIAL_FIELDS, type EditableHomeSpecial, type EditablePlan } from '@/features/staff/planEdits';
import { revertibleActionOf, type AuditEntry, type AuditRevertConflict, type RevertibleAuditAction } from '@/features/staff/types';
import type { Database, Queryable } from '../db/database';
import { findAuditEntry } from '../db/queries/audit-entries';
import { lockEditableCommunity } from '../db/queries/catalog-communities';
import { findEditablePlan } from '../db/queries/catalog-plans';
import { findUnitsById } from '../db/queries/catalog-units';
import { badRequest, found, notFound } from '../http/errors';
import { writeCommunity } from './community-writes';
import { PHOTO_CHANGE_FIELDS, photoAsUploaded, readPlanPhotos, readUploadedPhoto, removeUploadedPhoto, UPLOAD_FIELDS, writePlanPhotos } from './photo-revert';
import { writePlan } from './plan-writes';
import {
  addHomeSpecial,
  addWebSpecial,
  changeHomeSpecial,
  changeWebSpecial,
  homeSpecialFieldsOf,
  lockHomeSpecial,
  lockWebSpecial,
  removeHomeSpecial,
  removeWebSpecial,
  webSpecialFieldsOf,
  type LockedWebSpecial,
} from './special-writes';
import { unitFieldsOf } from './unit-change';
import { writeUnits } from './unit-writes';
import type { CatalogWriter } from './writer';

/** How the records of one kind are read and written back by a revert; `fields` are the names its entries may hold. */
export interface RevertibleKind {
  /** What the office calls one, as a message names it: 'Floor plan 4', not the audit target's 'floorplan 4'. */
  label: string;
  fields: readonly string[];
  /**
   * The record as it is now, locked for the transaction; undefined when it no longer exists. `like`: the entry's
   * values, for a kind whose entries speak of different parts of it (a plan's photos).
   */
  read(tx: Queryable, id: number, like: Record<string, unknown>): Promise<Record<string, unknown> | undefined>;
  /** Puts `values` on `current` and records the `catalog-revert` entry; returns its id. None: a kind only added (an upload). */
  write?(tx: Queryable, current: Record<string, unknown>, values: Record<string, unknown>, writer: CatalogWriter): Promise<number>;
  /**
   * For records the office adds and removes (the specials, a photo's upload), whose entries hold all of `fields`: removes
   * `current`, or puts one back under its own id with `values` (undefined: it cannot be, its id or its floor plan is
   * gone), each recording the `catalog-revert` entry (an upload's removal: `floorplan-photo-upload-undone`); returns its id.
   */
  remove?(tx: Queryable, current: Record<string, unknown>, writer: CatalogWriter): Promise<number>;
  restore?(tx: Queryable, id: number, values: Record<string, unknown>, writer: CatalogWriter): Promise<number | undefined>;
  /**
   * For an addition whose entry logs less than what the record was left with (an upload: the photo and where it went,
   * not that it was not the cover): the values an undo finds unchanged before it removes the record.
   */
  asAdded?(after: Record<string, unknown>): Record<string, unknown>;
}

/** Thrown when a revert's write moved nothing or lost its lock: it put back values that differ, under the lock. */
class RevertLost extends Error {}
const written = (auditId: number | undefined): number => {
  if (auditId === undefined) throw new RevertLost('the revert wrote nothing');
  return auditId;
};

const units: RevertibleKind = {
  label: 'Unit',
  fields: UNIT_FIELDS,
  async read(tx, id) {
    const [unit] = await findUnitsById(tx, [id], { lock: true });
    return unit as unknown as Record<string, unknown> | undefined;
  },
  async write(tx, current, values, writer) {
    const unit = current as unknown as Parameters<typeof unitFieldsOf>[0];
    const { auditIds } = await writeUnits(tx, [{ unit, fields: { ...unitFieldsOf(unit), ...values } }], writer, 'catalog-revert');
    return written(auditIds[0]);
  },
};

const plans: RevertibleKind = {
  label: 'Floor plan',
  fields: PLAN_FIELDS,
  read: async (tx, id) => (await findEditablePlan(tx, id, { lock: true })) as unknown as Record<string, unknown> | undefined,
  async write(tx, current, values, writer) {
    const plan = current as unknown as EditablePlan;
    return written((await writePlan(tx, plan, plan.version, values, writer, 'catalog-revert'))?.auditId);
  },
};

const communities: RevertibleKind = {
  label: 'Community',
  fields: COMMUNITY_FIELDS,
  read: async (tx, id) => (await lockEditableCommunity(tx, id)) as unknown as Record<string, unknown> | undefined,
  write: async (tx, current, values, writer) => written((await writeCommunity(tx, current as unknown as EditableCommunity, values, writer, 'catalog-revert')).auditId),
};

const homeSpecials: RevertibleKind = {
  label: 'Home-page special',
  fields: HOME_SPECIAL_FIELDS,
  read: async (tx, id) => (await lockHomeSpecial(tx, id)) as unknown as Record<string, unknown> | undefined,
  async write(tx, current, values, writer) {
    const special = current as unknown as EditableHomeSpecial;
    return written((await changeHomeSpecial(tx, special, { ...homeSpecialFieldsOf(special), ...values }, writer, 'catalog-revert')).auditId);
  },
  remove: (tx, current, writer) => removeHomeSpecial(tx, current as unknown as EditableHomeSpecial, writer, 'catalog-revert'),
  restore: async (tx, id, values, writer) => (await addHomeSpecial(tx, values as unknown as EditableHomeSpecial, writer, 'catalog-revert', id))?.auditId,
};

const webSpecials: RevertibleKind = {
  label: 'Web special',
  fields: ['floorplanId', ...WEB_SPECIAL_FIELDS],
  read: async (tx, id) => (await lockWebSpecial(tx, id)) as unknown as Record<string, unknown> | undefined,
  async write(tx, current, values, writer) {
    const special = current as unknown as LockedWebSpecial;
    return written((await changeWebSpecial(tx, special, { ...webSpecialFieldsOf(special), ...values }, writer, 'catalog-revert')).auditId);
  },
  remove: (tx, current, writer) => removeWebSpecial(tx, current as unknown as LockedWebSpecial, writer, 'catalog-revert'),
  async restore(tx, id, values, writer) {
    const { floorplanId, ...fields } = values as unknown as ReturnType<typeof webSpecialFieldsOf>;
    return (await addWebSpecial(tx, floorplanId, fields, writer, 'catalog-revert', id))?.auditId;
  },
};

const planPhotos: RevertibleKind = { label: 'Floor plan', fields: PHOTO_CHANGE_FIELDS, read: readPlanPhotos, write: writePlanPhotos };

/** An upload: only ever removed, by its undo (which cannot be undone: the photo is deleted). */
const uploadedPhotos: RevertibleKind = {
  label: 'The photo of floor plan',
  fields: UPLOAD_FIELDS,
  read: readUploadedPhoto,
  remove: async (tx, current, writer) => written(await removeUploadedPhoto(tx, current, writer)),
  asAdded: photoAsUploaded,
};

/**
 * Issue 23: how each revertible action's records are put back. Which actions those are is the seam's
 * REVERTIBLE_AUDIT_ACTIONS (the audit page offers Undo on the same list); the type makes this map name every one.
 */
export const REVERTIBLE_ACTIONS: Record<RevertibleAuditAction, RevertibleKind> = {
  'unit-change': units,
  'floorplan-change': plans,
  'community-change': communities,
  'home-special-change': homeSpecials,
  'home-special-added': homeSpecials,
  'home-special-removed': homeSpecials,
  'web-special-changed': webSpecials,
  'web-special-added': webSpecials,
  'web-special-removed': webSpecials,
  'floorplan-photo-changed': planPhotos,
  'floorplan-photo-added': uploadedPhotos,
};

const isFieldMap = (value: unknown, fields: readonly string[]): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0 && Object.keys(value).every((field) => fields.includes(field));

/** JSON values compared as JSON (dates are strings on both sides). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an entry did to its record, by what it holds: a change (before and after, the fields that moved), an addition
 * (after alone, all the fields) or a removal (before alone, all the fields). undefined: nothing an undo can read.
 */
function entryShape(entry: AuditEntry, kind: RevertibleKind) {
  const { before, after } = entry;
  const whole = (values: Record<string, unknown>) => kind.fields.every((field) => field in values);
  if (isFieldMap(before, kind.fields) && isFieldMap(after, kind.fields) && kind.write) return { change: { before, after } };
  if (before == null && isFieldMap(after, kind.fields) && whole(after) && kind.remove) return { added: after };
  if (after == null && isFieldMap(before, kind.fields) && whole(before) && kind.restore) return { removed: before };
  return undefined;
}

/**
 * Undoes audit entry `entryId` on its target, if the target is still as the entry left it (else a conflict with the
 * target as it is now, and nothing written): a change's `before` values put back, an added record removed, a removed
 * one put back under its own id. Logged as `catalog-revert` (an upload's undo as `floorplan-photo-upload-undone`, which
 * cannot be undone) with its own before and after, the new entry returned.
 */
export async function revertEntry(db: Database, entryId: number, writer: CatalogWriter): Promise<{ entry: AuditEntry } | { conflict: AuditRevertConflict }> {
  const entry = found(await findAuditEntry(db, entryId), `No audit entry with id ${entryId}`);
  const action = revertibleActionOf(entry);
  const revertible = action && REVERTIBLE_ACTIONS[action];
  const id = Number(/^[\w-]+ (\d{1,9})$/.exec(entry.target ?? '')?.[1]);
  const shape = revertible && Number.isInteger(id) ? entryShape(entry, revertible) : undefined;
  if (!revertible || !shape) throw badRequest('This entry cannot be undone');
  const outcome = await db.transaction(async (tx) => {
    const current = await revertible.read(tx, id, shape.removed ?? shape.added ?? shape.change.after);
    const target = `${revertible.label} ${id}`;
    if (shape.removed) {
      if (current) return { conflict: { message: `${target} is back already: here it is as it is now.`, current } };
      const revertId = await revertible.restore!(tx, id, shape.removed, writer);
      if (revertId === undefined) return { conflict: { message: `${target} cannot be put back: its floor plan or its id is no longer free.`, current: null } };
      return { revertId };
    }
    if (!current) throw notFound(`${target} no longer exists`);
    const left = shape.added ? (revertible.asAdded?.(shape.added) ?? shape.added) : shape.change.after;
    if (!Object.keys(left).every((field) => same(current[field], left[field]))) {
      const message = `${target} has been changed again since this entry: here it is as it is now. Undo the later change first, or edit it by hand.`;
      return { conflict: { message, current } };
    }
    if (shape.added) return { revertId: await revertible.remove!(tx, current, writer) };
    return { revertId: await revertible.write!(tx, current, shape.change.before, writer) };
  });
  if (outcome.conflict) return { conflict: outcome.conflict };
  return { entry: (await findAuditEntry(db, outcome.revertId))! };
}

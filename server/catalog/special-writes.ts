import { changedFields } from '@/features/staff/catalogEdits';
import { HOME_SPECIAL_FIELDS, WEB_SPECIAL_FIELDS, type EditableHomeSpecial, type EditableWebSpecial, type HomeSpecialFields, type WebSpecialFields } from '@/features/staff/planEdits';
import type { AuditAction } from '@/features/staff/types';
import type { Queryable } from '../db/database';
import { deleteWebSpecialAtVersion, findWebSpecial, insertWebSpecial, updateWebSpecialAtVersion } from '../db/queries/catalog-plans';
import { deleteHomeSpecialAtVersion, findEditableHomeSpecial, insertHomeSpecial, updateHomeSpecialAtVersion } from '../db/queries/home-specials';
import { recordCatalogChanges, type CatalogWriter } from './writer';

/**
 * Issue 23: the specials written with their audit entries, in the caller's transaction, by the routes and by an undo
 * from the audit log alike. A change or removal is given the special as read under its lock; an added special's entry
 * holds all of it (`after`), a removed one's too (`before`), so either can be undone; a change's holds what moved.
 */

/** An audit entry's target for home-page special `id`, and for web special `id`. */
export const homeSpecialTarget = (id: number) => `home-special ${id}`;
export const webSpecialTarget = (id: number) => `web-special ${id}`;

/** A web special as it is locked: with its plan. */
export type LockedWebSpecial = EditableWebSpecial & { floorplanId: number };

/** Thrown when a special moved between its lock and its write: cannot happen under the lock, never ignored. */
class SpecialWriteLost extends Error {}
const lost = (what: string): never => {
  throw new SpecialWriteLost(`${what} changed while locked`);
};

const pick = <T extends object, K extends keyof T>(of: T, fields: readonly K[]) => Object.fromEntries(fields.map((field) => [field, of[field]])) as Pick<T, K>;
/** All a home special's fields, or a web special's with its plan: what an added or removed one's entry keeps. */
export const homeSpecialFieldsOf = (special: EditableHomeSpecial) => pick(special, HOME_SPECIAL_FIELDS);
export const webSpecialFieldsOf = (special: LockedWebSpecial) => ({ floorplanId: special.floorplanId, ...pick(special, WEB_SPECIAL_FIELDS) });

async function record(tx: Queryable, writer: CatalogWriter, action: AuditAction, change: { target: string; before?: unknown; after?: unknown }): Promise<number> {
  const [auditId] = await recordCatalogChanges(tx, writer, action, [change]);
  return auditId;
}

type HomeSpecialValues = Omit<HomeSpecialFields, 'image'> & { image: string | null };

/** Puts `fields` on `current`; the entry (none when nothing moved) holds what moved, before and after. */
export async function changeHomeSpecial(tx: Queryable, current: EditableHomeSpecial, fields: HomeSpecialValues, writer: CatalogWriter, action: AuditAction) {
  if (!(await updateHomeSpecialAtVersion(tx, current.id, current.version, fields))) lost(homeSpecialTarget(current.id));
  const special = (await findEditableHomeSpecial(tx, current.id))!;
  const moved = changedFields(current, special, HOME_SPECIAL_FIELDS);
  return { special, auditId: moved ? await record(tx, writer, action, { target: homeSpecialTarget(current.id), ...moved }) : undefined };
}

/** Adds a special (under `id` when given); undefined when that id is taken. */
export async function addHomeSpecial(tx: Queryable, fields: HomeSpecialValues, writer: CatalogWriter, action: AuditAction, id?: number) {
  const added = await insertHomeSpecial(tx, fields, id);
  if (added === undefined) return undefined;
  const special = (await findEditableHomeSpecial(tx, added))!;
  return { special, auditId: await record(tx, writer, action, { target: homeSpecialTarget(added), after: homeSpecialFieldsOf(special) }) };
}

export async function removeHomeSpecial(tx: Queryable, current: EditableHomeSpecial, writer: CatalogWriter, action: AuditAction): Promise<number> {
  if (!(await deleteHomeSpecialAtVersion(tx, current.id, current.version))) lost(homeSpecialTarget(current.id));
  return record(tx, writer, action, { target: homeSpecialTarget(current.id), before: homeSpecialFieldsOf(current) });
}

export async function changeWebSpecial(tx: Queryable, current: LockedWebSpecial, fields: WebSpecialFields, writer: CatalogWriter, action: AuditAction) {
  const special = (await updateWebSpecialAtVersion(tx, current.id, current.version, fields)) ?? lost(webSpecialTarget(current.id));
  const moved = changedFields<EditableWebSpecial, (typeof WEB_SPECIAL_FIELDS)[number]>(current, special, WEB_SPECIAL_FIELDS);
  return { special, auditId: moved ? await record(tx, writer, action, { target: webSpecialTarget(current.id), ...moved }) : undefined };
}

/** Adds a web special to plan `floorplanId` (under `id` when given); undefined when the plan is gone or the id taken. */
export async function addWebSpecial(tx: Queryable, floorplanId: number, fields: WebSpecialFields, writer: CatalogWriter, action: AuditAction, id?: number) {
  const special = await insertWebSpecial(tx, floorplanId, fields, id);
  if (!special) return undefined;
  return { special, auditId: await record(tx, writer, action, { target: webSpecialTarget(special.id), after: webSpecialFieldsOf({ ...special, floorplanId }) }) };
}

export async function removeWebSpecial(tx: Queryable, current: LockedWebSpecial, writer: CatalogWriter, action: AuditAction): Promise<number> {
  if (!(await deleteWebSpecialAtVersion(tx, current.id, current.version))) lost(webSpecialTarget(current.id));
  return record(tx, writer, action, { target: webSpecialTarget(current.id), before: webSpecialFieldsOf(current) });
}

/** A web special, locked; re-exported so the routes and the undo read it the same way. */
export const lockWebSpecial = (tx: Queryable, id: number): Promise<LockedWebSpecial | undefined> => findWebSpecial(tx, id, { lock: true });
export const lockHomeSpecial = (tx: Queryable, id: number) => findEditableHomeSpecial(tx, id, { lock: true });

import { changedFields } from '@/features/staff/catalogEdits';
import { COMMUNITY_FIELDS, OFFICE_FIELDS, type CommunityFields, type EditableCommunity } from '@/features/staff/communityEdits';
import type { AuditAction } from '@/features/staff/types';
import type { Queryable } from '../db/database';
import { findEditableCommunity, updateCommunityAtVersion } from '../db/queries/catalog-communities';
import { badRequest } from '../http/errors';
import { recordCatalogChanges, type CatalogWriter } from './writer';

/** An audit entry's target for community `id`. */
export const communityTarget = (id: number) => `community ${id}`;

export const NO_OFFICE = 'This community has no leasing office, so it has no hours or directions to change.';

/** Thrown when the community's version moved under its lock: cannot happen, never ignored. */
class CommunityWriteLost extends Error {}

/**
 * Puts `fields` on `current` (locked by lockEditableCommunity) and records `action` with the fields that moved, before
 * and after. A change that moves nothing writes nothing (no version, no entry). Returns the community as it now is and
 * the entry's id.
 */
export async function writeCommunity(
  tx: Queryable,
  current: EditableCommunity,
  fields: Partial<CommunityFields>,
  writer: CatalogWriter,
  action: AuditAction,
): Promise<{ community: EditableCommunity; auditId?: number }> {
  const moved = changedFields(current, { ...current, ...fields }, COMMUNITY_FIELDS);
  if (!moved) return { community: current };
  if (current.officeName === null && OFFICE_FIELDS.some((field) => field in moved.after)) throw badRequest(NO_OFFICE);
  if (!(await updateCommunityAtVersion(tx, current.id, current.version, moved.after))) throw new CommunityWriteLost(`community ${current.id} changed while locked`);
  const community = (await findEditableCommunity(tx, current.id))!;
  const entry = { target: communityTarget(current.id), ...changedFields(current, community, COMMUNITY_FIELDS) };
  const [auditId] = await recordCatalogChanges(tx, writer, action, [entry]);
  return { community, auditId };
}

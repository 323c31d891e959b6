import type { Sublet } from '@/features/sublets/types';
import type { Queryable } from '../db/database';
import { findSublet } from '../db/queries/sublets';
import { found, HttpError } from '../http-errors';
import { sameSecret } from '../secrets';

/** The header that proves the caller posted the sublet it acts on (docs/decisions/004-sublet-capability-keys.md). */
export const SUBLET_KEY_HEADER = 'x-sublet-key';

/** Sublet `id`, for the holder of its key only (404 unknown, 403 without the key); `lock` for a change. */
export async function ownedSublet(q: Queryable, id: number, key: unknown, action: string, options: { lock?: boolean } = {}): Promise<Sublet> {
  const sublet = found(await findSublet(q, id, options), `Sublet ${id} not found`);
  if (!sameSecret(key, sublet.assetKey)) {
    throw new HttpError(403, `Only the poster of this sublet can ${action} it: send its key in the X-Sublet-Key header`);
  }
  return sublet;
}

import type { IncomingHttpHeaders } from 'node:http';
import type { Sublet } from '@/features/sublets/types';
import { SUBLET_KEY_HEADER } from '@/shared/apiTexts';
import type { Queryable } from '../db/database';
import { findSublet } from '../db/queries/sublets';
import { found, HttpError } from '../http/errors';
import { sameSecret } from '../security/secrets';

/** The key a caller sent to prove it posted the sublet (Node hands header names over in lower case). */
export const subletKeyOf = (headers: IncomingHttpHeaders): unknown => headers[SUBLET_KEY_HEADER.toLowerCase()];

/** Sublet `id`, for the holder of its key only (404 unknown, 403 without the key); `lock` for a change. */
export async function ownedSublet(q: Queryable, id: number, key: unknown, action: string, options: { lock?: boolean } = {}): Promise<Sublet> {
  const sublet = found(await findSublet(q, id, options), `Sublet ${id} not found`);
  if (!sameSecret(key, sublet.assetKey)) {
    throw new HttpError(403, `Only the poster of this sublet can ${action} it: send its key in the ${SUBLET_KEY_HEADER} header`);
  }
  return sublet;
}

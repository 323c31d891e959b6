import { dataClient } from '@/lib/http';
import type { SubletFields } from '../schema';
import type { PostedSublet } from '../types';

/**
 * `POST api/admin/sublets?captchaResponse=` (spec section 7): answers the new sublet with its private `assetKey`, and
 * whether its confirmation mail was sent (issue 26).
 */
export function createSublet(fields: SubletFields, captchaResponse: string): Promise<PostedSublet> {
  return dataClient().post<PostedSublet>(`admin/sublets?captchaResponse=${encodeURIComponent(captchaResponse)}`, fields);
}

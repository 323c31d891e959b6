import { dataClient } from '@/lib/http';
import type { SubletFields } from '../schema';
import type { Sublet } from '../types';

/** `POST api/admin/sublets?captchaResponse=` (spec section 7): answers the new sublet with its private `assetKey`. */
export function createSublet(fields: SubletFields, captchaResponse: string): Promise<Sublet> {
  return dataClient().post<Sublet>(`admin/sublets?captchaResponse=${encodeURIComponent(captchaResponse)}`, fields);
}

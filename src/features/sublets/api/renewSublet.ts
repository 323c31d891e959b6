import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import { SUBLET_KEY_HEADER } from '@/shared/apiTexts';
import type { Sublet } from '../types';
import { subletKeys } from './keys';

/** Issue 17, `POST api/admin/sublets/{id}/renew` with the listing's key: answers the listing with its new end. */
export function renewSublet({ id, assetKey }: Pick<Sublet, 'id' | 'assetKey'>): Promise<Sublet> {
  return dataClient().post(`admin/sublets/${id}/renew`, undefined, { headers: { [SUBLET_KEY_HEADER]: assetKey } });
}

/** The renewed listing replaces the cached one, and a listing back on the board refreshes the board. */
export function useRenewSublet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renewSublet,
    onSuccess: (sublet) => {
      client.setQueryData(subletKeys.detail(sublet.assetKey), sublet);
      return client.invalidateQueries({ queryKey: subletKeys.lists() });
    },
  });
}

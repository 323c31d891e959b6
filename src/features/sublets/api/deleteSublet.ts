import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import { SUBLET_KEY_HEADER } from '@/shared/apiTexts';
import type { PublicSublet } from '../types';
import { subletKeys } from './keys';

/**
 * `DELETE api/admin/sublets/{id}` (spec section 7) with the listing's key in `X-Sublet-Key`, so only whoever holds
 * the private link can delete it (docs/decisions/004-sublet-capability-keys.md).
 */
export function deleteSublet({ id, assetKey }: { id: number; assetKey: string }): Promise<unknown> {
  return dataClient().delete(`admin/sublets/${id}`, { headers: { [SUBLET_KEY_HEADER]: assetKey } });
}

/** Deleting takes the listing off every cached board at once (issue 14), then refetches them. */
export function useDeleteSublet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSublet,
    onSuccess: (_answer, { id }) => {
      client.setQueriesData<PublicSublet[]>({ queryKey: subletKeys.lists() }, (board) => board?.filter((sublet) => sublet.id !== id));
      return client.invalidateQueries({ queryKey: subletKeys.lists() });
    },
  });
}

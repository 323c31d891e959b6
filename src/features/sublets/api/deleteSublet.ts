import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import { subletKeys } from './keys';

/**
 * `DELETE api/admin/sublets/{id}` (spec section 7) with the listing's key in `X-Sublet-Key`, so only whoever holds
 * the private link can delete it (docs/decisions/004-sublet-capability-keys.md).
 */
export function deleteSublet({ id, assetKey }: { id: number; assetKey: string }): Promise<unknown> {
  return dataClient().delete(`admin/sublets/${id}`, { headers: { 'X-Sublet-Key': assetKey } });
}

/**
 * A deleted listing leaves the board: the cached board is refetched when next shown. The listing's own page keeps
 * what it shows, so 'Sublet Deleted!' stays on screen rather than turning into a 404.
 */
export function useDeleteSublet() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSublet, onSuccess: () => client.invalidateQueries({ queryKey: subletKeys.lists() }) });
}

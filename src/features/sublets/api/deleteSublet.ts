import { useMutation } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import { SUBLET_KEY_HEADER } from '@/lib/shared/apiTexts';

/**
 * `DELETE api/admin/sublets/{id}` (spec section 7) with the listing's key in `X-Sublet-Key`, so only whoever holds
 * the private link can delete it (docs/decisions/004-sublet-capability-keys.md).
 */
export function deleteSublet({ id, assetKey }: { id: number; assetKey: string }): Promise<unknown> {
  return dataClient().delete(`admin/sublets/${id}`, { headers: { [SUBLET_KEY_HEADER]: assetKey } });
}

export const useDeleteSublet = () => useMutation({ mutationFn: deleteSublet });

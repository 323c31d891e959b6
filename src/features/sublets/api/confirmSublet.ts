import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import { subletKeys } from './keys';

/** Issue 17, `POST api/admin/sublets/confirm`: the key of the confirmation link mailed to the poster. */
export function confirmSublet(confirmKey: string): Promise<{ message: string }> {
  return dataClient().post('admin/sublets/confirm', { confirmKey });
}

/** Confirming changes the poster's own listing (`confirmed`), which is refetched. */
export function useConfirmSublet(assetKey: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: confirmSublet, onSettled: () => client.invalidateQueries({ queryKey: subletKeys.detail(assetKey) }) });
}

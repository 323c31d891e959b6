import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { conflictOf } from './staffApi';

/**
 * A change made from the version the member saw (a lead, a floor plan). Either way the record's page shows it as it
 * now is (the changed one, or the newer one a 409 brings) and the lists under `lists` are asked again.
 */
export function useVersionedChange<Record, Change>(detail: QueryKey, lists: QueryKey, mutationFn: (change: Change) => Promise<Record>) {
  const client = useQueryClient();
  const show = (record: Record) => {
    client.setQueryData(detail, record);
    return client.invalidateQueries({ queryKey: lists });
  };
  return useMutation({
    mutationFn,
    onSuccess: show,
    onError: (error) => {
      const conflict = conflictOf<Record>(error);
      if (conflict) return show(conflict.current);
    },
  });
}

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A write whose answer changes the list under `changes`: the list is asked again, so it shows at once. */
export function useStaffChange<Input, Output>(changes: QueryKey, mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: changes }) });
}

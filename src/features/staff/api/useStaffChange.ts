import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A write whose answer changes the list under `changes`: the list is asked again, so it shows at once. */
export function useStaffChange<Input, Output>(changes: QueryKey, mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: changes }) });
}

/**
 * A versioned write (a change or removal from the version the member saw): the list under `changes` is asked again
 * whatever the answer, as a refusal (409) means it moved on and the member should see it as it now is.
 */
export function useVersionedStaffChange<Input, Output>(changes: QueryKey, mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: changes }) });
}

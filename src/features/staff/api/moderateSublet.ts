import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

export type SubletDecision = { action: 'approve' | 'restore'; id: number } | { action: 'reject'; id: number; reason: string };

/** `POST api/staff/sublets/{id}/approve|reject|restore`: the server's message says what happened. */
export async function moderateSublet(decision: SubletDecision): Promise<{ message: string }> {
  const body = decision.action === 'reject' ? { reason: decision.reason } : undefined;
  return staffApi.post<{ message: string }>(`sublets/${decision.id}/${decision.action}`, body);
}

/** A decision moves a sublet from one queue to another, so every queue is fetched again. */
export function useModerateSublet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderateSublet,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.sublets() }),
  });
}

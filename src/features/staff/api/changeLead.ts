import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead, LeadChange, LeadConflict } from '../types';
import { conflictOf } from './conflictOf';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `PATCH api/staff/leads/{id}`: status, lost reason, assignee or follow-up, from the version the agent saw. */
export async function changeLead(id: number, change: LeadChange): Promise<Lead> {
  return staffApi.patch<Lead>(`leads/${id}`, change);
}

/** The server's answer when someone else changed the lead first (409), with the lead as it now is. */
export const leadConflictOf = (error: unknown): LeadConflict | undefined => conflictOf<Lead>(error);

/**
 * Changes a lead. Either way the lead's page shows the lead as it now is (the changed one, or the newer one a 409
 * brings) and every cached inbox page is fetched again.
 */
export function useChangeLead(id: number) {
  const client = useQueryClient();
  const showLead = (lead: Lead) => {
    client.setQueryData(staffKeys.lead(id), lead);
    return client.invalidateQueries({ queryKey: staffKeys.leadLists() });
  };
  return useMutation({
    mutationFn: (change: LeadChange) => changeLead(id, change),
    onSuccess: showLead,
    onError: (error) => {
      const conflict = leadConflictOf(error);
      if (conflict) return showLead(conflict.current);
    },
  });
}

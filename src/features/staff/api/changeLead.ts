import { useMutation, useQueryClient } from '@tanstack/react-query';
import axios from 'axios';
import type { Lead, LeadChange, LeadConflict } from '../types';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `PATCH api/staff/leads/{id}`: status, lost reason, assignee or follow-up, from the version the agent saw. */
export async function changeLead(id: number, change: LeadChange): Promise<Lead> {
  return staffApi.patch<Lead>(`leads/${id}`, change);
}

/** The server's answer when someone else changed the lead first (409), with the lead as it now is. */
export function leadConflictOf(error: unknown): LeadConflict | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 409) return undefined;
  const body = error.response.data as Partial<LeadConflict> | undefined;
  return body?.current ? { message: body.message ?? '', current: body.current } : undefined;
}

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

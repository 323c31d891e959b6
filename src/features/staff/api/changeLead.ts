import type { Lead, LeadChange, LeadConflict } from '../types';
import { conflictOf, staffApi } from './staffApi';
import { staffKeys } from './keys';
import { useVersionedChange } from './useVersionedChange';

/** `PATCH api/staff/leads/{id}`: status, lost reason, assignee or follow-up, from the version the agent saw. */
export async function changeLead(id: number, change: LeadChange): Promise<Lead> {
  return staffApi.patch<Lead>(`leads/${id}`, change);
}

/** The server's answer when someone else changed the lead first (409), with the lead as it now is. */
export const leadConflictOf = (error: unknown): LeadConflict | undefined => conflictOf<Lead>(error);

/** Changes a lead; its page shows it as it now is, and every cached inbox page is fetched again. */
export const useChangeLead = (id: number) => useVersionedChange(staffKeys.lead(id), staffKeys.leadLists(), (change: LeadChange) => changeLead(id, change));

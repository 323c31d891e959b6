import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead } from '../types';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `POST api/staff/leads/{id}/notes`: a note from the signed-in member; the answer is the lead with it. */
export async function addLeadNote(id: number, body: string): Promise<Lead> {
  return staffApi.post<Lead>(`leads/${id}/notes`, { body });
}

/** A note counts as a first response, so the inbox's pages are fetched again too. */
export function useAddLeadNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addLeadNote(id, body),
    onSuccess: (lead) => {
      client.setQueryData(staffKeys.lead(id), lead);
      return client.invalidateQueries({ queryKey: staffKeys.leadLists() });
    },
  });
}

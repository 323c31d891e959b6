import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lead } from '../types';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `GET api/staff/leads/{id}`: everything about one lead. */
export async function getLead(id: number, signal?: AbortSignal): Promise<Lead> {
  return staffApi.get<Lead>(`leads/${id}`, { signal });
}

export const leadQueryOptions = (id: number) => queryOptions({ queryKey: staffKeys.lead(id), queryFn: ({ signal }) => getLead(id, signal) });

export const useLead = (id: number) => useQuery(leadQueryOptions(id));

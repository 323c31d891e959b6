import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lead } from '../types';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `GET api/staff/leads/{id}`: everything about one lead. */
export async function getLead(id: number, signal?: AbortSignal): Promise<Lead> {
  return staffApi.get<Lead>(`leads/${id}`, { signal });
}

export const leadQueryOptions = (id: number) => queryOptions({ queryKey: staffKeys.lead(id), queryFn: ({ signal }) => getLead(id, signal) });

/** 0: no lead asked for (an address that names none), nothing fetched. */
export const useLead = (id: number) => useQuery({ ...leadQueryOptions(id), enabled: id > 0 });

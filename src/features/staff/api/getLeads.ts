import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadPage, LeadQuery } from '../types';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `GET api/staff/leads?…`: one page of the inbox, filtered, sorted and paged by the server. */
export async function getLeads(query: LeadQuery, signal?: AbortSignal): Promise<LeadPage> {
  return staffApi.get<LeadPage>('leads', { signal, params: query });
}

export const leadsQueryOptions = (query: LeadQuery) =>
  queryOptions({ queryKey: staffKeys.leadList(query), queryFn: ({ signal }) => getLeads(query, signal) });

/** The page shown stays while the next one loads, so paging and sorting do not blank the table. */
export const useLeads = (query: LeadQuery) => useQuery({ ...leadsQueryOptions(query), placeholderData: keepPreviousData });

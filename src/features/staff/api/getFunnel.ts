import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Funnel, FunnelQuery } from '../types';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `GET api/staff/funnel?from&to&group&community`: clicked, initiated and submitted per day or week. */
export async function getFunnel(query: FunnelQuery, signal?: AbortSignal): Promise<Funnel> {
  return staffApi.get<Funnel>('funnel', { signal, params: query });
}

export const funnelQueryOptions = (query: FunnelQuery) =>
  queryOptions({ queryKey: staffKeys.funnel(query), queryFn: ({ signal }) => getFunnel(query, signal) });

export const useFunnel = (query: FunnelQuery) => useQuery({ ...funnelQueryOptions(query), placeholderData: keepPreviousData });

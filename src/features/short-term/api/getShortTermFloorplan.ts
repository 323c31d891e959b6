import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Floorplan } from '@/features/floorplans/types';
import { dataClient } from '@/lib/http';
import { shortTermKeys } from './keys';

/** Spec section 7: one short-term floor plan, with its price tiers in `shortTerm`. */
export async function getShortTermFloorplan(floorplanId: string, signal?: AbortSignal): Promise<Floorplan> {
  return dataClient().get<Floorplan>(`floorplans/${encodeURIComponent(floorplanId)}?projection=short-term`, { signal });
}

export const shortTermFloorplanQueryOptions = (floorplanId: string) =>
  queryOptions({
    queryKey: shortTermKeys.detail(floorplanId),
    queryFn: ({ signal }) => getShortTermFloorplan(floorplanId, signal),
  });

export const useShortTermFloorplan = (floorplanId: string) => useQuery(shortTermFloorplanQueryOptions(floorplanId));

import { queryOptions } from '@tanstack/react-query';
import { floorplanKeys } from './keys';
import type { Floorplan } from '../types';
import { dataClient } from '@/lib/http';

/** One floor plan (spec section 7, `floorplans/{id}?projection=withId`). */
export async function getFloorplan(id: string, signal?: AbortSignal): Promise<Floorplan> {
  return dataClient().get<Floorplan>(`floorplans/${encodeURIComponent(id)}?projection=withId`, { signal });
}

export const floorplanQueryOptions = (id: string) =>
  queryOptions({ queryKey: floorplanKeys.detail(id), queryFn: ({ signal }) => getFloorplan(id, signal) });

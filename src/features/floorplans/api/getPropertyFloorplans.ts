import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemsOf } from '@/lib/hal';
import { dataClient } from '@/lib/http';
import { activeFloorplans } from '../catalog';
import type { Floorplan } from '../types';
import { floorplanKeys } from './keys';

/** One community's active floor plans with their active units (spec section 7, `properties/{id}/floorplans/filter`). */
export async function getPropertyFloorplans(propertyId: number, signal?: AbortSignal): Promise<Floorplan[]> {
  const body = await dataClient().get<unknown>(`properties/${propertyId}/floorplans/filter`, { signal });
  return activeFloorplans(itemsOf<Floorplan>(body, 'floorplans'));
}

export const propertyFloorplansQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: floorplanKeys.byProperty(propertyId),
    queryFn: ({ signal }) => getPropertyFloorplans(propertyId, signal),
  });

export const usePropertyFloorplans = (propertyId: number) => useQuery(propertyFloorplansQueryOptions(propertyId));

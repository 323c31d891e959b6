import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Floorplan } from '@/features/floorplans/types';
import { itemsOf } from '@/lib/hal';
import { dataClient } from '@/lib/http';
import { searchFloorplans } from '../searchFloorplans';
import type { Property } from '../types';
import { propertyKeys } from './keys';

/** The home search list: properties with their floor plans, fetched once and flattened (spec section 7). */
export async function getSearchFloorplans(signal?: AbortSignal): Promise<Floorplan[]> {
  const body = await dataClient().get<unknown>('properties/filter', { signal });
  return searchFloorplans(itemsOf<Property>(body, 'properties'));
}

export const searchFloorplansQueryOptions = () =>
  queryOptions({ queryKey: propertyKeys.search(), queryFn: ({ signal }) => getSearchFloorplans(signal) });

export const useSearchFloorplans = () => useQuery(searchFloorplansQueryOptions());

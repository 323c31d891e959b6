import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import type { Property } from '../types';
import { propertyKeys } from './keys';

/** One property with its details (spec section 7, `properties/{id}?projection=details`). */
export async function getProperty(id: number, signal?: AbortSignal): Promise<Property> {
  return dataClient().get<Property>(`properties/${id}?projection=details`, { signal });
}

export const propertyQueryOptions = (id: number) =>
  queryOptions({ queryKey: propertyKeys.detail(id), queryFn: ({ signal }) => getProperty(id, signal) });

export const useProperty = (id: number) => useQuery(propertyQueryOptions(id));

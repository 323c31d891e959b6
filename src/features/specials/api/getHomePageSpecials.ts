import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemsOf } from '@/lib/hal';
import { dataClient } from '@/lib/http';
import { specialsForProperty } from '../homeSpecials';
import type { HomePageSpecial } from '../types';
import { specialKeys } from './keys';

/** The home-page specials of one property, oldest start first (spec section 7, `homePageSpecials/filter`). */
export async function getHomePageSpecials(propertyId: number, signal?: AbortSignal): Promise<HomePageSpecial[]> {
  const body = await dataClient().get<unknown>('homePageSpecials/filter', { signal });
  return specialsForProperty(itemsOf<HomePageSpecial>(body, 'homePageSpecials'), propertyId);
}

export const homePageSpecialsQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: specialKeys.home(propertyId),
    queryFn: ({ signal }) => getHomePageSpecials(propertyId, signal),
  });

/** `enabled` false skips the call (e.g. the visitor already closed the pop-up today). */
export const useHomePageSpecials = (propertyId: number, enabled = true) =>
  useQuery({ ...homePageSpecialsQueryOptions(propertyId), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShortTermListItem } from '../types';
import type { HalCollection } from '@/lib/hal';
import { unwrapEmbedded } from '@/lib/hal';
import { dataClient } from '@/lib/http';
import { activeShortTermPlans } from '../listRules';
import { shortTermKeys } from './keys';

/** Spec section 7: the short-term property's plans (`_embedded.floorplans`), active ones only. */
export async function getShortTermPlans(propertyId: number, signal?: AbortSignal): Promise<ShortTermListItem[]> {
  const body = await dataClient().get<HalCollection<'floorplans', ShortTermListItem>>(
    `floorplans/search/byPropertyId?projection=short-term&size=1000&id=${propertyId}`,
    { signal },
  );
  return activeShortTermPlans(unwrapEmbedded(body, 'floorplans'));
}

export const shortTermPlansQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: shortTermKeys.list(propertyId),
    queryFn: ({ signal }) => getShortTermPlans(propertyId, signal),
  });

export const useShortTermPlans = (propertyId: number) => useQuery(shortTermPlansQueryOptions(propertyId));

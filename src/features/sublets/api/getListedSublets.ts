import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapEmbedded, type HalCollection } from '@/lib/hal';
import { dataClient } from '@/lib/http';
import type { PublicSublet } from '../types';
import { subletKeys } from './keys';

/** The public board (spec section 7): active, approved sublets only. */
export async function getListedSublets(signal?: AbortSignal): Promise<PublicSublet[]> {
  const body = await dataClient().get<HalCollection<'sublets', PublicSublet>>('sublets/search/findByActiveTrueAndApprovedTrue?projection=withId', { signal });
  return unwrapEmbedded(body, 'sublets');
}

export const listedSubletsQueryOptions = () => queryOptions({ queryKey: subletKeys.list(), queryFn: ({ signal }) => getListedSublets(signal) });

export const useListedSublets = () => useQuery(listedSubletsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import type { Sublet } from '../types';
import { subletKeys } from './keys';

/** The poster's own listing, opened by its private key (spec section 7). */
export function getSubletByAssetKey(assetKey: string, signal?: AbortSignal): Promise<Sublet> {
  return dataClient().get<Sublet>(`sublets/search/byAssetKey?projection=withId&assetKey=${encodeURIComponent(assetKey)}`, { signal });
}

export const subletByAssetKeyQueryOptions = (assetKey: string) =>
  queryOptions({ queryKey: subletKeys.detail(assetKey), queryFn: ({ signal }) => getSubletByAssetKey(assetKey, signal) });

export const useSubletByAssetKey = (assetKey: string) => useQuery(subletByAssetKeyQueryOptions(assetKey));

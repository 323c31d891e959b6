import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogCommunity } from '../catalogEdits';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `GET api/staff/catalog/communities`: every community the office edits, by name, with its number of units. */
export async function getCatalogCommunities(signal?: AbortSignal): Promise<CatalogCommunity[]> {
  return staffApi.get<CatalogCommunity[]>('catalog/communities', { signal });
}

export const catalogCommunitiesQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.catalogCommunities(), queryFn: ({ signal }) => getCatalogCommunities(signal) });

export const useCatalogCommunities = () => useQuery(catalogCommunitiesQueryOptions());

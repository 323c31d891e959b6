import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityChange, EditableCommunity } from '../communityEdits';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';
import { useVersionedChange } from './useVersionedChange';

/** `GET api/staff/catalog/communities/{id}`: a community's phone, leasing office, bus routes and rating. */
export const communityQueryOptions = (id: number) =>
  queryOptions({ queryKey: staffKeys.community(id), queryFn: ({ signal }) => staffApi.get<EditableCommunity>(`catalog/communities/${id}`, { signal }) });
/** 0: no community asked for (an address that names none), nothing fetched. */
export const useCommunity = (id: number) => useQuery({ ...communityQueryOptions(id), enabled: id > 0 });

/**
 * `PATCH api/staff/catalog/communities/{id}` from the version the agent saw. Every community's details are asked again:
 * an office edit changes those of each community the office serves.
 */
export const useChangeCommunity = (id: number) =>
  useVersionedChange(staffKeys.community(id), staffKeys.communityDetails(), (change: CommunityChange) => staffApi.patch<EditableCommunity>(`catalog/communities/${id}`, change));

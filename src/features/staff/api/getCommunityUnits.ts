import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { EditableUnit } from '../catalogEdits';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `GET api/staff/catalog/communities/{id}/units`: a community's units as the grid edits them (404: no such community). */
export async function getCommunityUnits(community: number, signal?: AbortSignal): Promise<EditableUnit[]> {
  return staffApi.get<EditableUnit[]>(`catalog/communities/${community}/units`, { signal });
}

export const communityUnitsQueryOptions = (community: number) =>
  queryOptions({ queryKey: staffKeys.communityUnits(community), queryFn: ({ signal }) => getCommunityUnits(community, signal) });

/** undefined: no community chosen, nothing fetched. */
export const useCommunityUnits = (community: number | undefined) => useQuery({ ...communityUnitsQueryOptions(community ?? 0), enabled: community !== undefined });

/** Puts units as the server now has them (a save's answer, a conflict's current values) into their community's grid. */
export function showUnits(client: QueryClient, community: number, units: readonly EditableUnit[]): void {
  const changed = new Map(units.map((unit) => [unit.id, unit]));
  client.setQueryData<EditableUnit[]>(staffKeys.communityUnits(community), (list) => list?.map((unit) => changed.get(unit.id) ?? unit));
}

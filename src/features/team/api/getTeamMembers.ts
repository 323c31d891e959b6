import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapEmbedded, type HalCollection } from '@/lib/hal';
import { dataClient } from '@/lib/http';
import type { TeamMember } from '../types';
import { teamKeys } from './keys';

/** The team (spec section 7), 100 at most, in the order the data host keeps them. */
export async function getTeamMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  const body = await dataClient().get<HalCollection<'teamMembers', TeamMember>>('teamMembers?projection=propertyTeamMember&size=100', { signal });
  return unwrapEmbedded(body, 'teamMembers');
}

export const teamMembersQueryOptions = () => queryOptions({ queryKey: teamKeys.list(), queryFn: ({ signal }) => getTeamMembers(signal) });

export const useTeamMembers = () => useQuery(teamMembersQueryOptions());

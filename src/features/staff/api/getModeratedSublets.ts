import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModeratedSublet, SubletQueue } from '../types';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `GET api/staff/sublets?queue=…`: the sublets waiting for a decision, hidden by reports, or listed. */
export async function getModeratedSublets(queue: SubletQueue, signal?: AbortSignal): Promise<ModeratedSublet[]> {
  return staffApi.get<ModeratedSublet[]>('sublets', { signal, params: { queue } });
}

export const moderatedSubletsQueryOptions = (queue: SubletQueue) =>
  queryOptions({ queryKey: staffKeys.subletQueue(queue), queryFn: ({ signal }) => getModeratedSublets(queue, signal) });

export const useModeratedSublets = (queue: SubletQueue) => useQuery(moderatedSubletsQueryOptions(queue));

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { StaffMe } from '../types';
import { staffKeys } from './keys';
import { isUnauthorized } from './sessionEnd';
import { staffApi } from './staffApi';

/** `GET api/staff/me`: the signed-in member, or null when nobody is (401). */
export async function getMe(signal?: AbortSignal): Promise<StaffMe | null> {
  try {
    return await staffApi.get<StaffMe>('me', { signal });
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: staffKeys.me(), queryFn: ({ signal }) => getMe(signal) });
export const useMe = () => useQuery(meQueryOptions());

/**
 * After a sign-in (passkey, code or invitation): nothing cached under an earlier session stays (it may have been
 * another member's, with another role), and the frame knows who is signed in without asking again.
 */
export function useSignedIn(): (me: StaffMe) => void {
  const client = useQueryClient();
  return useCallback(
    (me: StaffMe) => {
      client.removeQueries({ queryKey: staffKeys.all });
      client.setQueryData(staffKeys.me(), me);
    },
    [client],
  );
}

/** On the sign-in page: the signed-out session's answers (who, leads, members) are no longer shown from the cache. */
export function useForgetSession(): void {
  const client = useQueryClient();
  // Only queries no page shows any more: the frame and the office pages are gone by the time this page mounts.
  useEffect(() => client.removeQueries({ queryKey: staffKeys.all, type: 'inactive' }), [client]);
}

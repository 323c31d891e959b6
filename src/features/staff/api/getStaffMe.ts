import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMe } from '../types';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `GET api/staff/me`: the signed-in member (the workspace's frame asks first; the office pages read the same cache). */
export async function getStaffMe(signal?: AbortSignal): Promise<StaffMe> {
  return staffApi.get<StaffMe>('me', { signal });
}

export const staffMeQueryOptions = () => queryOptions({ queryKey: staffKeys.me(), queryFn: ({ signal }) => getStaffMe(signal) });

export const useStaffMe = () => useQuery(staffMeQueryOptions());

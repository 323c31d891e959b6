import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAlerts } from '../types';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `GET api/staff/alerts`: the renters' running alerts per community and the alert mails sent lately (issue 25). */
export async function getStaffAlerts(signal?: AbortSignal): Promise<StaffAlerts> {
  return staffApi.get<StaffAlerts>('alerts', { signal });
}

export const staffAlertsQueryOptions = () => queryOptions({ queryKey: staffKeys.alerts(), queryFn: ({ signal }) => getStaffAlerts(signal) });

export const useStaffAlerts = () => useQuery(staffAlertsQueryOptions());

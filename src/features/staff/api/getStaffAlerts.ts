import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAlerts, StopAlertBody } from '../types';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';
import { useStaffChange } from './useStaffChange';

/** `GET api/staff/alerts`: the renters' running alerts per community and the alert mails sent lately (issue 25). */
export async function getStaffAlerts(signal?: AbortSignal): Promise<StaffAlerts> {
  return staffApi.get<StaffAlerts>('alerts', { signal });
}

export const staffAlertsQueryOptions = () => queryOptions({ queryKey: staffKeys.alerts(), queryFn: ({ signal }) => getStaffAlerts(signal) });

export const useStaffAlerts = () => useQuery(staffAlertsQueryOptions());

/** `POST api/staff/alerts/stop`: stops alert N, asked by mail from its address; the counts are asked again. */
export const useStopAlert = () => useStaffChange(staffKeys.alerts(), (body: StopAlertBody) => staffApi.post<{ message: string }>('alerts/stop', body));

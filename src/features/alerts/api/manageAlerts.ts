import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { AlertChange, AlertsStopped, ManagedAlert, ManagedAlerts } from '../types';
import { alertApiPath } from './alertsApi';
import { alertKeys } from './keys';

/** `GET api/alerts/manage/{key}`: the address's alerts (reading them changes nothing). */
export function useManagedAlerts(key: string) {
  return useQuery({
    queryKey: alertKeys.manage(key),
    queryFn: async ({ signal }) => (await http.get<ManagedAlerts>(alertApiPath('manage', key), { signal })).data,
    retry: false,
  });
}

/** The page's list after `update`, written into the cache the page reads. */
function useUpdateList(key: string) {
  const client = useQueryClient();
  return (update: (alerts: ManagedAlert[]) => ManagedAlert[]) =>
    client.setQueryData<ManagedAlerts>(alertKeys.manage(key), (list) => list && { ...list, alerts: update(list.alerts) });
}

/** `PATCH api/alerts/manage/{key}/searches/{id}`: the answer replaces the alert on the page. */
export function useChangeAlert(key: string) {
  const updateList = useUpdateList(key);
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: AlertChange }) => (await http.patch<ManagedAlert>(`${alertApiPath('manage', key)}/searches/${id}`, change)).data,
    onSuccess: (changed) => updateList((alerts) => alerts.map((alert) => (alert.id === changed.id ? changed : alert))),
  });
}

/** `DELETE api/alerts/manage/{key}/searches/{id}`: the alert leaves the page. */
export function useDeleteAlert(key: string) {
  const updateList = useUpdateList(key);
  return useMutation({
    mutationFn: async (id: number) => {
      await http.delete(`${alertApiPath('manage', key)}/searches/${id}`);
      return id;
    },
    onSuccess: (id) => updateList((alerts) => alerts.filter((alert) => alert.id !== id)),
  });
}

/**
 * `POST api/alerts/manage/{key}/stop-all`: every alert of the address stops; the manage page's list empties (the
 * stop-all page's button, with no list loaded, sends the same).
 */
export function useStopAllAlerts(key: string) {
  const updateList = useUpdateList(key);
  return useMutation({
    mutationFn: async () => (await http.post<AlertsStopped>(`${alertApiPath('manage', key)}/stop-all`)).data,
    onSuccess: () => updateList(() => []),
  });
}

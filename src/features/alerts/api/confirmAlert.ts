import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { AlertConfirmed } from '../types';
import { alertApiPath } from './alertsApi';

/** `POST api/alerts/confirm/{key}`: the page's button, never the link's GET. */
export function useConfirmAlert(key: string) {
  return useMutation({ mutationFn: async () => (await http.post<AlertConfirmed>(alertApiPath('confirm', key))).data });
}

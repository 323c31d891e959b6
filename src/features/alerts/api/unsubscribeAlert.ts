import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { AlertUnsubscribed } from '../types';
import { alertApiPath } from './alertsApi';

/** `POST api/alerts/unsubscribe/{key}`: the page's button (what a mail client's one-click posts too). */
export function useUnsubscribeAlert(key: string) {
  return useMutation({ mutationFn: async () => (await http.post<AlertUnsubscribed>(alertApiPath('unsubscribe', key))).data });
}

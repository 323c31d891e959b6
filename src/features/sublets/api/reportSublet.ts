import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import type { SubletReport } from '../types';
import { subletKeys } from './keys';

export interface SubletReportRequest {
  subletId: number;
  captchaResponse: string;
  report: SubletReport;
}

/** Issue 17, `POST api/admin/sublets/{id}/reports?captchaResponse=`: answers `{ message }`. */
export function reportSublet({ subletId, captchaResponse, report }: SubletReportRequest): Promise<{ message: string }> {
  return dataClient().post(`admin/sublets/${subletId}/reports?captchaResponse=${encodeURIComponent(captchaResponse)}`, report);
}

/** A report can hide the listing (the third visitor's): the board is refetched when next shown. */
export function useReportSublet() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reportSublet, onSuccess: () => client.invalidateQueries({ queryKey: subletKeys.lists(), refetchType: 'none' }) });
}

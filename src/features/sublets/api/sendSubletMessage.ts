import { useMutation } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import type { SubletMessage } from '../types';

export interface SubletMessageRequest {
  subletId: number;
  captchaResponse: string;
  message: SubletMessage;
}

/** `POST api/admin/sublets/{id}/message?captchaResponse=` (spec section 7). */
export function sendSubletMessage({ subletId, captchaResponse, message }: SubletMessageRequest): Promise<unknown> {
  return dataClient().post(`admin/sublets/${subletId}/message?captchaResponse=${encodeURIComponent(captchaResponse)}`, message);
}

export const useSendSubletMessage = () => useMutation({ mutationFn: sendSubletMessage });

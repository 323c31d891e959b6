import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { AlertSignup, AlertSignupAnswer } from '../types';

export interface AlertSignupRequest {
  signup: AlertSignup;
  captchaResponse: string;
}

/** `POST api/alerts`: saves the search unconfirmed; the answer is the same whether a mail went out or not. */
export function useAlertSignup() {
  return useMutation({
    mutationFn: async ({ signup, captchaResponse }: AlertSignupRequest) => (await http.post<AlertSignupAnswer>('/api/alerts', signup, { params: { captchaResponse } })).data,
  });
}

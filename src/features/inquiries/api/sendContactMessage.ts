import { useMutation } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import type { ContactMessage, InquiryAnswer } from '../types';

/** `POST api/mail/v3/contact` (spec section 7). */
export function sendContactMessage(message: ContactMessage): Promise<InquiryAnswer> {
  return dataClient().post<InquiryAnswer>('mail/v3/contact', message);
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });

import { useMutation } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import type { InquiryAnswer, RentalApplicationRequest } from '../types';

/** `POST api/mail/application` (spec section 7). */
export function sendApplicationRequest(request: RentalApplicationRequest): Promise<InquiryAnswer> {
  return dataClient().post<InquiryAnswer>('mail/application', request);
}

export const useSendApplicationRequest = () => useMutation({ mutationFn: sendApplicationRequest });

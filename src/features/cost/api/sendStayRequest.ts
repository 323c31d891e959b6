import { useMutation } from '@tanstack/react-query';
import { dataClient } from '@/lib/http';
import type { StayRequest, StayRequestAnswer } from '../stayRequest';

/** `POST api/mail/stay-request` (issue 27): the API prices the dates itself and answers with its quote. */
export function sendStayRequest(request: StayRequest): Promise<StayRequestAnswer> {
  return dataClient().post<StayRequestAnswer>('mail/stay-request', request);
}

export const useSendStayRequest = () => useMutation({ mutationFn: sendStayRequest });

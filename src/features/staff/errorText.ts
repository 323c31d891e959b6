import axios from 'axios';
import { serverMessage } from '@/lib/http';
import { passkeyProblem, type PasskeyCeremony } from './passkeyProblem';

/**
 * What a failed workspace action says: the server's own message when it sent one (a wrong code, the last passkey),
 * else what kind of failure it was; a passkey prompt's failure in words (passkeyProblem).
 */
export function staffErrorText(error: unknown, ceremony?: PasskeyCeremony): string {
  if (axios.isAxiosError(error)) {
    const message = serverMessage(error);
    if (message) return message;
    if (error.response?.status === 401 && ceremony === 'sign-in') {
      return 'We do not recognise that passkey. It may have been removed: get a code by e-mail to set up a new one.';
    }
    return error.response
      ? 'Something went wrong on our side. Please try again in a moment.'
      : 'We could not reach the server. Check your connection and try again.';
  }
  return ceremony ? passkeyProblem(error, ceremony) : 'Something went wrong. Please try again.';
}

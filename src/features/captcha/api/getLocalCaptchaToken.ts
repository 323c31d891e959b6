import { dataClient } from '@/lib/http';

/** A token of the local 'I am not a robot' check, issued by the local API (`POST api/captcha/local`). */
export async function getLocalCaptchaToken(): Promise<string> {
  const { token } = await dataClient().post<{ token: string }>('captcha/local');
  return token;
}

import { useMutation } from '@tanstack/react-query';
import { useSignedIn } from './getMe';
import { registerPasskey, type PasskeyOptions } from './registerPasskey';
import { staffApi } from './staffApi';

/** `POST codes`: mails a 6-digit code to a member's address; the answer is the same for any address. */
export const requestCode = (email: string) => staffApi.post<{ message: string }>('codes', { email });

/** `POST codes/verify`: a right code starts a passkey ceremony (its options); a wrong one is a 400 with tries left. */
export const verifyCode = (body: { email: string; code: string }) => staffApi.post<PasskeyOptions>('codes/verify', body);

export const useRequestCode = () => useMutation({ mutationFn: requestCode });
export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });

/** Creating the passkey a code allowed signs the member in. */
export function useEnrolPasskey() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: registerPasskey, onSuccess: signedIn });
}

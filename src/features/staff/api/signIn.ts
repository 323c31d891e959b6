import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import type { StaffMe } from '../types';
import { useSignedIn } from './getMe';
import { staffApi } from './staffApi';

/**
 * Signing in with a passkey: `POST sign-in/options` starts the ceremony (discoverable credentials, so no address is
 * asked), the device signs it, and `POST sign-in` checks the answer and opens the session.
 */
export async function signInWithPasskey(): Promise<StaffMe> {
  const optionsJSON = await staffApi.post<PublicKeyCredentialRequestOptionsJSON>('sign-in/options');
  const response = await startAuthentication({ optionsJSON });
  return staffApi.post<StaffMe>('sign-in', { response });
}

export function useSignIn() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: signInWithPasskey, onSuccess: signedIn });
}

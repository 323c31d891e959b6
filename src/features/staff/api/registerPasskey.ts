import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { StaffMe } from '../types';
import { staffApi } from './staffApi';

export type PasskeyOptions = PublicKeyCredentialCreationOptionsJSON;

/**
 * The device creates a passkey for the ceremony the server started (by `codes/verify`, or `passkeys/options` when
 * signed in), and `POST passkeys/register` stores it under `name`; the answer is the member, signed in.
 */
export async function registerPasskey({ optionsJSON, name }: { optionsJSON: PasskeyOptions; name: string }): Promise<StaffMe> {
  const response = await startRegistration({ optionsJSON });
  return staffApi.post<StaffMe>('passkeys/register', { response, name });
}

/**
 * What went wrong with a passkey prompt, in words a leasing agent can act on. Browsers answer `NotAllowedError` both
 * when the prompt is closed and when the device holds no passkey for this site (they do not tell the two apart, so
 * a site cannot probe which accounts a device has): one message covers both.
 */
export type PasskeyCeremony = 'sign-in' | 'create';

export function passkeyProblem(error: unknown, ceremony: PasskeyCeremony): string {
  const name = error instanceof Error ? error.name : '';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : '';
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (error instanceof Error && /not supported/i.test(error.message)) {
    return 'This browser cannot use passkeys. Open the workspace in a current version of Chrome, Edge, Safari or Firefox.';
  }
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return 'This device already holds a passkey for your account: sign in with it instead.';
  }
  if (name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return ceremony === 'sign-in'
      ? 'Signing in was cancelled, or this device has no passkey for the workspace. Try again, or get a code by e-mail to set one up.'
      : 'Creating the passkey was cancelled. Try again when you are ready.';
  }
  return ceremony === 'sign-in'
    ? 'Your device could not use its passkey. Try again, or get a code by e-mail.'
    : 'Your device could not create a passkey. Try again, or try another device.';
}

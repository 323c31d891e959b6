import { describe, expect, it } from 'vitest';
import { passkeyProblem } from './passkeyProblem';

const named = (name: string, extra: object = {}) => Object.assign(new Error(name), { name, ...extra });

describe('issue 22 passkey problems in words', () => {
  it('issue 22 sign-in: a closed prompt and a device without a passkey read the same (browsers hide which)', () => {
    expect(passkeyProblem(named('NotAllowedError'), 'sign-in')).toMatch(/cancelled, or this device has no passkey/);
    expect(passkeyProblem(named('WebAuthnError', { code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause: named('NotAllowedError') }), 'sign-in')).toMatch(/cancelled/);
    expect(passkeyProblem(named('NotAllowedError'), 'create')).toMatch(/Creating the passkey was cancelled/);
  });

  it('issue 22 sign-in: no passkeys in this browser, one already on this device, anything else', () => {
    expect(passkeyProblem(new Error('WebAuthn is not supported in this browser'), 'sign-in')).toMatch(/This browser cannot use passkeys/);
    expect(passkeyProblem(named('InvalidStateError', { code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }), 'create')).toMatch(/already holds a passkey/);
    expect(passkeyProblem(named('UnknownError'), 'sign-in')).toMatch(/could not use its passkey/);
  });
});

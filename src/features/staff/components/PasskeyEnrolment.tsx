import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { TextInput } from '@/components/TextInput';
import { fieldErrors } from '@/lib/validation';
import { useEnrolPasskey, useVerifyCode } from '../api/codes';
import type { PasskeyOptions } from '../api/registerPasskey';
import { staffErrorText } from '../errorText';
import { staffPaths } from '../paths';
import { codeVerifySchema, passkeyNameSchema } from '../types';
import styles from './staff.module.css';

/**
 * The second half of a code sign-in and of an accepted invitation: the 6-digit code mailed to `email`, then a name
 * for the new passkey, which the device creates; that signs the member in, and the leads open.
 */
export function PasskeyEnrolment({ email }: { email: string }) {
  const [options, setOptions] = useState<PasskeyOptions>();
  return options ? <NamePasskey optionsJSON={options} /> : <EnterCode email={email} onVerified={setOptions} />;
}

function EnterCode({ email, onVerified }: { email: string; onVerified: (options: PasskeyOptions) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const verify = useVerifyCode();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = codeVerifySchema.safeParse({ email, code });
    setError(checked.success ? undefined : fieldErrors(checked.error.issues).code);
    if (checked.success) verify.mutate(checked.data, { onSuccess: onVerified });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={styles.narrow}>
      <TextInput
        label="6-digit code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        hint={`From the mail we sent to ${email}. It works for 10 minutes.`}
        value={code}
        error={error}
        onChange={(value) => setCode(value.replace(/\D/g, ''))}
      />
      {verify.isError && <FormAlert tone="error">{staffErrorText(verify.error)}</FormAlert>}
      <SubmitButton pending={verify.isPending}>Continue</SubmitButton>
    </form>
  );
}

function NamePasskey({ optionsJSON }: { optionsJSON: PasskeyOptions }) {
  const [name, setName] = useState('This device');
  const [error, setError] = useState<string>();
  const enrol = useEnrolPasskey();
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = passkeyNameSchema.safeParse({ name });
    setError(checked.success ? undefined : fieldErrors(checked.error.issues).name);
    if (checked.success) enrol.mutate({ optionsJSON, name: checked.data.name }, { onSuccess: () => navigate(staffPaths.leads, { replace: true }) });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={styles.narrow}>
      <p>The code is right. Now create a passkey: your device will ask for your fingerprint, face or screen lock.</p>
      <TextInput
        label="Name this passkey"
        name="passkeyName"
        maxLength={60}
        required
        hint="So you can tell your passkeys apart later, e.g. 'Office laptop'."
        value={name}
        error={error}
        onChange={setName}
      />
      {enrol.isError && <FormAlert tone="error">{staffErrorText(enrol.error, 'create')}</FormAlert>}
      <SubmitButton pending={enrol.isPending}>Create passkey</SubmitButton>
    </form>
  );
}

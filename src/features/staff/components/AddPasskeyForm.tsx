import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { TextInput } from '@/components/TextInput';
import { fieldErrors } from '@/lib/validation';
import { useAddPasskey } from '../api/passkeys';
import { staffErrorText } from '../errorText';
import { passkeyNameSchema } from '../types';
import styles from './staff.module.css';

/** Another passkey for the signed-in member (a second device, a security key), created by the device at hand. */
export function AddPasskeyForm() {
  const [name, setName] = useState('This device');
  const [error, setError] = useState<string>();
  const add = useAddPasskey();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    add.reset();
    const checked = passkeyNameSchema.safeParse({ name });
    setError(checked.success ? undefined : fieldErrors(checked.error.issues).name);
    if (checked.success) add.mutate(checked.data.name);
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <div className={styles.inlineForm}>
        <TextInput label="Name the new passkey" name="newPasskeyName" maxLength={60} required value={name} error={error} onChange={setName} />
        <div className={styles.actions}>
          <SubmitButton pending={add.isPending}>Add a passkey</SubmitButton>
        </div>
      </div>
      {add.isError && <FormAlert tone="error">{staffErrorText(add.error, 'create')}</FormAlert>}
      {add.isSuccess && <FormAlert tone="success">The passkey is added: you can sign in with it from now on.</FormAlert>}
    </form>
  );
}

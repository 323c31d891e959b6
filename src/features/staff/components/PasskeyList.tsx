import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { LoadError } from '@/components/LoadError';
import { Skeleton } from '@/components/Skeleton';
import { SubmitButton } from '@/components/SubmitButton';
import { TextInput } from '@/components/TextInput';
import { fieldErrors } from '@/lib/validation';
import { usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { staffErrorText } from '../errorText';
import { passkeyNameSchema, type StaffPasskey } from '../types';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './staff.module.css';
import { CompanyTime } from './CompanyTime';

/** The member's own passkeys: when each was added and last used; rename one, or remove one (never the last). */
export function PasskeyList() {
  const passkeys = usePasskeys();
  if (passkeys.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading your passkeys">
        <Skeleton height="5rem" />
      </div>
    );
  }
  if (passkeys.isError) return <LoadError what="your passkeys" onRetry={() => void passkeys.refetch()} />;
  if (passkeys.data.length === 0) return <p>You have no passkeys yet. Add one below.</p>;
  return (
    <ul className={styles.list}>
      {passkeys.data.map((passkey) => (
        <PasskeyItem key={passkey.id} passkey={passkey} />
      ))}
    </ul>
  );
}

function PasskeyItem({ passkey }: { passkey: StaffPasskey }) {
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemovePasskey();

  return (
    <li className={`card ${styles.item}`}>
      <h3>{passkey.name}</h3>
      <p className={styles.facts}>
        Added <CompanyTime instant={passkey.createdAt} /> · Last used <CompanyTime instant={passkey.lastUsedAt} />
      </p>
      {renaming ? (
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      ) : (
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" aria-label={`Rename ${passkey.name}`} onClick={() => setRenaming(true)}>
            Rename
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={`Remove ${passkey.name}`}
            onClick={() => {
              remove.reset();
              setRemoving(true);
            }}
          >
            Remove
          </button>
        </div>
      )}
      <ConfirmDialog
        open={removing}
        title="Remove this passkey?"
        confirmLabel="Remove passkey"
        pending={remove.isPending}
        error={remove.isError ? staffErrorText(remove.error) : undefined}
        onConfirm={() => remove.mutate(passkey.id, { onSuccess: () => setRemoving(false) })}
        onClose={() => setRemoving(false)}
      >
        <p>
          “{passkey.name}” will no longer sign you in. You can always set up a new passkey with a code by e-mail.
        </p>
      </ConfirmDialog>
    </li>
  );
}

function RenameForm({ passkey, onDone }: { passkey: StaffPasskey; onDone: () => void }) {
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string>();
  const rename = useRenamePasskey();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = passkeyNameSchema.safeParse({ name });
    setError(checked.success ? undefined : fieldErrors(checked.error.issues).name);
    if (checked.success) rename.mutate({ id: passkey.id, name: checked.data.name }, { onSuccess: onDone });
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <div className={styles.inlineForm}>
        <TextInput label="New name" name="passkeyName" maxLength={60} required value={name} error={error} onChange={setName} />
        <div className={styles.actions}>
          <SubmitButton pending={rename.isPending}>Save name</SubmitButton>
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Cancel
          </button>
        </div>
      </div>
      {rename.isError && <FormAlert tone="error">{staffErrorText(rename.error)}</FormAlert>}
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { TextInput } from '@/components/TextInput';
import { useSessionDraft } from '@/components/useSessionDraft';
import { useRequestCode } from '@/features/staff/api/codes';
import { PasskeyEnrolment } from '@/features/staff/components/PasskeyEnrolment';
import styles from '@/features/staff/components/staff.module.css';
import { staffErrorText } from '@/features/staff/errorText';
import { staffPaths } from '@/features/staff/paths';
import { codeRequestSchema } from '@/features/staff/types';
import { fieldErrors } from '@/lib/validation';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

export const CODE_ON_ITS_WAY = 'If this address belongs to a staff member, a code is on its way.';

/** A code by e-mail, for a first passkey or one that replaces a lost one: the address, the code, then the passkey. */
export default function CodePage() {
  useDocumentTitle(titles.staff('Get a code by e-mail'));
  const { values, update } = useSessionDraft('staff-code', () => ({ email: '' }));
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const request = useRequestCode();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = codeRequestSchema.safeParse(values);
    setError(checked.success ? undefined : fieldErrors(checked.error.issues).email);
    if (checked.success) request.mutate(checked.data.email, { onSuccess: () => setSentTo(checked.data.email) });
  }

  return (
    <main className={`container section ${styles.narrow}`}>
      <h1>Get a code by e-mail</h1>
      {sentTo ? (
        <>
          <FormAlert tone="success">{CODE_ON_ITS_WAY}</FormAlert>
          <PasskeyEnrolment email={sentTo} />
          <p>
            No mail after a few minutes? Check the spam folder, or{' '}
            <button type="button" className="btn btn-ghost" onClick={() => setSentTo(undefined)}>
              ask for a new code
            </button>
          </p>
        </>
      ) : (
        <form noValidate onSubmit={handleSubmit}>
          <p>We mail a 6-digit code to your work address. With it you set up a passkey on this device.</p>
          <TextInput
            label="Work e-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={error}
            onChange={(email) => update({ email })}
          />
          {request.isError && <FormAlert tone="error">{staffErrorText(request.error)}</FormAlert>}
          <SubmitButton pending={request.isPending}>Send me a code</SubmitButton>
        </form>
      )}
      <p>
        <Link to={staffPaths.signIn}>I have a passkey: sign in</Link>
      </p>
    </main>
  );
}

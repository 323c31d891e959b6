import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '@/components/FormAlert';
import { Spinner } from '@/components/Spinner';
import { useForgetSession } from '@/features/staff/api/getMe';
import { useSignIn } from '@/features/staff/api/signIn';
import styles from '@/features/staff/components/staff.module.css';
import { staffErrorText } from '@/features/staff/errorText';
import { pathAfterSignIn, staffPaths } from '@/features/staff/paths';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

const REASONS: Record<string, string> = {
  ended: 'Your session ended after 30 minutes without activity. Sign in again to carry on: what you typed is kept.',
  'signed-out': 'You are signed out.',
};

/** Daily sign-in with a passkey; the page asked for (`?next=`) opens after. */
export default function SignInPage() {
  useDocumentTitle(titles.staff('Sign in'));
  useForgetSession();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const reason = REASONS[search.get('reason') ?? ''];

  return (
    <main className={`container section ${styles.narrow}`}>
      <h1>Sign in to the leasing office</h1>
      {reason && (
        <p className="alert alert-success" role="status">
          {reason}
        </p>
      )}
      <p>Use the passkey on this device: your fingerprint, face or screen lock.</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={signIn.isPending}
          onClick={() => signIn.mutate(undefined, { onSuccess: () => navigate(pathAfterSignIn(search.get('next')), { replace: true }) })}
        >
          {signIn.isPending && <Spinner label="Waiting for your passkey" size="small" />}
          Sign in with a passkey
        </button>
      </div>
      {signIn.isError && <FormAlert tone="error">{staffErrorText(signIn.error, 'sign-in')}</FormAlert>}
      <p>
        <Link to={staffPaths.code}>New here, or lost your passkey? Get a code by e-mail</Link>
      </p>
    </main>
  );
}

import { FormAlert } from '@/components/FormAlert';
import { Spinner } from '@/components/Spinner';
import { useSignOut } from '../api/signOut';
import { staffErrorText } from '../errorText';

/** 'Sign out' (this browser) or 'Sign out everywhere' (every browser the member is signed in on), then the sign-in page. */
export function SignOutButton({ everywhere = false, className }: { everywhere?: boolean; className?: string }) {
  const signOut = useSignOut(everywhere ? 'everywhere' : 'here');
  return (
    <span className={className}>
      <button type="button" className="btn btn-secondary" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {signOut.isPending && <Spinner label="Signing out" size="small" />}
        {everywhere ? 'Sign out everywhere' : 'Sign out'}
      </button>
      {signOut.isError && <FormAlert tone="error">{staffErrorText(signOut.error)}</FormAlert>}
    </span>
  );
}

import { Link, useLocation } from 'react-router-dom';
import { FormAlert } from '@/components/FormAlert';
import { Spinner } from '@/components/Spinner';
import { useAcceptInvitation } from '@/features/staff/api/acceptInvitation';
import { PasskeyEnrolment } from '@/features/staff/components/PasskeyEnrolment';
import styles from '@/features/staff/components/staff.module.css';
import { staffErrorText } from '@/features/staff/errorText';
import { staffPaths } from '@/features/staff/paths';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

/** The key of `/staff/invitation#key=…`: a fragment, which never reaches a server log or another site's Referer. */
const keyOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('key') ?? '';

/**
 * An invitation link from the mail. Opening it spends nothing (mail scanners open every link): the button does.
 * The invitation then works as a code sign-in for the address it was sent to.
 */
export default function InvitationPage() {
  useDocumentTitle(titles.staff('Accept your invitation'));
  const key = keyOf(useLocation().hash);
  const accept = useAcceptInvitation();

  return (
    <main className={`container section ${styles.narrow}`}>
      <h1>Welcome to the leasing office</h1>
      {accept.isSuccess ? (
        <>
          <FormAlert tone="success">{accept.data.message}</FormAlert>
          <PasskeyEnrolment email={accept.data.email} />
        </>
      ) : key.length < 20 ? (
        <p className="alert alert-error" role="alert">
          This invitation link is incomplete. Open it again from the mail, or ask an admin to send a new invitation.
        </p>
      ) : (
        <>
          <p>You were invited to the workspace. Accept the invitation and we mail you a code to set up your passkey.</p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" disabled={accept.isPending} onClick={() => accept.mutate(key)}>
              {accept.isPending && <Spinner label="Accepting" size="small" />}
              Accept invitation
            </button>
          </div>
          {accept.isError && <FormAlert tone="error">{staffErrorText(accept.error)}</FormAlert>}
        </>
      )}
      <p>
        <Link to={staffPaths.code}>Already accepted, or the link stopped working? Get a code by e-mail</Link>
      </p>
    </main>
  );
}

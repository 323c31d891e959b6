import { Link } from 'react-router-dom';
import { CopyLinkButton } from '@/components/CopyLinkButton';
import { privateSubletPath } from '@/shared/routeFacts';
import { CONFIRMATION_HOURS } from '../listingLife';
import type { PostedSublet } from '../types';
import styles from './SubletForm.module.css';

/**
 * The poster's private link to the new listing (also mailed, with the confirmation link): the way back to it. When
 * the address had all the confirmation mails it may get for now (issue 26), the server's message says so instead.
 */
export function PrivateLink({ posted }: { posted: PostedSublet }) {
  const path = privateSubletPath(posted.assetKey);
  const url = `${window.location.origin}${path}`;
  return (
    <div className={styles.link}>
      {posted.confirmationMailHeld ? (
        <p>{posted.message}</p>
      ) : (
        <p>
          We sent this private link to {posted.email} with a link to confirm your listing: only confirmed listings are reviewed, and
          a listing not confirmed within {CONFIRMATION_HOURS} hours is removed. Keep the link private: it opens your listing, lets you renew
          it and delete it.
        </p>
      )}
      <Link to={path}>{url}</Link>
      <CopyLinkButton url={url} />
    </div>
  );
}

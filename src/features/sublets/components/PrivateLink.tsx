import { Link } from 'react-router-dom';
import { CopyLinkButton } from '@/components/CopyLinkButton';
import { CONFIRMATION_HOURS } from '../listingLife';
import styles from './SubletForm.module.css';

/** The poster's private link to the new listing (also mailed, with the confirmation link): the way back to it. */
export function PrivateLink({ assetKey, email }: { assetKey: string; email: string }) {
  const path = `/sublets/${encodeURIComponent(assetKey)}`;
  const url = `${window.location.origin}${path}`;
  return (
    <div className={styles.link}>
      <p>
        We sent this private link to {email} with a link to confirm your listing: only confirmed listings are reviewed, and
        a listing not confirmed within {CONFIRMATION_HOURS} hours is removed. Keep the link private: it opens your listing, lets you renew
        it and delete it.
      </p>
      <Link to={path}>{url}</Link>
      <CopyLinkButton url={url} />
    </div>
  );
}

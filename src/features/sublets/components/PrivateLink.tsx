import { Link } from 'react-router-dom';
import { CopyLinkButton } from '@/components/CopyLinkButton';
import styles from './SubletForm.module.css';

/** The poster's private link to the new listing: it is the only way back to it, and to deleting it. */
export function PrivateLink({ assetKey }: { assetKey: string }) {
  const path = `/sublets/${encodeURIComponent(assetKey)}`;
  const url = `${window.location.origin}${path}`;
  return (
    <div className={styles.link}>
      <p>Keep this private link: it opens your listing and lets you delete it.</p>
      <Link to={path}>{url}</Link>
      <CopyLinkButton url={url} />
    </div>
  );
}

import { useState } from 'react';
import { CopyLinkButton } from '@/components/CopyLinkButton';
import { Icon } from '@/components/Icon';
import { Modal } from '@/components/Modal';
import { shareLinks } from '../share';
import styles from './DetailCard.module.css';

export const SHARE_TITLE = 'Check out this apartment';

/** Spec section 2: share the page ('Check out this apartment') on two social networks, by e-mail, or copy its link. */
export function ShareButton({ url }: { url: string }) {
  const [open, setOpen] = useState(false);
  const links = shareLinks(url, SHARE_TITLE);
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        <Icon name="share" />
        Share
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={SHARE_TITLE} size="small">
        <div className={styles.actions}>
          {links.map((link) => (
            <a key={link.label} className="btn btn-secondary" href={link.href} target="_blank" rel="noreferrer">
              {link.label}
            </a>
          ))}
          <CopyLinkButton url={url} />
        </div>
      </Modal>
    </>
  );
}

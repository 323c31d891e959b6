import { useState } from 'react';
import { CopyLinkButton } from '@/components/CopyLinkButton';
import { Icon } from '@/components/Icon';
import { Modal } from '@/components/Modal';
import { shareLinks } from '../share';
import styles from './DetailCard.module.css';

export const SHARE_TITLE = 'Check out this apartment';

/**
 * Spec section 2: share the page ('Check out this apartment'). Where the browser has a share sheet (Web Share API,
 * phones mostly) it opens that, issue 27; otherwise, or when the sheet refuses, two social networks, e-mail and
 * copy link in a dialog.
 */
export function ShareButton({ url }: { url: string }) {
  const [open, setOpen] = useState(false);
  const links = shareLinks(url, SHARE_TITLE);

  async function share() {
    if (typeof navigator.share !== 'function') return setOpen(true);
    try {
      await navigator.share({ title: SHARE_TITLE, url });
    } catch (error) {
      // Closing the sheet is the renter's choice (AbortError); any other refusal leaves the site's own choices.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setOpen(true);
    }
  }

  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => void share()}>
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

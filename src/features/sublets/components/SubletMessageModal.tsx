import { Modal } from '@/components/Modal';
import type { PublicSublet } from '../types';
import { SubletMessageForm } from './SubletMessageForm';
import styles from './SubletMessageForm.module.css';

export const SAFETY_NOTE =
  'Never pay or send a deposit before you have seen the place and met the person. We never ask for payment for a sublet. The owner answers your e-mail; their address stays private.';

/**
 * Spec section 4, the sublet message modal: 'Contact for {title}' with the message form; closed when `sublet` is
 * null. Issue 17: a short safety note comes first, where a scam would ask for money.
 */
export function SubletMessageModal({ sublet, onClose }: { sublet: PublicSublet | null; onClose: () => void }) {
  return (
    <Modal open={sublet !== null} onClose={onClose} title={`Contact for ${sublet?.title ?? ''}`}>
      <p className={styles.safety}>
        <strong>Stay safe:</strong> {SAFETY_NOTE}
      </p>
      {sublet && <SubletMessageForm subletId={sublet.id} />}
    </Modal>
  );
}

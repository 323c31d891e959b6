import { Modal } from '@/components/Modal';
import type { PublicSublet } from '../types';
import { SubletMessageForm } from './SubletMessageForm';

/** Spec section 4, the sublet message modal: 'Contact for {title}' with the message form; closed when `sublet` is null. */
export function SubletMessageModal({ sublet, onClose }: { sublet: PublicSublet | null; onClose: () => void }) {
  return (
    <Modal open={sublet !== null} onClose={onClose} title={`Contact for ${sublet?.title ?? ''}`}>
      {sublet && <SubletMessageForm subletId={sublet.id} />}
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import styles from './staff.module.css';

/** A question before an action that cannot simply be undone (removing a passkey, disabling an account). */
export function ConfirmDialog({ open, title, children, confirmLabel, dismissLabel = 'Cancel', pending, error, onConfirm, onClose }: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes it without acting ('Cancel' unless the action itself is a cancellation). */
  dismissLabel?: string;
  pending: boolean;
  /** What went wrong with the last try, shown in the dialog so the member can try again or cancel. */
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="small">
      {children}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" disabled={pending} onClick={onConfirm}>
          {pending && <Spinner label="Working" size="small" />}
          {confirmLabel}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {dismissLabel}
        </button>
      </div>
    </Modal>
  );
}

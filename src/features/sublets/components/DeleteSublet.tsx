import { useState } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { Icon } from '@/components/Icon';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { useDeleteSublet } from '../api/deleteSublet';
import { SUBLET_OUTCOME } from '../subletForm';
import type { Sublet } from '../types';
import styles from './SubletForm.module.css';

/**
 * Spec sections 2 and 4: Delete opens 'Delete Sublet?' with Delete and Cancel; deleting says 'Sublet Deleted!' (and
 * the button stays disabled) or 'Error deleting sublet!'.
 */
export function DeleteSublet({ sublet }: { sublet: Pick<Sublet, 'id' | 'assetKey'> }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSublet();

  function confirm() {
    remove.mutate({ id: sublet.id, assetKey: sublet.assetKey }, { onSettled: () => setConfirming(false) });
  }

  return (
    <>
      {remove.isError && <FormAlert tone="error">{SUBLET_OUTCOME.deleteFailed}</FormAlert>}
      {remove.isSuccess && <FormAlert tone="success">{SUBLET_OUTCOME.deleted}</FormAlert>}
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" disabled={remove.isSuccess} onClick={() => setConfirming(true)}>
          <Icon name="trash" />
          Delete
        </button>
      </div>
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Delete Sublet?" size="small">
        <p>Your listing and its photos will be removed from the sublet board.</p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending && (
              <>
                <Spinner label="Deleting" size="small" />{' '}
              </>
            )}
            Delete
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      </Modal>
    </>
  );
}

import { useState } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { Icon } from '@/components/Icon';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { useDeleteSublet } from '../api/deleteSublet';
import { SUBLET_OUTCOME } from '../subletForm';
import type { Sublet } from '../types';
import styles from './SubletForm.module.css';

export interface DeleteSubletProps {
  sublet: Pick<Sublet, 'id' | 'assetKey'>;
  /** The listing is gone: the page shows the deleted state in its place (issue 27). */
  onDeleted: () => void;
}

/**
 * Spec sections 2 and 4: Delete opens 'Delete Sublet?' with Delete and Cancel; deleting hands over to the deleted
 * state ('Sublet Deleted!', `DeletedListing`) or says 'Error deleting sublet!' and Delete can be tried again.
 */
export function DeleteSublet({ sublet, onDeleted }: DeleteSubletProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSublet();

  function confirm() {
    remove.mutate({ id: sublet.id, assetKey: sublet.assetKey }, { onSettled: () => setConfirming(false), onSuccess: onDeleted });
  }

  return (
    <>
      {remove.isError && <FormAlert tone="error">{SUBLET_OUTCOME.deleteFailed}</FormAlert>}
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
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

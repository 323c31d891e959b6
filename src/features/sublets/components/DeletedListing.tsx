import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/FormAlert';
import { SUBLET_OUTCOME } from '../subletForm';
import styles from './SubletForm.module.css';

/**
 * Spec section 8 / issue 27: after 'Sublet Deleted!' the private page shows only that the listing is gone and where
 * to go next; its status, fields and photos would describe a listing that no longer exists.
 */
export function DeletedListing() {
  return (
    <div className={styles.form}>
      <FormAlert tone="success">{SUBLET_OUTCOME.deleted}</FormAlert>
      <p>Your listing and its photos are removed from the sublet board, and this private link no longer opens it.</p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to="/sublets">
          Back to sublets
        </Link>
        <Link className="btn btn-secondary" to="/sublets/new">
          Post a new sublet
        </Link>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { CardPhotos } from '@/features/gallery/components/CardPhotos';
import { subletValues } from '../subletForm';
import type { Sublet } from '../types';
import { AddPhotos } from './AddPhotos';
import { ConfirmFromLink } from './ConfirmFromLink';
import { DeleteSublet } from './DeleteSublet';
import { DeletedListing } from './DeletedListing';
import { ListingStatus } from './ListingStatus';
import { SubletFields } from './SubletFields';
import styles from './SubletListing.module.css';
import formStyles from './SubletForm.module.css';

const noChange = () => undefined;

/**
 * Spec section 2, the poster's own listing: its photos, every field read-only, and Delete. Issue 17: the
 * confirmation from the mail's link, where the listing stands (with renewal), and adding photos it lacks. Once
 * deleted, only the deleted state is left (issue 27).
 */
export function SubletListing({ sublet }: { sublet: Sublet }) {
  // Opened without photos: the form stays after the upload, to say how it went.
  const [lacksPhotos] = useState(sublet.photoCount === 0);
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <DeletedListing />;
  return (
    <div className={styles.listing}>
      <div className={styles.photos}>
        <CardPhotos coverImage={sublet.coverImage} folderId={sublet.photosFolderId} alt={sublet.title} priority />
      </div>
      <div className={formStyles.form}>
        <ConfirmFromLink assetKey={sublet.assetKey} />
        <ListingStatus sublet={sublet} />
        {lacksPhotos && sublet.active && <AddPhotos sublet={sublet} />}
        {/* Disabled: nothing here can be changed, and nothing here is sent. */}
        <fieldset className={formStyles.fields} disabled>
          <legend className="visually-hidden">Your sublet (read-only)</legend>
          <SubletFields values={subletValues(sublet)} errors={{}} onChange={noChange} readOnly />
        </fieldset>
        <DeleteSublet sublet={sublet} onDeleted={() => setDeleted(true)} />
      </div>
    </div>
  );
}

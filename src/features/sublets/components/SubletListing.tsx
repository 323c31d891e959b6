import { CardPhotos } from '@/features/gallery/components/CardPhotos';
import { subletValues } from '../subletForm';
import type { Sublet } from '../types';
import { DeleteSublet } from './DeleteSublet';
import { SubletFields } from './SubletFields';
import styles from './SubletListing.module.css';
import formStyles from './SubletForm.module.css';

const noChange = () => undefined;

/** Spec section 2, the poster's own listing: its photos, every field read-only, and Delete. */
export function SubletListing({ sublet }: { sublet: Sublet }) {
  return (
    <div className={styles.listing}>
      <div className={styles.photos}>
        <CardPhotos coverImage={sublet.coverImage} folderId={sublet.photosFolderId} alt={sublet.title} priority />
      </div>
      <div className={formStyles.form}>
        {/* Disabled: nothing here can be changed, and nothing here is sent. */}
        <fieldset className={formStyles.fields} disabled>
          <legend className="visually-hidden">Your sublet (read-only)</legend>
          <SubletFields values={subletValues(sublet)} errors={{}} onChange={noChange} />
        </fieldset>
        <DeleteSublet sublet={sublet} />
      </div>
    </div>
  );
}

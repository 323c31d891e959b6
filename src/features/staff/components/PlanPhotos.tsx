import { LoadError } from '@/components/LoadError';
import { FormAlert } from '@/components/FormAlert';
import { Skeleton } from '@/components/Skeleton';
import { movedOnePlace } from '@/lib/moveOnePlace';
import { usePlanPhotos, useReorderPhotos } from '../api/planPhotos';
import { staffErrorText } from '../errorText';
import { PlanPhotoItem } from './PlanPhotoItem';
import { PlanPhotoUpload } from './PlanPhotoUpload';
import styles from './PlanPhotos.module.css';
import shared from './staff.module.css';

/** A floor plan's photos (issue 23): in the order the site shows them, each with its description, place and cover. */
export function PlanPhotos({ planId }: { planId: number }) {
  const photos = usePlanPhotos(planId);
  const reorder = useReorderPhotos(planId);

  let body;
  if (photos.isPending) {
    body = (
      <div aria-busy="true">
        <p role="status" className="visually-hidden">
          Loading the photos
        </p>
        <Skeleton height="8rem" />
      </div>
    );
  } else if (photos.isError) {
    body = <LoadError what="the photos" onRetry={() => void photos.refetch()} />;
  } else if (photos.data.photos.length === 0) {
    body = <p>No photos yet. The site shows the default picture for this plan until one is added and described.</p>;
  } else {
    const ids = photos.data.photos.map((photo) => photo.id);
    body = (
      <>
        {reorder.isError && <FormAlert tone="error">{staffErrorText(reorder.error)}</FormAlert>}
        <ol className={styles.photos} aria-label="Photos, in the order the site shows them">
          {photos.data.photos.map((photo, index) => (
            <PlanPhotoItem
              key={photo.id}
              planId={planId}
              photo={photo}
              place={index + 1}
              count={ids.length}
              onMove={reorder.isPending ? null : (step) => reorder.mutate({ photoIds: movedOnePlace(ids, index, step) })}
            />
          ))}
        </ol>
      </>
    );
  }

  return (
    <section className={`card ${shared.panel}`} aria-labelledby="plan-photos">
      <h2 id="plan-photos">Photos</h2>
      <p className="field-hint">The site shows them in this order. A photo shows only once it has a description, read aloud to renters who cannot see it.</p>
      {body}
      <PlanPhotoUpload planId={planId} />
    </section>
  );
}

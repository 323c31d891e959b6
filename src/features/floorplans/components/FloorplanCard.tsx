import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/Skeleton';
import { CardPhotos } from '@/features/gallery/components/CardPhotos';
import { SaveButton } from '@/features/shortlist/components/SaveButton';
import { useCardCover } from '../api/getCardCovers';
import type { CardPlan } from '../cardPlan';
import { roomsLabel } from '../styleLabels';
import { Price } from './Price';
import styles from './FloorplanCard.module.css';

export interface FloorplanCardProps {
  /** What the card shows, worked out for today (cardPlan.ts). */
  plan: CardPlan;
  /** The first cards of a list load their cover first. */
  priority?: boolean;
}

/**
 * Spec section 2: a floor plan card. The whole card links to the floor plan; its photo arrows and the community link
 * sit above that link. On hover and keyboard focus a special-offer banner shows over the photo.
 */
export const FloorplanCard = memo(function FloorplanCard({ plan, priority = false }: FloorplanCardProps) {
  const titleId = useId();
  const { price, offer, community } = plan;
  const cover = useCardCover(plan);

  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        {cover ? (
          <CardPhotos coverImage={cover.image} coverAlt={cover.alt} folderId={plan.photosFolderId} alt={`${plan.name} floor plan`} priority={priority} />
        ) : (
          <Skeleton className={styles.mediaSkeleton} height="auto" radius={0} />
        )}
        <SaveButton plan={{ id: plan.id, name: plan.name, community: community?.name ?? null }} variant="overlay" />
        {offer && (
          <p className={styles.offer}>
            <strong>Special Offer:</strong> {offer}
          </p>
        )}
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          <Link to={`/floorplans/${plan.id}`} className={styles.link}>
            {plan.name}
          </Link>
        </h3>
        {community && (
          <Link to={`/communities/${community.id}`} className={styles.community}>
            {community.name}
          </Link>
        )}
        <div className={styles.price}>
          <Price price={price} startingAt />
        </div>
        <p className={styles.rooms}>{roomsLabel(plan)}</p>
      </div>
    </article>
  );
});

/** Holds exactly the space of a FloorplanCard while the list loads, so the page does not move when cards arrive. */
export function FloorplanCardSkeleton() {
  return (
    <div className={`card ${styles.card}`} aria-hidden="true">
      <div className={styles.media}>
        <Skeleton className={styles.mediaSkeleton} height="auto" radius={0} />
      </div>
      <div className={styles.body}>
        <Skeleton width="65%" height="var(--title-height)" />
        <Skeleton width="45%" height="var(--community-height)" />
        <Skeleton width="80%" height="var(--price-height)" />
        <Skeleton width="35%" height="var(--rooms-height)" />
      </div>
    </div>
  );
}

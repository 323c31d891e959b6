import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/Skeleton';
import { CardPhotos } from '@/features/gallery/components/CardPhotos';
import { SaveButton } from '@/features/shortlist/components/SaveButton';
import { useCardDetails } from '../api/getCardDetails';
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

/** The title of a card whose name could not be read (issue 28): it still links to the plan, which names itself. */
const UNREAD_NAME = 'See this floor plan';

/**
 * Spec section 2: a floor plan card. The whole card links to the floor plan; its photo arrows and the community link
 * sit above that link. On hover and keyboard focus a special-offer banner shows over the photo. A card of the home
 * index shows its facts at once and its name and photos as they arrive (issue 28), in the space they will take.
 */
export const FloorplanCard = memo(function FloorplanCard({ plan, priority = false }: FloorplanCardProps) {
  const titleId = useId();
  const { price, offer, community } = plan;
  const details = useCardDetails(plan);
  const name = details === null ? UNREAD_NAME : details?.name;

  return (
    <article className={`card ${styles.card}`} aria-labelledby={name === undefined ? undefined : titleId} aria-busy={name === undefined || undefined}>
      <div className={styles.media}>
        {details === undefined ? (
          <Skeleton className={styles.mediaSkeleton} height="auto" radius={0} />
        ) : (
          <CardPhotos
            coverImage={details?.coverImage ?? null}
            coverAlt={details?.coverAlt}
            folderId={details?.photosFolderId ?? null}
            alt={details ? `${details.name} floor plan` : 'Floor plan'}
            priority={priority}
          />
        )}
        {details && <SaveButton plan={{ id: plan.id, name: details.name, community: community?.name ?? null }} variant="overlay" />}
        {offer && (
          <p className={styles.offer}>
            <strong>Special Offer:</strong> {offer}
          </p>
        )}
      </div>
      <div className={styles.body}>
        {name === undefined ? (
          <Skeleton width="65%" height="var(--title-height)" />
        ) : (
          <h3 id={titleId} className={styles.title}>
            <Link to={`/floorplans/${plan.id}`} className={styles.link}>
              {name}
            </Link>
          </h3>
        )}
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

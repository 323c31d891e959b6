import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/Skeleton';
import { CardPhotos } from '@/features/gallery/components/CardPhotos';
import { SaveButton } from '@/features/shortlist/components/SaveButton';
import type { IsoDate } from '@/lib/dates';
import { formatDate, formatMoney } from '@/lib/format';
import { listedPrice, minUnitRent } from '../pricing';
import { activeWebSpecials } from '../specialRent';
import { roomsLabel } from '../styleLabels';
import type { Floorplan } from '../types';
import { Price } from './Price';
import styles from './FloorplanCard.module.css';

export interface FloorplanCardProps {
  plan: Floorplan;
  today: IsoDate;
  /** The first cards of a list load their cover first. */
  priority?: boolean;
}

/**
 * Spec section 2: a floor plan card. The whole card links to the floor plan; its photo arrows and the community link
 * sit above that link. On hover and keyboard focus a special-offer banner shows over the photo.
 */
export const FloorplanCard = memo(function FloorplanCard({ plan, today, priority = false }: FloorplanCardProps) {
  const titleId = useId();
  const price = listedPrice(minUnitRent(plan.units ?? []), plan, today);
  const webSpecial = activeWebSpecials(plan.webSpecials ?? [], today)[0];
  const offer =
    webSpecial?.description ??
    (price.regularRent !== null && price.rent !== null
      ? `${formatMoney(price.rent)}/mo until ${formatDate(plan.specialRentEndDate ?? '')}`
      : null);

  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        <CardPhotos coverImage={plan.coverImage} folderId={plan.photosFolderId} alt={`${plan.name} floor plan`} priority={priority} />
        <SaveButton plan={{ id: plan.id, name: plan.name, community: plan.property?.name ?? null }} variant="overlay" />
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
        {plan.property && (
          <Link to={`/communities/${plan.property.id}`} className={styles.community}>
            {plan.property.name}
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

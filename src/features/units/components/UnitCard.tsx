import { memo, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { Skeleton } from '@/components/Skeleton';
import { listedPrice } from '@/features/floorplans/pricing';
import { Price } from '@/features/floorplans/components/Price';
import { roomsLabel } from '@/features/floorplans/styleLabels';
import { CardPhotos } from '@/features/gallery/components/CardPhotos';
import { SaveButton } from '@/features/shortlist/components/SaveButton';
import type { VideoItem } from '@/features/gallery/types';
import type { IsoDate } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { mapSearchUrl } from '@/lib/maps';
import type { UnitCardView } from '../types';
import { availabilityLine, unitBadge } from '../unitCards';
import styles from './UnitCard.module.css';

export interface UnitCardProps {
  unit: UnitCardView;
  today: IsoDate;
  /**
   * Opens the video modal on a unit's virtual or video tour. Without it the card offers no tour: the floor plan page
   * plays the same tours in its gallery.
   */
  onPlay?: (item: VideoItem, title: string) => void;
  /** The community's name, saved with the floor plan on the shortlist. */
  community?: string | null;
  /** False on the floor plan's own page, where 'View Floorplan' would lead back to it. */
  linksToPlan?: boolean;
  /**
   * Buttons the page adds for this unit (issue 24: 'Schedule a tour', from a feature above this one). A function kept
   * the same between renders, so the cards do not render again.
   */
  renderActions?: (unit: UnitCardView) => ReactNode;
}

/**
 * Spec section 2, a unit card: cover and badge, map link, tour buttons, '{floorplan name} {unit id}', availability
 * date, price, the deposit (issue 27), 'N bed, N bath', square feet, a 'Special Offer' badge that reveals the first
 * web special on hover or focus, and a link to the floor plan.
 */
export const UnitCard = memo(function UnitCard({ unit, today, onPlay, community = null, linksToPlan = true, renderActions }: UnitCardProps) {
  const titleId = useId();
  const offerId = useId();
  const name = `${unit.floorplanName} ${unit.id}`;
  const badge = unitBadge(unit, today);
  const offer = unit.webSpecials[0];
  const pageActions = renderActions?.(unit);

  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        <CardPhotos coverImage={unit.coverImage} coverAlt={unit.coverAlt} folderId={unit.photosFolderId} alt={`${name}`} />
        {badge && <p className={styles.badge}>{badge}</p>}
        <SaveButton plan={{ id: unit.floorplanId, name: unit.floorplanName, community }} variant="overlay" />
      </div>
      <div className={styles.body}>
        <div className={styles.heading}>
          <h3 id={titleId} className={styles.title}>
            {name}
          </h3>
          <a className={styles.map} href={mapSearchUrl(unit.address, unit.zipcode)} target="_blank" rel="noreferrer">
            <Icon name="map-pin" label={`Map: ${unit.address}${unit.zipcode ? `, ${unit.zipcode}` : ''} (opens in a new tab)`} />
          </a>
        </div>
        <p className={styles.available}>{availabilityLine(unit.moveInDate, today)}</p>
        <Price price={listedPrice(unit.rent, unit, today)} startingAt={false} />
        {unit.deposit > 0 && <p className={styles.deposit}>Deposit {formatMoney(unit.deposit)}</p>}
        <p className={styles.rooms}>
          {roomsLabel(unit)}
          {unit.squareFoot > 0 && <> · {unit.squareFoot.toLocaleString('en-US')} sq ft</>}
        </p>
        {offer && (
          <div className={styles.offer}>
            <button type="button" className={styles.offerBadge} aria-describedby={offerId}>
              Special Offer
            </button>
            <p id={offerId} role="tooltip" className={styles.offerText}>
              {offer}
            </p>
          </div>
        )}
        {(linksToPlan || pageActions || (onPlay && (unit.virtualTourLink || unit.videoTourLink))) && (
          <div className={styles.actions}>
            {onPlay && unit.virtualTourLink && (
              <button type="button" className="btn btn-secondary" onClick={() => onPlay({ type: 'tour', url: unit.virtualTourLink! }, `Virtual Tour: ${name}`)}>
                <Icon name="tour" />
                Virtual Tour
              </button>
            )}
            {onPlay && unit.videoTourLink && (
              <button type="button" className="btn btn-secondary" onClick={() => onPlay({ type: 'video', url: unit.videoTourLink! }, `Video Tour: ${name}`)}>
                <Icon name="play" />
                Video Tour
              </button>
            )}
            {pageActions}
            {linksToPlan && (
              <Link className="btn btn-primary" to={`/floorplans/${unit.floorplanId}`}>
                View Floorplan
              </Link>
            )}
          </div>
        )}
      </div>
    </article>
  );
});

/** Holds the space of a typical UnitCard while the units load. */
export function UnitCardSkeleton() {
  return (
    <div className={`card ${styles.card}`} aria-hidden="true">
      <Skeleton height="auto" radius={0} className={styles.mediaSkeleton} />
      <div className={styles.body}>
        <Skeleton width="60%" height="2.75rem" />
        <Skeleton width="50%" height="1.5rem" />
        <Skeleton width="40%" height="1.5rem" />
        <Skeleton width="70%" height="1.5rem" />
        <Skeleton height="2.75rem" />
      </div>
    </div>
  );
}

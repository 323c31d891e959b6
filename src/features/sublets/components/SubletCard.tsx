import { useId } from 'react';
import { Icon } from '@/components/Icon';
import { CardPhotos } from '@/features/gallery/components/CardPhotos';
import { formatDate, formatMoney } from '@/lib/format';
import { mapSearchUrl } from '@/lib/maps';
import { decodeEntities } from '../description';
import type { PublicSublet } from '../types';
import styles from './SubletCard.module.css';

export interface SubletCardProps {
  sublet: PublicSublet;
  onContact: (sublet: PublicSublet) => void;
  onReport: (sublet: PublicSublet) => void;
  priority?: boolean;
}

/** A thumbs up or down with a word; screen readers hear whether it is allowed or included. */
function Thumb({ yes, what, yesText, noText }: { yes: boolean; what: string; yesText: string; noText: string }) {
  return (
    <li className={yes ? styles.yes : styles.no}>
      <Icon name={yes ? 'thumbs-up' : 'thumbs-down'} />
      {what}
      <span className="visually-hidden"> {yes ? yesText : noText}</span>
    </li>
  );
}

/**
 * Spec section 2, a sublet card: cover with the photo arrow, title, map link, 'X of Y bed(s)' with the rent per
 * month, availability dates, thumbs for pets and utilities, the decoded description (as text) and Contact; with
 * issue 17's 'Listed until MMM DD, YYYY' and Report.
 */
export function SubletCard({ sublet, onContact, onReport, priority = false }: SubletCardProps) {
  const titleId = useId();
  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      <CardPhotos coverImage={sublet.coverImage} folderId={sublet.photosFolderId} photoCount={sublet.photoCount} alt={sublet.title} priority={priority} />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {sublet.title}
        </h2>
        <a className={styles.map} href={mapSearchUrl(sublet.address, sublet.zipcode)} target="_blank" rel="noreferrer">
          <Icon name="map-pin" />
          {sublet.address} {sublet.zipcode}
          <span className="visually-hidden"> (map, opens in a new tab)</span>
        </a>
        <p className={styles.rent}>
          {sublet.availableBedrooms} of {sublet.bedroom} bed(s) · {formatMoney(sublet.rent)}/month
        </p>
        <p>
          Available {formatDate(sublet.availableFrom)} to {formatDate(sublet.availableTo)}
        </p>
        <ul className={styles.thumbs}>
          <Thumb yes={sublet.petsAllowed} what="Pets" yesText="allowed" noText="not allowed" />
          <Thumb yes={sublet.utilitiesIncluded} what="Utilities" yesText="included" noText="not included" />
        </ul>
        <p className={styles.description}>{decodeEntities(sublet.description)}</p>
        {sublet.listedUntil && <p className={styles.until}>Listed until {formatDate(sublet.listedUntil)}</p>}
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={() => onContact(sublet)}>
            <Icon name="mail" />
            Contact
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => onReport(sublet)}>
            <Icon name="flag" />
            Report
          </button>
        </div>
      </div>
    </article>
  );
}

import { Link } from 'react-router-dom';
import { CARD_IMAGE_SIZES } from '@/components/CardGrid';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { roomsLabel, STYLE_LABELS } from '@/features/floorplans/styleLabels';
import type { ShortTermListItem } from '../types';
import { imageUrl } from '@/lib/assets';
import { formatDailyPrice, lowestDailyPrice } from '../tiers';
import styles from './ShortTermCard.module.css';

/** A furnished plan: cover, name, type and rooms, and its true lowest daily price with the stay it is for. */
export function ShortTermCard({ plan }: { plan: ShortTermListItem }) {
  const lowest = lowestDailyPrice(plan.shortTerm);
  return (
    <article className={`card ${styles.card}`}>
      <ResponsiveImage
        className={styles.image}
        src={imageUrl(plan.coverImage)}
        alt={`${plan.name}, furnished ${STYLE_LABELS[plan.style].toLowerCase()}`}
        width={400}
        height={300}
        sizes={CARD_IMAGE_SIZES}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={`/floorplans/${plan.id}`} className={styles.link}>
            {plan.name}
          </Link>
        </h3>
        <p className={styles.meta}>
          {STYLE_LABELS[plan.style]} · {roomsLabel(plan)}
        </p>
        <p className={styles.price}>
          {lowest ? (
            <>
              From <strong>{formatDailyPrice(lowest.price)}</strong>/day for {lowest.stay}, <span className="muted">plus tax</span>
            </>
          ) : (
            'Call us for prices'
          )}
        </p>
      </div>
    </article>
  );
}

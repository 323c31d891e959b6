import { CardGrid } from '@/components/CardGrid';
import { FloorplanCard } from '@/features/floorplans/components/FloorplanCard';
import type { SimilarFloorplan } from '@/features/floorplans/types';
import type { IsoDate } from '@/lib/dates';
import styles from './DetailCard.module.css';

/** Spec section 2: similar floor plans, titled 'You Might Also Like'; nothing when there are none. */
export function SimilarCard({ similar, today }: { similar: SimilarFloorplan[]; today: IsoDate }) {
  if (similar.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="similar-title">
      <h2 id="similar-title">You Might Also Like</h2>
      <CardGrid>
        {similar.map(({ similarTo }) => (
          <li key={similarTo.id}>
            <FloorplanCard plan={similarTo} today={today} />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}

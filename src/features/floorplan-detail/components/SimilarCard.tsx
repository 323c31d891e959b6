import { CardGrid } from '@/components/CardGrid';
import { isRentalHome, isShortTermPlan } from '@/features/floorplans/catalog';
import { cardPlan } from '@/features/floorplans/cardPlan';
import { FloorplanCard } from '@/features/floorplans/components/FloorplanCard';
import type { SimilarFloorplan } from '@/features/floorplans/types';
import { ShortTermCard } from '@/features/short-term/components/ShortTermCard';
import type { IsoDate } from '@/lib/dates';
import styles from './DetailCard.module.css';

/**
 * Spec section 2: similar floor plans, titled 'You Might Also Like'; nothing when there are none. Only homes still
 * offered (issue 27: no parking space, no plan gone from the market); a furnished plan shows its price per day.
 */
export function SimilarCard({ similar, today }: { similar: SimilarFloorplan[]; today: IsoDate }) {
  const homes = similar.map(({ similarTo }) => similarTo).filter(isRentalHome);
  if (homes.length === 0) return null;
  return (
    <section className={styles.cardSection} aria-labelledby="similar-title">
      <h2 id="similar-title">You Might Also Like</h2>
      <CardGrid>
        {homes.map((plan) => (
          <li key={plan.id}>
            {isShortTermPlan(plan) && plan.shortTerm ? <ShortTermCard plan={{ ...plan, shortTerm: plan.shortTerm }} /> : <FloorplanCard plan={cardPlan(plan, today)} />}
          </li>
        ))}
      </CardGrid>
    </section>
  );
}

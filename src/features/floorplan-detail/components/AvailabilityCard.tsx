import { isAvailableNow, monthLabel, planAvailabilityMonths } from '@/features/floorplans/availability';
import type { Unit } from '@/features/floorplans/types';
import type { IsoDate } from '@/lib/dates';
import styles from './DetailCard.module.css';

/** Spec section 9: the months the plan can be moved into, before one year from today. */
export function AvailabilityCard({ units, today }: { units: Unit[]; today: IsoDate }) {
  const months = planAvailabilityMonths(units, today);
  const now = units.some((unit) => isAvailableNow(unit.moveInDate, today));
  return (
    <section className={`card ${styles.card}`} aria-labelledby="availability-title">
      <h2 id="availability-title">Availability</h2>
      {months.length === 0 ? (
        <p className={styles.note}>No openings in the coming year. Contact us to join the waiting list.</p>
      ) : (
        <ul className={styles.facts}>
          {now && <li><strong>Available Now</strong></li>}
          {months.map((month) => (
            <li key={month}>{monthLabel(month)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

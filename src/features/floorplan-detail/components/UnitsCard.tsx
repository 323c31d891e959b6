import { useCallback, useId } from 'react';
import { CardGrid } from '@/components/CardGrid';
import { Icon } from '@/components/Icon';
import type { Floorplan } from '@/features/floorplans/types';
import { leasingOfficePhone } from '@/features/properties/officePhone';
import type { Property } from '@/features/properties/types';
import { ScheduleTourButton } from '@/features/tour-booking/components/ScheduleTourButton';
import type { UnitCardView } from '@/features/units/types';
import { UnitCard } from '@/features/units/components/UnitCard';
import { planUnitCards } from '@/features/units/unitCards';
import type { IsoDate } from '@/lib/dates';
import { formatPhone, telHref } from '@/lib/format';
import styles from './DetailCard.module.css';

export interface UnitsCardProps {
  plan: Floorplan;
  property: Property;
  today: IsoDate;
}

/**
 * Issue 27: the plan's units on its own page, with the community page's unit cards (number, date, rent, deposit),
 * and the leasing office a tap away. The units come inside the plan the page already read: no request of their own.
 */
export function UnitsCard({ plan, property, today }: UnitsCardProps) {
  const titleId = useId();
  const units = planUnitCards(plan, today);
  const phone = leasingOfficePhone(property);
  // Issue 24: each unit books a tour of itself (kept the same between renders: the cards are memoised).
  const tourButton = useCallback(
    (unit: UnitCardView) => (
      <ScheduleTourButton
        variant="secondary"
        target={{ propertyId: property.id, propertyName: property.name, floorplanId: plan.id, floorplanName: plan.name, unitId: unit.id }}
      />
    ),
    [property.id, property.name, plan.id, plan.name],
  );

  return (
    <section className={styles.cardSection} aria-labelledby={titleId}>
      <div className={styles.titleRow}>
        <h2 id={titleId}>Units</h2>
        {phone && (
          <a className={`btn btn-secondary ${styles.call}`} href={telHref(phone)}>
            <Icon name="phone" />
            <span>
              Call the leasing office <strong className={styles.number}>{formatPhone(phone)}</strong>
            </span>
          </a>
        )}
      </div>
      {units.length === 0 ? (
        <p className={styles.text}>
          No unit of {plan.name} is available right now.{' '}
          {phone ? 'Call the leasing office to hear when one opens, or ask about similar homes.' : 'Ask us when one opens, or about similar homes.'}
        </p>
      ) : (
        <CardGrid label={`Units of ${plan.name}`}>
          {units.map((unit) => (
            <li key={unit.id}>
              <UnitCard unit={unit} today={today} community={property.name} linksToPlan={false} renderActions={tourButton} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Skeleton } from '@/components/Skeleton';
import { usePropertyFloorplans } from '@/features/floorplans/api/getPropertyFloorplans';
import { addressLine } from '@/features/floorplans/address';
import { leasingOfficePhone } from '@/features/properties/officePhone';
import type { Property } from '@/features/properties/types';
import { imageUrl } from '@/lib/assets';
import { todayIso } from '@/lib/dates';
import { formatPhone, telHref } from '@/lib/format';
import { communityOffer } from '../overview';
import styles from './CommunityOverview.module.css';

export interface CommunityOverviewProps {
  property: Property;
  /** Where the page lists what can be rented, e.g. '#units'. */
  listHref: string;
  /** A button the page adds beside the call (issue 24: 'Schedule a tour', from a feature of this layer). */
  action?: ReactNode;
}

/**
 * Issue 27: a community page opened straight into unit filters. It opens with this instead: the cover photo, what the
 * community offers from what price ('1-3 bed from $900/mo'), its leasing office and a phone to tap, then a link down
 * to the units. The plans are the units section's own query, so the overview adds no request.
 */
export function CommunityOverview({ property, listHref, action }: CommunityOverviewProps) {
  const titleId = useId();
  const [today] = useState(todayIso);
  const plans = usePropertyFloorplans(property.id);
  const offer = plans.data && communityOffer(plans.data, today);
  const office = property.leasingOffice;
  const phone = leasingOfficePhone(property);

  return (
    <section className={`container ${styles.overview}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        Overview
      </h2>
      <ResponsiveImage
        className={styles.photo}
        src={imageUrl(property.coverImage)}
        alt={property.name}
        width={4}
        height={3}
        sizes="(min-width: 64rem) 36rem, 100vw"
        loading="lcp"
      />
      <div className={styles.facts}>
        {plans.isPending ? (
          <p className={styles.offer}>
            <Skeleton width="14rem" height="1.6rem" />
            <span className="visually-hidden">Loading what {property.name} offers</span>
          </p>
        ) : offer ? (
          <p className={styles.offer}>{offer}</p>
        ) : (
          <p>Ask us what opens next.</p>
        )}
        {office && (
          <div className={styles.office}>
            <h3>{office.name || 'Leasing Office'}</h3>
            <p>{addressLine(office)}</p>
            {office.officeHours && <p>{office.officeHours}</p>}
          </div>
        )}
        <p className={styles.actions}>
          {phone && (
            <a className="btn btn-primary" href={telHref(phone)}>
              Call {formatPhone(phone)}
            </a>
          )}
          {action}
          {offer && (
            <a className="btn btn-secondary" href={listHref}>
              See the units
            </a>
          )}
        </p>
      </div>
    </section>
  );
}

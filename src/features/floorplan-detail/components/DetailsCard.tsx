import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { useShellActions } from '@/features/inquiries/ShellContext';
import { MonthlyCostBreakdown } from '@/features/cost/components/MonthlyCostBreakdown';
import { depositRange, monthlyCost } from '@/features/cost/monthlyCost';
import { isParkingSpace, takesApplicationsAndTours } from '@/features/floorplans/catalog';
import { Price } from '@/features/floorplans/components/Price';
import type { ListedPrice } from '@/features/floorplans/pricing';
import { activeWebSpecials } from '@/features/floorplans/specialRent';
import { roomsLabel, STYLE_LABELS } from '@/features/floorplans/styleLabels';
import type { Floorplan, WebSpecial } from '@/features/floorplans/types';
import { ImageModal } from '@/features/gallery/components/ImageModal';
import { SaveButton } from '@/features/shortlist/components/SaveButton';
import { ScheduleTourButton } from '@/features/tour-booking/components/ScheduleTourButton';
import type { IsoDate } from '@/lib/dates';
import { imageUrl } from '@/lib/assets';
import { mapSearchUrl } from '@/lib/maps';
import { ShareButton } from './ShareButton';
import styles from './DetailCard.module.css';

export interface DetailsCardProps {
  plan: Floorplan;
  /** `addressLine` of the plan's address. */
  address: string;
  /** Absent for a short-term plan, which is priced by its tiers instead. */
  price?: ListedPrice;
  webSpecials: WebSpecial[];
  today: IsoDate;
  pageUrl: string;
}

/** Spec section 2, the Details card: what the plan is, what it costs, and the page's buttons. */
export function DetailsCard({ plan, address, price, webSpecials, today, pageUrl }: DetailsCardProps) {
  const { openContact, openApply } = useShellActions();
  const [drawingOpen, setDrawingOpen] = useState(false);
  const context = { propertyId: plan.property.id, propertyName: plan.property.name, floorplanName: plan.name };
  const specials = activeWebSpecials(webSpecials, today);
  const feet = plan.shortTerm?.squareFoot ?? Math.max(0, ...plan.units.map((unit) => unit.squareFoot));
  const cost = price ? monthlyCost(plan, today) : null;
  const leasedHome = takesApplicationsAndTours(plan);

  return (
    <section className={`card ${styles.card}`} aria-labelledby="details-title">
      <h1 id="details-title">{plan.name}</h1>
      <Link to={`/communities/${plan.property.id}`}>{plan.property.name}</Link>
      {price && <Price price={price} startingAt />}
      <ul className={styles.facts} aria-label="Details">
        <li>
          <Icon name={isParkingSpace(plan) ? 'car' : 'bed'} />
          {roomsLabel(plan)}
        </li>
        {feet > 0 && <li>{feet} sq ft</li>}
        <li>{STYLE_LABELS[plan.style]}</li>
      </ul>
      {specials.map((special) => (
        <p key={special.description} className="alert alert-success">
          Special Offer: {special.description}
        </p>
      ))}
      {plan.description && <p>{plan.description}</p>}
      {cost && <MonthlyCostBreakdown cost={cost} deposit={depositRange(plan.units)} headingLevel={2} />}
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => openContact(context)}>
          <Icon name="mail" />
          Contact Us
        </button>
        {leasedHome && (
          <button type="button" className="btn btn-primary" onClick={() => openApply(context)}>
            Apply
          </button>
        )}
        {leasedHome && <ScheduleTourButton target={{ propertyId: plan.property.id, propertyName: plan.property.name, floorplanId: plan.id, floorplanName: plan.name }} />}
        <ShareButton url={pageUrl} />
        <SaveButton plan={{ id: plan.id, name: plan.name, community: plan.property.name }} />
        {plan.photo && (
          <button type="button" className="btn btn-secondary" onClick={() => setDrawingOpen(true)}>
            View Floorplan
          </button>
        )}
        <a className="btn btn-secondary" href={mapSearchUrl(address)} target="_blank" rel="noreferrer">
          <Icon name="map-pin" />
          View on Map
        </a>
      </div>
      {plan.photo && (
        <ImageModal
          images={[{ src: imageUrl(plan.photo), alt: `${plan.name} floor plan drawing` }]}
          index={drawingOpen ? 0 : null}
          onIndexChange={() => undefined}
          onClose={() => setDrawingOpen(false)}
        />
      )}
    </section>
  );
}

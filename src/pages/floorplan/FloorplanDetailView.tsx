import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LateRegion } from '@/components/LateRegion';
import { ContactSection } from '@/features/inquiries/components/ContactSection';
import { usePageFormContext } from '@/features/inquiries/ShellContext';
import { LazyStayCalculator } from '@/features/cost/components/LazyStayCalculator';
import { addressLine, floorplanAddress } from '@/features/floorplans/address';
import { withActiveUnits } from '@/features/floorplans/catalog';
import { listedPrice, minUnitRent } from '@/features/floorplans/pricing';
import { HeroGallery } from '@/features/gallery/components/HeroGallery';
import { heroImages, videoTours } from '@/features/gallery/heroImages';
import { ShortTermPricingCard } from '@/features/short-term/components/ShortTermPricingCard';
import { todayIso } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { pageOrigin } from '@/config';
import { useSharePreview } from '@/lib/pageHead';
import { floorplanJsonLd } from '@/features/floorplan-detail/jsonLd';
import type { FloorplanDetail } from './useFloorplanDetail';
import { AmenitiesCard } from '@/features/floorplan-detail/components/AmenitiesCard';
import { AvailabilityCard } from '@/features/floorplan-detail/components/AvailabilityCard';
import { DetailsCard } from '@/features/floorplan-detail/components/DetailsCard';
import { FloorplanFaqCard } from '@/features/floorplan-detail/components/FloorplanFaqCard';
import { JsonLd } from '@/features/floorplan-detail/components/JsonLd';
import { LocationCard } from '@/features/floorplan-detail/components/LocationCard';
import { PetsCard } from '@/features/floorplan-detail/components/PetsCard';
import { SimilarCard } from '@/features/floorplan-detail/components/SimilarCard';
import { TestimonialsCard } from '@/features/floorplan-detail/components/TestimonialsCard';
import { UnitsCard } from '@/features/floorplan-detail/components/UnitsCard';
import { UtilitiesCard } from '@/features/floorplan-detail/components/UtilitiesCard';
import styles from './FloorplanDetailView.module.css';

/**
 * Spec section 2, the floor plan page once loaded. A short-term plan gets its own layout: its tier prices instead
 * of a rent, and no variations, similar plans, testimonials, FAQs, pets, utilities or availability.
 */
export function FloorplanDetailView({ detail }: { detail: FloorplanDetail }) {
  const [today] = useState(todayIso);
  const { shortTerm } = detail;
  // Every list shows active units only (spec section 7); the plan page must not advertise more.
  const plan = withActiveUnits(detail.plan);
  const address = addressLine(floorplanAddress(plan));
  const price = shortTerm ? undefined : listedPrice(minUnitRent(plan.units), plan, today);
  const images = heroImages(plan.name, { image: plan.coverImage, alt: plan.coverAlt }, detail.photos);
  const { pathname } = useLocation();
  const pageUrl = `${pageOrigin()}${pathname}`;
  const formContext = { propertyId: plan.property.id, propertyName: plan.property.name, floorplanName: plan.name };
  usePageFormContext(formContext);
  const shortTermPrice = plan.shortTerm?.priceFor5To13Days ?? null;
  useSharePreview({
    image: images[0]?.src,
    title: shareTitle(plan.name, shortTerm ? { amount: shortTermPrice, per: 'day' } : { amount: price?.rent ?? null, per: 'month' }),
    text: shareText(plan.name, price?.rent ?? null, address),
  });

  return (
    <div className={`container ${styles.page}`}>
      <JsonLd
        data={floorplanJsonLd({
          name: plan.name,
          address: floorplanAddress(plan),
          price: price?.rent ?? plan.shortTerm?.priceFor5To13Days ?? null,
          bedrooms: plan.bedroom,
          bathrooms: plan.bathroom,
          images: images.map((image) => new URL(image.src, pageOrigin()).href),
          url: pageUrl,
        })}
      />
      <HeroGallery name={plan.name} images={images} videoTours={videoTours(plan)} virtualTourLink={plan.virtualTourLink} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <DetailsCard
            plan={plan}
            address={address}
            price={price}
            webSpecials={detail.webSpecials}
            today={today}
            pageUrl={pageUrl}
          />
          {shortTerm && plan.shortTerm && (
            <>
              <ShortTermPricingCard shortTerm={plan.shortTerm} />
              <LazyStayCalculator plan={{ id: plan.id, name: plan.name, shortTerm: plan.shortTerm, propertyId: plan.property.id, propertyName: plan.property.name }} />
            </>
          )}
          {/* Below the first screen: hydrated as it comes near (issue 13). */}
          <LateRegion hydrateNearViewport>
            {!shortTerm && <UnitsCard plan={plan} property={detail.property} today={today} />}
            <AmenitiesCard amenities={plan.amenities} variations={shortTerm ? [] : detail.variations} />
            {!shortTerm && (
              <>
                <TestimonialsCard testimonials={detail.testimonials} />
                <PetsCard plan={plan} />
                <AvailabilityCard units={plan.units} today={today} />
                <UtilitiesCard utilities={plan.utilities} />
                <FloorplanFaqCard faqs={[...detail.faqs, ...detail.propertyFaqs]} />
              </>
            )}
            <LocationCard address={address} />
          </LateRegion>
        </div>
        <aside className={styles.aside}>
          <ContactSection title="Questions?" context={formContext} />
        </aside>
      </div>
      {!shortTerm && (
        <LateRegion hydrateNearViewport>
          <SimilarCard similar={detail.similar} today={today} />
        </LateRegion>
      )}
    </div>
  );
}

/**
 * A shared link's preview title (issue 27): the plan's name and price, whatever its htmlTitle. The tab's title stays
 * spec 2's, which reads 'Floorplan: {id}' for the plans without one.
 */
function shareTitle(name: string, price: { amount: number | null; per: 'day' | 'month' }): string {
  return price.amount === null ? name : `${name}: from ${formatMoney(price.amount)}/${price.per}`;
}

/** A shared link's preview text: what the plan is, what it costs, where it is (spec section 1, 'Share a floor plan'). */
function shareText(name: string, rent: number | null, address: string): string {
  return [name, rent === null ? null : `from ${formatMoney(rent)}/month`, address].filter(Boolean).join(', ') + '.';
}

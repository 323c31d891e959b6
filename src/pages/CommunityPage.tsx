import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { descriptions } from '@/pages/common/descriptions';
import { NotFoundView } from '@/pages/common/NotFoundView';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { CommunityOverview } from '@/features/community/components/CommunityOverview';
import { PropertyFaqSection } from '@/features/faq/components/PropertyFaqSection';
import { CommunityHeader } from '@/features/properties/components/CommunityHeader';
import { LocationSection } from '@/features/properties/components/LocationSection';
import { ReviewSection } from '@/features/properties/components/ReviewSection';
import { useProperty } from '@/features/properties/api/getProperty';
import { ShortTermList } from '@/features/short-term/components/ShortTermList';
import { AlertSignupButton } from '@/features/alerts/components/AlertSignupButton';
import type { ListingFilters } from '@/features/floorplans/filters';
import { ScheduleTourButton } from '@/features/tour-booking/components/ScheduleTourButton';
import type { UnitCardView } from '@/features/units/types';
import { UnitsSection } from '@/features/units/components/UnitsSection';
import { imageUrl } from '@/lib/assets';
import { useSharePreview } from '@/lib/pageHead';

/** Where the overview's link goes: the units (or a short-term community's plans). */
const LIST_ID = 'units';

/** /communities/{propertyId}: one community, section by section: the overview first (issue 27), then its units. */
export default function CommunityPage() {
  const { propertyId = '' } = useParams();
  const id = /^\d+$/.test(propertyId) ? Number(propertyId) : null;
  return id === null ? <NotFoundView /> : <Community id={id} />;
}

function Community({ id }: { id: number }) {
  const property = useProperty(id);
  useDocumentTitle(titles.page(property.data?.name ?? 'Community'), property.data && descriptions.community(property.data.name));
  useSharePreview({ image: property.data?.coverImage ? imageUrl(property.data.coverImage) : undefined });
  const propertyName = property.data?.name ?? '';
  // Issue 24: each unit card books a tour of its unit (kept the same between renders: the cards are memoised).
  const unitTourButton = useCallback(
    (unit: UnitCardView) => (
      <ScheduleTourButton
        variant="secondary"
        target={{ propertyId: id, propertyName, floorplanId: unit.floorplanId, floorplanName: unit.floorplanName, unitId: unit.id }}
      />
    ),
    [id, propertyName],
  );
  // Issue 25: the units' search saved as an alert over this community.
  const alertSignup = useCallback(
    (filters: ListingFilters) => <AlertSignupButton filters={filters} propertyId={id} communityName={propertyName || null} />,
    [id, propertyName],
  );
  if (property.isError) return <NotFoundView />;

  return (
    <>
      <CommunityHeader property={property.data} />
      {property.data && (
        <CommunityOverview
          property={property.data}
          listHref={`#${LIST_ID}`}
          action={<ScheduleTourButton variant="secondary" target={{ propertyId: id, propertyName }} />}
        />
      )}
      <div id={LIST_ID}>
        {/* A SHORT_TERM community rents furnished plans by the day, not units: it shows them with their prices. */}
        {property.data?.leaseType === 'SHORT_TERM' ? <ShortTermList propertyId={id} /> : <UnitsSection propertyId={id} renderUnitActions={unitTourButton} searchAction={alertSignup} />}
      </div>
      {property.data && (
        <>
          <LocationSection property={property.data} />
          <ReviewSection property={property.data} />
          <div className="container section">
            <PropertyFaqSection propertyId={id} />
          </div>
        </>
      )}
    </>
  );
}

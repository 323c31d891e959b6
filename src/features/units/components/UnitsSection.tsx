import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { LoadError } from '@/components/LoadError';
import { usePropertyFloorplans } from '@/features/floorplans/api/getPropertyFloorplans';
import { ListingSearch, type ListingSearchProps } from '@/features/floorplans/components/ListingSearch';
import { COMMUNITY_UNITS_DEFAULTS } from '@/features/floorplans/filters';
import { VideoModal } from '@/features/gallery/components/VideoModal';
import type { VideoItem } from '@/features/gallery/types';
import { todayIso } from '@/lib/dates';
import { toUnitCards, unitListing } from '../unitCards';
import type { UnitCardView } from '../types';
import { UnitCard, UnitCardSkeleton } from './UnitCard';

export interface UnitsSectionProps {
  propertyId: number;
  /** Spec section 2: the title defaults to 'Units'. */
  title?: string;
  /** Buttons the page adds to each unit card (UnitCard's renderActions). */
  renderUnitActions?: (unit: UnitCardView) => ReactNode;
  /** An action on the units' search as it is now (ListingSearch's searchAction). */
  searchAction?: ListingSearchProps<UnitCardView>['searchAction'];
}

/** Spec section 2, the units section: the community's units with the same filters, sort, pills and count as the search. */
export function UnitsSection({ propertyId, title = 'Units', renderUnitActions, searchAction }: UnitsSectionProps) {
  const titleId = useId();
  const plans = usePropertyFloorplans(propertyId);
  const [today] = useState(todayIso);
  const [playing, setPlaying] = useState<{ item: VideoItem; title: string } | null>(null);
  const play = useCallback((item: VideoItem, videoTitle: string) => setPlaying({ item, title: videoTitle }), []);

  const listings = useMemo(
    () => plans.data && toUnitCards(plans.data, today).map((unit) => unitListing(unit, today)),
    [plans.data, today],
  );
  const community = plans.data?.[0]?.property?.name ?? null;
  const floorplans = useMemo(() => plans.data?.map(({ id, name }) => ({ id, name })), [plans.data]);

  return (
    <section className="container section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ListingSearch
        listings={listings}
        defaults={COMMUNITY_UNITS_DEFAULTS}
        error={plans.isError && <LoadError what="the units" onRetry={() => void plans.refetch()} />}
        itemKey={(unit) => unit.id}
        renderItem={(unit) => <UnitCard unit={unit} today={today} onPlay={play} community={community} renderActions={renderUnitActions} />}
        skeleton={<UnitCardSkeleton />}
        skeletonCount={3}
        floorplans={floorplans}
        searchAction={searchAction}
      />
      <VideoModal item={playing?.item ?? null} title={playing?.title ?? ''} onClose={() => setPlaying(null)} />
    </section>
  );
}

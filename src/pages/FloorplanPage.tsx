import { useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import { isNoLongerOffered } from '@/features/floorplans/catalog';
import { NotFoundView } from '@/pages/common/NotFoundView';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { FloorplanDetailSkeleton } from './floorplan/FloorplanDetailSkeleton';
import { FloorplanDetailView } from './floorplan/FloorplanDetailView';
import { GoneFloorplanView } from './floorplan/GoneFloorplanView';
import { useFloorplanDetail } from './floorplan/useFloorplanDetail';

/** /floorplans/{floorplanId}: spec section 2, the floor plan detail page. */
export default function FloorplanPage() {
  const { floorplanId = '' } = useParams();
  // The page is large: it is rendered in the background (time-sliced) as its data arrives, rather than in one long
  // task that would freeze a phone.
  const state = useDeferredValue(useFloorplanDetail(floorplanId));
  const plan = state.status === 'ready' ? state.detail.plan : undefined;
  useDocumentTitle(titles.floorplan(floorplanId, plan?.htmlTitle), plan?.description || undefined);

  if (state.status === 'error') return <NotFoundView />;
  if (state.status === 'loading') return <FloorplanDetailSkeleton />;
  // Issue 27: a plan off the market is not shown as rentable.
  if (isNoLongerOffered(state.detail.plan)) return <GoneFloorplanView detail={state.detail} />;
  return <FloorplanDetailView detail={state.detail} />;
}

import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/Skeleton';

const FunnelChart = lazy(() => import('./FunnelChart'));

/** The chart in a chunk of its own, hidden from assistive technology: the table beside it says the same. */
export function LazyFunnelChart(props: ComponentProps<typeof FunnelChart>) {
  return (
    <div aria-hidden="true" data-testid="funnel-chart">
      <Suspense fallback={<Skeleton height="300px" />}>
        <FunnelChart {...props} />
      </Suspense>
    </div>
  );
}

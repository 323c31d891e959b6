import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/Spinner';
import type { StayCalculatorProps } from './StayCalculator';

// Only short-term plans have it: its code loads with the first of them, not with every floor plan page.
const StayCalculator = lazy(() => import('./StayCalculator'));

export function LazyStayCalculator(props: StayCalculatorProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the stay price calculator" />}>
      <StayCalculator {...props} />
    </Suspense>
  );
}

import { lazy } from 'react';
import { LateRegion } from '@/components/LateRegion';
import { Spinner } from '@/components/Spinner';
import type { StayCalculatorProps } from './StayCalculator';

// Only short-term plans have it: its code loads with the first of them, not with every floor plan page.
const StayCalculator = lazy(() => import('./StayCalculator'));

/** Dates typed into the server's copy before its code arrives are kept for it (LateRegion). */
export function LazyStayCalculator(props: StayCalculatorProps) {
  return (
    <LateRegion fallback={<Spinner label="Loading the stay price calculator" />}>
      <StayCalculator {...props} />
    </LateRegion>
  );
}

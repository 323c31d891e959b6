import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/Spinner';
import { useHydrated } from '@/components/useHydrated';
import type { StayCalculatorProps } from './StayCalculator';

// Only short-term plans have it: its code loads with the first of them, not with every floor plan page.
const StayCalculator = lazy(() => import('./StayCalculator'));

export function LazyStayCalculator(props: StayCalculatorProps) {
  // Its date inputs appear once the page is live: dates typed into the server's copy would be lost.
  const hydrated = useHydrated();
  const loading = <Spinner label="Loading the stay price calculator" />;
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <StayCalculator {...props} />
    </Suspense>
  );
}

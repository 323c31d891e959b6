import type { CSSProperties } from 'react';
import { Skeleton } from '@/components/Skeleton';

/** A page part still loading: grey space where it will be, and its name for screen readers ('Loading the funnel'). */
export function LoadingPlaceholder({ label, height }: { label: string; height: CSSProperties['height'] }) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <Skeleton height={height} />
    </div>
  );
}

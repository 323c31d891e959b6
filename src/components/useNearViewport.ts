import { useCallback, useRef, useState } from 'react';
import { whenNearViewport } from '@/lib/nearViewport';

/**
 * Whether an element has come within `margin` of the viewport (and stays true once it has), for work worth doing
 * only when the visitor scrolls towards it. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const stopWatching = useRef<(() => void) | null>(null);

  const ref = useCallback(
    (element: T | null) => {
      stopWatching.current?.();
      stopWatching.current = null;
      if (!element || near) return;
      stopWatching.current = whenNearViewport([element], () => setNear(true), margin);
    },
    [margin, near],
  );

  return [ref, near];
}

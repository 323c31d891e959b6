import { useEffect } from 'react';

/** How many open modals want the page locked; the page scrolls again only when the last one closes. */
let locks = 0;
let savedOverflow = '';

/** Spec section 4: page scrolling is locked while a modal is open. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}

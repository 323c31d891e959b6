import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while the browser hydrates server markup (React reads the server snapshot then); false on the server, in the
 * browser's own renders (an in-app visit, a page served empty) and in every render after hydration.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => typeof window !== 'undefined');
}

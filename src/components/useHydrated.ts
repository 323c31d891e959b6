import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from the render after (issue 13).
 * A form whose first input should not be lost waits for it: what a visitor types into server markup before
 * hydration never reaches React's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

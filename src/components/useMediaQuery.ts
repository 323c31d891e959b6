import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, kept current as it changes (a phone turned, a window resized). A page
 * rendered on the server, and its hydration, read it as `firstRender` (not matching, unless the server was told
 * better); the browser's answer follows at once.
 */
export function useMediaQuery(query: string, firstRender = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => firstRender,
  );
}

import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseFilters, serializeFilters } from './filterQuery';
import type { ListingFilters } from './filters';

/** Changes of one kind within this time (a thumb being dragged) are one step in the history. */
const GESTURE_MS = 1000;

/**
 * How a filter change navigates. `flushSync` renders the new results within the input event instead of in a
 * transition that yields to the browser between slices: the work takes under a frame (`npm run bench`), and a
 * transition would only add frames of delay before the visitor sees the list change.
 */
export const FILTER_NAVIGATION = { flushSync: true, preventScrollReset: true } as const;

export type SetFilters = (next: ListingFilters, gesture?: string) => void;

/**
 * The filter state, kept in the URL's query string: a filtered list can be shared as a link, survives a reload,
 * and Back/Forward step through the changes. `defaults` must be a stable object (a module constant).
 *
 * Each change is a new history entry, except that changes of the same `gesture` in quick succession (every value a
 * slider passes through while dragged) replace the entry they follow, so Back undoes the drag, not one dollar.
 */
export function useFilterParams(defaults: ListingFilters): [ListingFilters, SetFilters] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params, defaults), [params, defaults]);
  const lastGesture = useRef<{ name: string; at: number } | null>(null);

  const setFilters = useCallback<SetFilters>(
    (next, gesture) => {
      const now = Date.now();
      const last = lastGesture.current;
      const replace = gesture !== undefined && last?.name === gesture && now - last.at < GESTURE_MS;
      lastGesture.current = gesture === undefined ? null : { name: gesture, at: now };
      setParams((current) => serializeFilters(next, defaults, current), { ...FILTER_NAVIGATION, replace });
    },
    [defaults, setParams],
  );

  return [filters, setFilters];
}

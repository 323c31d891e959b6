import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Changes of one kind within this time (a thumb being dragged) are one step in the history. */
const GESTURE_MS = 1000;

/**
 * How a change of URL state navigates. `flushSync` renders the new results within the input event instead of in a
 * transition that yields to the browser between slices: the work takes under a frame (`npm run bench`), and a
 * transition would only add frames of delay before the visitor sees the list change.
 */
export const URL_STATE_NAVIGATION = { flushSync: true, preventScrollReset: true } as const;

/**
 * How a state is written in the query string. `parse` never throws: an unknown or invalid value falls back to its
 * default. `serialize` leaves defaults out, so an untouched list keeps a plain URL.
 */
export interface UrlStateCodec<S> {
  parse: (params: URLSearchParams, defaults: S) => S;
  serialize: (state: S, defaults: S, current: URLSearchParams) => URLSearchParams;
}

export type SetUrlState<S> = (next: S, gesture?: string) => void;

/** The address (a query string) of a state, for a link to it. */
export type UrlStateHref<S> = (state: S) => string;

/**
 * A list's state (filters, sort), kept in the URL's query string: a filtered list can be shared as a link, survives
 * a reload, and Back/Forward step through the changes. `codec` and `defaults` must be stable (module constants).
 *
 * Each change is a new history entry, except that changes of the same `gesture` in quick succession (every value a
 * slider passes through while dragged) replace the entry they follow, so Back undoes the drag, not one dollar.
 */
export function useUrlState<S>(codec: UrlStateCodec<S>, defaults: S): [S, SetUrlState<S>, UrlStateHref<S>] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => codec.parse(params, defaults), [codec, params, defaults]);
  const lastGesture = useRef<{ name: string; at: number } | null>(null);

  const setState = useCallback<SetUrlState<S>>(
    (next, gesture) => {
      const now = Date.now();
      const last = lastGesture.current;
      const replace = gesture !== undefined && last?.name === gesture && now - last.at < GESTURE_MS;
      lastGesture.current = gesture === undefined ? null : { name: gesture, at: now };
      setParams((current) => codec.serialize(next, defaults, current), { ...URL_STATE_NAVIGATION, replace });
    },
    [codec, defaults, setParams],
  );

  const hrefOf = useCallback<UrlStateHref<S>>((next) => `?${codec.serialize(next, defaults, params)}`, [codec, defaults, params]);

  return [state, setState, hrefOf];
}

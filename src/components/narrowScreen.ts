import { use } from 'react';
import { NarrowFirstRender } from './narrowFirstRender';
import { useMediaQuery } from './useMediaQuery';

/** The screens a table with `card` shows as cards (FilterSheet's phone width). */
export const NARROW_SCREEN = '(max-width: 39.99rem)';

/**
 * Whether the screen is narrow: the first render's guess (`NarrowFirstRender`) while the server renders and the
 * browser hydrates, so hydration keeps the server's layout; then the browser's own answer, kept current.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN, use(NarrowFirstRender));
}

import { createContext, use } from 'react';
import { useMediaQuery } from './useMediaQuery';

/** The screens a table with `card` shows as cards (FilterSheet's phone width). */
export const NARROW_SCREEN = '(max-width: 39.99rem)';

/**
 * Whether the page's first render, the server's and then the browser's hydration of it, is for a narrow screen. Only
 * a member's own workspace page is rendered for the screen the request suggests (server/pages/screen-guess.ts);
 * every other page, public ones above all (kept in the page cache for every device), is rendered for a wide one.
 */
export const NarrowFirstRender = createContext(false);

/**
 * Whether the screen is narrow: the first render's guess while the server renders and the browser hydrates (so
 * hydration keeps the server's layout), then the browser's own answer, kept current.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN, use(NarrowFirstRender));
}

import { createContext } from 'react';

/**
 * Whether the page's first render, the server's and then the browser's hydration of it, is for a narrow screen
 * (`useNarrowScreen`). Only a member's own workspace page is rendered for the screen the request suggests
 * (server/pages/screen-guess.ts); every other page, public ones above all (kept in the page cache for every device),
 * is rendered for a wide one. A file of its own: the public entry provides it and needs nothing else of the query.
 */
export const NarrowFirstRender = createContext(false);

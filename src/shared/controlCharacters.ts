/**
 * The characters a line of plain text never needs, declared once for the site's form rules and the local API's input
 * guard (server/security/control-characters.ts). Imported by `src/` and by `server/`; it imports nothing.
 */

/**
 * The Unicode bidi embeddings and overrides (U+202A to U+202E) and isolates (U+2066 to U+2069): invisible, they make
 * text display in another order than it is stored (a file name that hides its type). A range of a regular
 * expression's character class, for the patterns that refuse them along with other characters.
 */
export const BIDI_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069';

/** Not one line of plain text: any C0 or C1 control (tab and line breaks too) or bidi control. */
export const LINE_CONTROL_CHARACTERS = new RegExp(`[\\p{Cc}${BIDI_CONTROLS}]`, 'u');

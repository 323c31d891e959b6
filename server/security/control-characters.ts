import { BIDI_CONTROLS, LINE_CONTROL_CHARACTERS } from '@/shared/controlCharacters';

/**
 * Characters no form field needs and an attacker can use: C0 controls (NUL, ESC, ...) except tab and line breaks, DEL
 * and the C1 controls, and the Unicode bidi embeddings, overrides and isolates that make text display in another
 * order than it is stored (issue 15: a title that rewrites the operator's terminal, a file name that hides its type).
 */
const FORBIDDEN = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${BIDI_CONTROLS}]`);

export function hasControlCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * Half of a character: a surrogate code unit without its pair (`"\ud800"` in JSON). No keyboard makes one, and the
 * database stores U+FFFD in its place, so the text stored would not be the text sent. With the `u` flag a surrogate
 * pair is one code point, which `\p{Cs}` does not match.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** The same characters plus tab and line breaks: none belongs in a URL, a header or a one-line table cell. */
export function hasLineControlCharacters(text: string): boolean {
  return LINE_CONTROL_CHARACTERS.test(text);
}

/**
 * What a terminal must not be handed as it is: the controls above, and every invisible character that changes how the
 * text around it reads (issue 26): format characters (RLM and LRM, ZWJ and ZWSP, the Arabic letter mark, the BOM,
 * soft hyphens, tag characters), line and paragraph separators, and lone surrogates. Forms accept the format
 * characters (a ZWJ joins an emoji), so only what is printed shows them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_PRINTABLE_AS_IS = /[\u0000-\u001f\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** `\u001b` for a character of the Basic Multilingual Plane, `\u{e0041}` beyond it. */
function codeOf(character: string): string {
  const code = character.codePointAt(0)!;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * `text` with every control and invisible character shown as its code (`\u001b`, `\u200f`), so printing it can
 * neither move the cursor or recolour nor reorder or hide what an operator reads.
 */
export function showControlCharacters(text: string): string {
  return text.replace(NOT_PRINTABLE_AS_IS, codeOf);
}

/**
 * Text of several lines (a mail) as `showControlCharacters` shows it, keeping its line breaks and tabs: they lay the
 * text out and cannot rewrite what is already on the terminal. A carriage return alone can (it goes back to the
 * start of the line), so only CRLF counts as a break.
 */
export function showControlCharactersKeepingLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.split('\t').map(showControlCharacters).join('\t'))
    .join('\n');
}

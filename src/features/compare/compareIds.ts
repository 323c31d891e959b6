/** Issue 16: a comparison shows two to four plans side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export interface CompareSelection {
  /** Plan ids to show, in the order given, each once, at most `COMPARE_MAX`. */
  ids: number[];
  /** Entries of the list that are not plan ids: named to the visitor instead of failing the page. */
  invalid: string[];
  /** How many more ids than `COMPARE_MAX` were given (left out). */
  extra: number;
}

/** Reads `ids=3,10,12` from a /compare URL's search string; anything unusable is reported, never thrown. */
export function parseCompareIds(search: string): CompareSelection {
  const entries = (new URLSearchParams(search).get('ids') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    const id = /^\d{1,9}$/.test(entry) ? Number(entry) : 0;
    if (id <= 0) invalid.push(entry);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids: ids.slice(0, COMPARE_MAX), invalid, extra: Math.max(0, ids.length - COMPARE_MAX) };
}

/** The shareable address of a comparison: the URL alone brings back the same table. */
export function compareUrl(ids: readonly number[]): string {
  return `/compare?ids=${ids.join(',')}`;
}

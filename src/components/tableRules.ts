/** Spec section 9: the page sizes of a table, the first being the default. */
export const TABLE_PAGE_SIZES = [50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = TABLE_PAGE_SIZES[0];

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: string;
  direction: SortDirection;
}

/** Spec section 4: clicking the sorted column flips its direction; another column starts ascending. */
export function toggleSort(current: SortState | undefined, column: string): SortState {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

/** What a column holds, which names its two orders in words a reader takes in at once. */
export type ColumnKind = 'text' | 'count' | 'date' | 'duration';

const ORDER_WORDS: Record<ColumnKind, Record<SortDirection, string>> = {
  text: { asc: 'A to Z', desc: 'Z to A' },
  count: { asc: 'Fewest first', desc: 'Most first' },
  date: { asc: 'Oldest first', desc: 'Newest first' },
  duration: { asc: 'Shortest first', desc: 'Longest first' },
};

/** The words of each order of a column of `kind` ('A to Z', 'Newest first'), for a select that offers them. */
export function orderWords(kind: ColumnKind): Record<SortDirection, string> {
  return ORDER_WORDS[kind];
}

export type CellValue = string | number | null | undefined;

/** A copy of `rows` ordered by `valueOf`; empty values go last in either direction, numbers compare as numbers. */
export function sortRows<Row>(rows: readonly Row[], valueOf: (row: Row) => CellValue, direction: SortDirection): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = valueOf(a);
    const right = valueOf(b);
    const leftEmpty = left === null || left === undefined || left === '';
    const rightEmpty = right === null || right === undefined || right === '';
    if (leftEmpty || rightEmpty) return Number(leftEmpty) - Number(rightEmpty);
    if (typeof left === 'number' && typeof right === 'number') return sign * (left - right);
    return sign * String(left).localeCompare(String(right), undefined, { numeric: true, sensitivity: 'base' });
  });
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * Whether a table needs its pager: more rows than the smallest page holds, a count the server stopped short of, or a
 * reader already past the first page (the way back). Otherwise every row is in view at every size, and 'Page 1 of 1'
 * with two dead buttons is only noise.
 */
export function needsPager({ page, total, more = false }: { page: number; total: number; more?: boolean }): boolean {
  return more || page > 0 || total > TABLE_PAGE_SIZES[0];
}

/** Whether the rows have an order to choose: two or more of them (a server's count may stop early: `more`). */
export function hasOrderToChoose({ total, more = false }: { total: number; more?: boolean }): boolean {
  return more || total > 1;
}

/** The rows of page `page` (0-based), clamped to the last page. */
export function pageOf<Row>(rows: readonly Row[], page: number, size: number): Row[] {
  const last = pageCount(rows.length, size) - 1;
  const start = Math.min(Math.max(page, 0), last) * size;
  return rows.slice(start, start + size);
}

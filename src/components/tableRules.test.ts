import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, needsPager, orderWords, pageCount, pageOf, sortRows, TABLE_PAGE_SIZES, toggleSort } from './tableRules';

describe('spec 4 table sort state', () => {
  it('clicking a new column sorts it ascending; clicking it again toggles the direction', () => {
    const first = toggleSort(undefined, 'rent');
    expect(first).toEqual({ column: 'rent', direction: 'asc' });
    const second = toggleSort(first, 'rent');
    expect(second).toEqual({ column: 'rent', direction: 'desc' });
    expect(toggleSort(second, 'rent')).toEqual({ column: 'rent', direction: 'asc' });
    expect(toggleSort(second, 'name')).toEqual({ column: 'name', direction: 'asc' });
  });

  it('names each order in words of what the column holds, never ascending or descending', () => {
    expect(orderWords('text')).toEqual({ asc: 'A to Z', desc: 'Z to A' });
    expect(orderWords('date')).toEqual({ asc: 'Oldest first', desc: 'Newest first' });
    expect(orderWords('count')).toEqual({ asc: 'Fewest first', desc: 'Most first' });
    expect(orderWords('duration')).toEqual({ asc: 'Shortest first', desc: 'Longest first' });
  });

  it('sorts numbers as numbers, text naturally, and empty cells last either way', () => {
    const rows = [{ v: 10 }, { v: 9 }, { v: null }, { v: 100 }];
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.v)).toEqual([9, 10, 100, null]);
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.v)).toEqual([100, 10, 9, null]);
    const names = [{ v: 'Unit 10' }, { v: 'unit 9' }, { v: '' }];
    expect(sortRows(names, (r) => r.v, 'asc').map((r) => r.v)).toEqual(['unit 9', 'Unit 10', '']);
  });
});

describe('spec 9 table page sizes', () => {
  it('offers 50, 100 and 500 rows a page, 50 by default', () => {
    expect(TABLE_PAGE_SIZES).toEqual([50, 100, 500]);
    expect(DEFAULT_PAGE_SIZE).toBe(50);
  });

  it('cuts pages and clamps a page past the end to the last one', () => {
    const rows = Array.from({ length: 120 }, (_, i) => i);
    expect(pageCount(rows.length, 50)).toBe(3);
    expect(pageCount(0, 50)).toBe(1);
    expect(pageOf(rows, 1, 50)[0]).toBe(50);
    expect(pageOf(rows, 9, 50)).toEqual(rows.slice(100));
  });
});

describe('issue 25 table pager', () => {
  it('is needed past the smallest page, on a later page, or where the server stopped counting; not for rows that all fit', () => {
    expect(needsPager({ page: 0, total: 0 })).toBe(false);
    expect(needsPager({ page: 0, total: 50 })).toBe(false);
    expect(needsPager({ page: 0, total: 51 })).toBe(true);
    expect(needsPager({ page: 1, total: 10 })).toBe(true);
    expect(needsPager({ page: 0, total: 10, more: true })).toBe(true);
  });
});

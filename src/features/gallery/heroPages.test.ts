import { describe, expect, it } from 'vitest';
import { heroPages, photoCellSpans } from './heroPages';

const photos = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('spec 9 hero gallery paging', () => {
  it('shows 4 images on the first page and 8 on each later page', () => {
    expect(heroPages(photos(21)).map((page) => page.length)).toEqual([4, 8, 8, 1]);
    expect(heroPages(photos(12))).toEqual([[1, 2, 3, 4], [5, 6, 7, 8, 9, 10, 11, 12]]);
  });

  it('keeps a short gallery on one page, and an empty one as one empty page', () => {
    expect(heroPages(photos(3))).toEqual([[1, 2, 3]]);
    expect(heroPages([])).toEqual([[]]);
  });
});

/** The grid area the spans cover, in cells. */
const area = (spans: { columns: number; rows: number }[]) => spans.reduce((sum, span) => sum + span.columns * span.rows, 0);

describe('issue 14 photo grid: no empty cell', () => {
  it('fills whole rows of 4 on a wide first page whatever the number of photos and tour cards (big first photo)', () => {
    for (let count = 1; count <= 5; count += 1) expect(area(photoCellSpans(count, 4, true)) % 4, `${count} items`).toBe(0);
    expect(photoCellSpans(5, 4, true)).toEqual([{ columns: 2, rows: 2 }, ...Array.from({ length: 4 }, () => ({ columns: 1, rows: 1 }))]);
    expect(photoCellSpans(4, 4, true)[3]).toEqual({ columns: 2, rows: 1 });
    expect(photoCellSpans(1, 4, true)).toEqual([{ columns: 4, rows: 2 }]);
  });

  it('stretches the last item of a short last row', () => {
    expect(photoCellSpans(5, 4, false).map((span) => span.columns)).toEqual([1, 1, 1, 1, 4]);
    expect(photoCellSpans(3, 2, false).map((span) => span.columns)).toEqual([1, 1, 2]);
    expect(photoCellSpans(8, 4, false).every((span) => span.columns === 1)).toBe(true);
    expect(area(photoCellSpans(7, 4, false)) % 4).toBe(0);
  });
});

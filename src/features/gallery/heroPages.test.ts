import { describe, expect, it } from 'vitest';
import { heroPages } from './heroPages';

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

/** Spec section 9: the hero gallery's first page shows 4 images, later pages 8 each. */
export const FIRST_PAGE_SIZE = 4;
export const LATER_PAGE_SIZE = 8;

/**
 * Splits the photos into hero gallery pages. The first page is smaller because it also holds one slot for a
 * virtual tour and another for a video tour.
 */
export function heroPages<T>(images: T[], firstSize = FIRST_PAGE_SIZE, laterSize = LATER_PAGE_SIZE): T[][] {
  if (images.length === 0) return [[]];
  const pages: T[][] = [images.slice(0, firstSize)];
  for (let start = firstSize; start < images.length; start += laterSize) pages.push(images.slice(start, start + laterSize));
  return pages;
}

export interface CellSpan {
  columns: number;
  rows: number;
}

const one = (): CellSpan => ({ columns: 1, rows: 1 });

/** The last item stretches to the end of its row, so a short last row leaves no empty cell. */
function fillLastRow(count: number, columns: number): CellSpan[] {
  const spans = Array.from({ length: count }, one);
  if (count > 0) spans[count - 1] = { columns: columns - ((count - 1) % columns), rows: 1 };
  return spans;
}

/**
 * The grid cells each item of a photo page spans, so that no cell is left empty whatever the number of photos and
 * tours. `count` items in `columns` columns; `bigFirst` (the first page on a wide screen) puts the first photo over
 * 2 x 2 cells with the others in the 2 x 2 block beside it, stretched when fewer than 4.
 */
export function photoCellSpans(count: number, columns: number, bigFirst: boolean): CellSpan[] {
  if (!bigFirst || count === 0) return fillLastRow(count, columns);
  const beside = count - 1;
  if (beside === 0) return [{ columns, rows: 2 }];
  const block = columns - 2;
  const spans: CellSpan[] = [{ columns: 2, rows: 2 }, ...Array.from({ length: beside }, one)];
  if (beside === 1) spans[1] = { columns: block, rows: 2 };
  else if (beside === 2) spans[1] = spans[2] = { columns: block, rows: 1 };
  else if (beside === 3) spans[3] = { columns: block, rows: 1 };
  else if (beside > 4) return [...spans.slice(0, 5), ...fillLastRow(beside - 4, columns)];
  return spans;
}

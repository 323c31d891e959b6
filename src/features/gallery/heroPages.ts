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

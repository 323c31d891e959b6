import { z } from 'zod';
import type { HalCollection, PageInfo } from '@/lib/hal';
import { parseOr400 } from './errors';

/** Spring Data REST's defaults, which the company's data hosts follow: 20 items a page unless `size` says more. */
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 2000;
/** Far beyond any real catalog; a larger page number overflows the database's row offset (issue 15). */
const MAX_PAGE = 100_000;

const pageQuery = z.object({
  size: z.coerce.number('size must be a number').int('size must be a whole number').min(1, 'size must be at least 1').max(MAX_PAGE_SIZE, `size must be at most ${MAX_PAGE_SIZE}`).default(DEFAULT_PAGE_SIZE),
  page: z.coerce.number('page must be a number').int('page must be a whole number').min(0, 'page must be 0 or more').max(MAX_PAGE, `page must be at most ${MAX_PAGE}`).default(0),
});

export interface PageRequest {
  size: number;
  number: number;
}

/** `?size=&page=` of a collection GET (page numbers start at 0). */
export function pageRequest(query: unknown): PageRequest {
  const { size, page } = parseOr400(pageQuery, query);
  return { size, number: page };
}

export interface Paged<Item> {
  items: Item[];
  totalElements: number;
}

/** `{ _embedded: { <name>: items }, page }`, the HAL collection shape spec section 7 reads. */
export function halCollection<Name extends string, Item>(
  name: Name,
  { items, totalElements }: Paged<Item>,
  request: PageRequest = { size: Math.max(items.length, 1), number: 0 },
): HalCollection<Name, Item> & { page: PageInfo } {
  return {
    _embedded: { [name]: items } as Record<Name, Item[]>,
    page: { size: request.size, totalElements, totalPages: Math.ceil(totalElements / request.size), number: request.number },
  };
}

/** A collection that is never paged (the `filter` and `search` endpoints): one page holding everything. */
export function halAll<Name extends string, Item>(name: Name, items: Item[]) {
  return halCollection(name, { items, totalElements: items.length });
}

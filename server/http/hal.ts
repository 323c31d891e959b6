import type { HalCollection, PageInfo } from '@/lib/hal';

export interface PageRequest {
  size: number;
  number: number;
}

/** The page a collection GET asks for, from its checked `?size=&page=` (page numbers start at 0). */
export function pageRequest({ size, page }: { size: number; page: number }): PageRequest {
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

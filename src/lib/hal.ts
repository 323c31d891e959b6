/**
 * HAL collections as the data hosts send them (spec section 7):
 * `{ "_embedded": { "<name>": [...] }, "page": {...} }`.
 */
export interface PageInfo {
  size: number;
  totalElements: number;
  totalPages: number;
  number: number;
}

export interface HalCollection<Name extends string, Item> {
  _embedded: Record<Name, Item[]>;
  page?: PageInfo;
}

/** The items of a HAL collection; a body without `_embedded.<name>` yields an empty list rather than a crash. */
export function unwrapEmbedded<Name extends string, Item>(
  body: Partial<HalCollection<Name, Item>> | null | undefined,
  name: Name,
): Item[] {
  const items = body?._embedded?.[name];
  return Array.isArray(items) ? items : [];
}

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

/**
 * The items of a list that some calls send bare (the `…/filter` calls of spec section 7 name no `_embedded` key)
 * and others as a HAL collection: either shape is read, anything else is an empty list.
 */
export function itemsOf<Item>(body: unknown, name: string): Item[] {
  if (Array.isArray(body)) return body as Item[];
  return unwrapEmbedded(body as Partial<HalCollection<string, Item>> | null, name);
}

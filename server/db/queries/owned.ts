import type { Queryable } from '../database';

/** `Map.groupBy` is ES2024, past the ES2023 library the one tsconfig types both halves against (the browser half). */
export function groupBy<Item, Key>(items: Iterable<Item>, keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * Loads the rows that belong to several owners in one query and groups them by owner. `sql` selects the owner's id
 * as "ownerId" and takes the owner ids as `$1` (an int array); the ownerId column is dropped from the result.
 */
export async function loadOwned<Row extends object>(
  q: Queryable,
  sql: string,
  ownerIds: readonly number[],
): Promise<Map<number, Row[]>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await q.query<Row & { ownerId: number }>(sql, [ownerIds]);
  const groups = groupBy(rows, (row) => row.ownerId);
  for (const group of groups.values()) for (const row of group) delete (row as Partial<typeof row>).ownerId;
  return groups as unknown as Map<number, Row[]>;
}

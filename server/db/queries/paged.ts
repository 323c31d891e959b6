import type { PageRequest, Paged } from '../../http/hal';
import type { Queryable } from '../database';

/**
 * `SELECT {columns} {from} ORDER BY {order}` one page at a time, with the total count that the HAL `page` block
 * needs. `from` holds the FROM and WHERE clauses (with `params`); the page values are validated integers.
 */
export async function pagedQuery<Item>(
  q: Queryable,
  { columns, from, order, params = [] }: { columns: string; from: string; order: string; params?: readonly unknown[] },
  page?: PageRequest,
): Promise<Paged<Item>> {
  const limit = page ? `LIMIT ${page.size} OFFSET ${page.size * page.number}` : '';
  const [items, [{ count }]] = await Promise.all([
    q.query<Item>(`SELECT ${columns} ${from} ORDER BY ${order} ${limit}`, params),
    q.query<{ count: number }>(`SELECT count(*) AS count ${from}`, params),
  ]);
  return { items, totalElements: count };
}

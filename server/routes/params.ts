import { badRequest } from '../http/errors';

/** The largest id a record can have (PostgreSQL's `integer`): a larger number names no record and cannot be queried. */
export const MAX_ID = 2_147_483_647;

/** A record id from the path or the query: a positive whole number, else 400 naming the parameter. */
export function positiveId(value: unknown, name: string): number {
  if (value === undefined || value === '') throw badRequest(`${name} is required`);
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(id) || id < 1) throw badRequest(`${name} must be a positive whole number`);
  return id;
}

/**
 * The `projection` query parameter: the names spec section 7 uses for an endpoint are accepted (absent means the
 * first); any other name is a 400 rather than silently answering a shape the caller did not ask for.
 */
export function projectionOf<Name extends string>(query: unknown, accepted: readonly [Name, ...Name[]]): Name {
  const projection = (query as { projection?: unknown }).projection;
  if (projection === undefined) return accepted[0];
  if (typeof projection === 'string' && (accepted as readonly string[]).includes(projection)) return projection as Name;
  throw badRequest(`Unknown projection '${String(projection)}'; use one of: ${accepted.join(', ')}`);
}

export type Query = Record<string, unknown>;

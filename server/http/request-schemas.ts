import { z } from 'zod';

/**
 * The pieces of the API's addresses, as schemas the routes declare (the zod type provider checks them before a
 * handler runs): a wrong one is a 400 naming the parameter, never a database error.
 */

/** The largest id a record can have (PostgreSQL's `integer`): a larger number names no record and cannot be queried. */
export const MAX_ID = 2_147_483_647;

/** A record id in the path or the query: a positive whole number of at most 9 digits. */
export function recordId(name: string) {
  const message = `${name} must be a positive whole number`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : message) })
    .min(1, `${name} is required`)
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((id) => id >= 1, message);
}

/**
 * A comma-separated list of record ids in the query (`?ids=3,1,2`), at most `max` of them: read in ascending order and
 * each once, so lists of the same ids share one cached answer.
 */
export function recordIds(name: string, max: number) {
  const message = `${name} must be positive whole numbers separated by commas`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : message) })
    .regex(/^\d{1,9}(,\d{1,9})*$/, message)
    .transform((list) => [...new Set(list.split(',').map(Number))].sort((a, b) => a - b))
    .refine((ids) => ids.every((id) => id >= 1), message)
    .refine((ids) => ids.length <= max, `${name} may name at most ${max} records`);
}

/**
 * The key of a private link in a path (a tour's, an alert's): what `newKey(32)` writes, 43 URL-safe characters. Anything
 * else opens nothing and is a 400 with `message`, before any hashing or query.
 */
export function linkKey(message: string) {
  return z.string().regex(/^[A-Za-z0-9_-]{43}$/, message);
}

/** `{ id }`, the path of a record's own address (`floorplans/{id}`, `sublets/{id}`). */
export const idParams = z.object({ id: recordId('id') });

/**
 * The `projection` query parameter: the names spec section 7 uses for an endpoint (absent means the first); any
 * other name is a 400 rather than silently answering a shape the caller did not ask for.
 */
export function projection<const Name extends string>(accepted: readonly [Name, ...Name[]]) {
  return z.enum(accepted, { error: (issue) => `Unknown projection '${String(issue.input)}'; use one of: ${accepted.join(', ')}` }).default(accepted[0]);
}

/** Spring Data REST's defaults, which the company's data hosts follow: 20 items a page unless `size` says more. */
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 2000;
/** Far beyond any real catalog; a larger page number overflows the database's row offset (issue 15). */
const MAX_PAGE = 100_000;

/** `?size=&page=` of a collection GET (page numbers start at 0). */
export const pageQuery = {
  size: z.coerce.number('size must be a number').int('size must be a whole number').min(1, 'size must be at least 1').max(MAX_PAGE_SIZE, `size must be at most ${MAX_PAGE_SIZE}`).default(DEFAULT_PAGE_SIZE),
  page: z.coerce.number('page must be a number').int('page must be a whole number').min(0, 'page must be 0 or more').max(MAX_PAGE, `page must be at most ${MAX_PAGE}`).default(0),
};

/** The captcha token of a write whose body is the form itself (spec section 7: `?captchaResponse=`). */
export const captchaQuery = z.object({ captchaResponse: z.string().optional() });

/** A request's body as the form's schema reads it: no body at all is an empty form, refused field by field. */
export function formBody<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((body) => body ?? {}, schema);
}

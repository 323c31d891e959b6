import type { z } from 'zod';

/** An error whose message is meant for the visitor: the error handler answers `{ message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);

/**
 * A 400 that still spends the client's try at a write (the rate limit gives other 400s back, so correcting a form
 * never runs out of tries): a failed captcha, which a client guessing tokens would otherwise repeat without end.
 */
export class CountedRefusal extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}
export const notFound = (message: string) => new HttpError(404, message);

/** `value`, or a 404 with `message` when there is no such record. */
export function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw notFound(message);
  return value;
}

/**
 * The parsed value, or a 400 carrying the first problem's message (the site shows one line) and the full list
 * under `errors` for whoever wants them.
 */
export function parseOr400<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new ValidationError(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
}

/** Throws a 400 for a rule's problem (`{ path, message }`), shaped like a failed schema parse; nothing when there is none. */
export function refuseProblem(problem: { path: string; message: string } | undefined): void {
  if (problem) throw new ValidationError([problem]);
}

export class ValidationError extends HttpError {
  constructor(readonly errors: { path: string; message: string }[]) {
    super(400, errors[0]?.message ?? 'Invalid request');
  }
}

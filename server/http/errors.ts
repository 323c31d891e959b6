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

/** Throws a 400 for a rule's problem (`{ path, message }`), shaped like a failed schema parse; nothing when there is none. */
export function refuseProblem(problem: { path: string; message: string } | undefined): void {
  if (problem) throw new ValidationError([problem]);
}

export class ValidationError extends HttpError {
  constructor(readonly errors: { path: string; message: string }[]) {
    super(400, errors[0]?.message ?? 'Invalid request');
  }
}

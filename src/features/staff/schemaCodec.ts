import type { UrlStateCodec } from '@/components/useUrlState';

/** What schemaCodec needs of a zod object: one schema a field, each able to read a URL parameter's text. */
interface FieldSchemas {
  shape: Record<string, { safeParse: (value: unknown) => { success: boolean; data?: unknown } }>;
}

/**
 * A URL codec that reads each parameter with the server's own schema for it (so the page asks only what the server
 * accepts): a value that does not pass falls back to its default alone; defaults stay out of the URL.
 */
export function schemaCodec<S extends object>(schema: FieldSchemas, fields: readonly (keyof S & string)[]): UrlStateCodec<S> {
  return {
    parse: (params, defaults) => {
      const state = { ...defaults } as Record<string, unknown>;
      for (const field of fields) {
        const raw = params.get(field);
        const parsed = raw?.trim() ? schema.shape[field].safeParse(raw) : undefined;
        if (parsed?.success) state[field] = parsed.data;
      }
      return state as S;
    },
    serialize: (state, defaults) => urlParams(state, defaults, fields),
  };
}

/** `state`'s `fields` as URL parameters, those equal to their default left out. */
export function urlParams<S extends object>(state: S, defaults: S, fields: readonly (keyof S & string)[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of fields) {
    const value = state[field];
    if (value !== undefined && value !== '' && value !== defaults[field]) params.set(field, String(value));
  }
  return params;
}

import fp from 'fastify-plugin';
import { badRequest } from '../http/errors';
import { hasControlCharacters, hasLineControlCharacters } from '../security/control-characters';

/** 'firstName' -> 'First name', 'availableFrom' -> 'Available from': how a refusal names a field. */
function label(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`;
}

/**
 * The first text in `value` (a parsed JSON body) carrying a control character, with the name of its field. Recursive:
 * json-body.ts refuses a body nested deeper than a few dozen levels before it is parsed.
 */
function firstControlledField(value: unknown, field = 'Text'): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value) ? field : undefined;
  if (Array.isArray(value)) return value.map((item) => firstControlledField(item, field)).find(Boolean);
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = firstControlledField(item, label(key)) ?? (hasControlCharacters(key) ? 'A field name' : undefined);
      if (found) return found;
    }
  }
  return undefined;
}

function decodedUrl(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url; // a malformed escape is Fastify's to refuse
  }
}

/**
 * Refuses, before any route sees it, input that is never legitimate (issue 15): a control character in the address
 * (`%00` in a path or query reached the database and failed there as a 500), or in any text of a JSON body (a NUL
 * byte cannot be stored; escape sequences and bidi overrides rewrite the operator's terminal). Tabs and line breaks
 * stay allowed in bodies: descriptions have paragraphs.
 */
export const inputGuard = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (hasLineControlCharacters(decodedUrl(request.url))) throw badRequest('The address must not contain control characters');
    });
    app.addHook('preValidation', async (request) => {
      const field = firstControlledField(request.body);
      if (field) throw badRequest(`${field} must not contain control characters`);
    });
  },
  { name: 'input-guard' },
);

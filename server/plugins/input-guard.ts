import fp from 'fastify-plugin';
import { badRequest } from '../http/errors';
import { hasControlCharacters, hasLineControlCharacters, hasLoneSurrogate } from '../security/control-characters';

/** 'firstName' -> 'First name', 'availableFrom' -> 'Available from': how a refusal names a field. */
function label(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`;
}

/** What is wrong with a text no form can send, if anything. */
function textFault(text: string): string | undefined {
  if (hasControlCharacters(text)) return 'must not contain control characters';
  if (hasLoneSurrogate(text)) return 'contains half of a character (a lone surrogate); please send it again';
  return undefined;
}

/**
 * The refusal of the first faulty text in `value` (a parsed JSON body), naming its field. Recursive: json-body.ts
 * refuses a body nested deeper than a few dozen levels before it is parsed.
 */
function firstFaultyField(value: unknown, field = 'Text'): string | undefined {
  if (typeof value === 'string') {
    const fault = textFault(value);
    return fault && `${field} ${fault}`;
  }
  if (Array.isArray(value)) return value.map((item) => firstFaultyField(item, field)).find(Boolean);
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = firstFaultyField(item, label(key)) ?? firstFaultyField(key, 'A field name');
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
 * byte cannot be stored; escape sequences and bidi overrides rewrite the operator's terminal), or a lone surrogate. Tabs and line breaks
 * stay allowed in bodies: descriptions have paragraphs.
 */
export const inputGuard = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (hasLineControlCharacters(decodedUrl(request.url))) throw badRequest('The address must not contain control characters');
    });
    app.addHook('preValidation', async (request) => {
      const refusal = firstFaultyField(request.body);
      if (refusal) throw badRequest(refusal);
    });
  },
  { name: 'input-guard' },
);

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * A listing's description as plain text with its HTML entities decoded ('Tom &amp; Jerry' -> 'Tom & Jerry'), for
 * rendering as text (spec section 2). The browser's own parser decodes: a textarea's content is read as text, so
 * markup such as `<script>` stays literal characters and nothing in it runs or loads. The server, which renders the
 * first paint without a document, decodes the numeric and common named entities the same way.
 */
export function decodeEntities(text: string): string {
  if (typeof document === 'undefined') return decodeWithoutDocument(text);
  const decoder = document.createElement('textarea');
  decoder.innerHTML = text;
  return decoder.value;
}

function decodeWithoutDocument(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

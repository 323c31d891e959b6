/**
 * A listing's description as plain text with its HTML entities decoded ('Tom &amp; Jerry' -> 'Tom & Jerry'), for
 * rendering as text (spec section 2). The browser's own parser decodes: a textarea's content is read as text, so
 * markup such as `<script>` stays literal characters and nothing in it runs or loads.
 */
export function decodeEntities(text: string): string {
  const decoder = document.createElement('textarea');
  decoder.innerHTML = text;
  return decoder.value;
}

/** A link that opens the maps service on an address (spec section 7: map links are built from addresses). */
export function mapSearchUrl(...parts: Array<string | null | undefined>): string {
  const query = parts.filter(Boolean).join(' ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

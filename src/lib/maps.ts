/** A link that opens the maps service on an address (spec section 7: map links are built from addresses). */
export function mapSearchUrl(...parts: Array<string | null | undefined>): string {
  const query = parts.filter(Boolean).join(' ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The map frame for an address (spec section 7: map embeds are built from addresses): the keyed Embed API when a
 * key is configured, else the keyless embed the maps service also serves.
 */
export function mapEmbedUrl(address: string, key: string): string {
  const query = encodeURIComponent(address);
  return key
    ? `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${query}`
    : `https://maps.google.com/maps?q=${query}&output=embed`;
}

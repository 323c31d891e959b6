/**
 * What an answer opened by a private link's key carries: never stored by a cache, never indexed (the pages of those
 * links are private in src/shared/routeFacts.ts: never rendered by the server, and they send no Referer).
 */
export const PRIVATE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

import type { ContentEncoding } from './encoded-json';

/** Best first: brotli is smaller than gzip for the same effort. */
const PREFERENCE: ContentEncoding[] = ['br', 'gzip'];

/**
 * The encoding to answer a request's `Accept-Encoding` with: br, then gzip, else none (identity). A coding listed
 * with `q=0` is refused; `*` stands for any coding not listed.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (name) weights.set(name, quality ? Number(quality.slice(2)) : 1);
  }
  return PREFERENCE.find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}

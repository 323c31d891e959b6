import { http } from 'msw';
import { server } from './server';

/**
 * Holds every GET to `path` until `release()`, then lets the usual handler answer: for tests that look at a loading
 * state, which a fast answer (or data requested before the page mounted) would otherwise skip.
 */
export function holdResponses(path: string): { release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.get(path, async () => void (await held)));
  return { release };
}

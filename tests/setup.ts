import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { abortRunningRequests, trackSentRequests } from './msw/endRequestsWithTest';
import { server } from './msw/server';

// jsdom has no layout engine: scrolling is recorded, not performed.
Element.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: vi.fn(),
  removeListener: vi.fn(),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
  dispatchEvent: vi.fn(),
})) as unknown as typeof window.matchMedia;

// findBy*/waitFor give up after 1 s by default, which a loaded two-core machine can exceed for a lazy chunk.
configure({ asyncUtilTimeout: 4000 });

/**
 * A test that makes the code log `console.error` fails: React's warnings (duplicate keys, act) and the site's own
 * error logs mean something went wrong. A test that expects an error says so by replacing the spy's implementation
 * (`vi.spyOn(console, 'error').mockImplementation(() => {})`), which also keeps its output quiet.
 */
let unexpectedErrors: string[] = [];
beforeEach(() => {
  unexpectedErrors = [];
  const print = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(format(...args));
    print(...args);
  });
});

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  trackSentRequests();
});
afterEach(() => {
  cleanup();
  abortRunningRequests();
  server.resetHandlers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  const logged = unexpectedErrors;
  unexpectedErrors = [];
  if (logged.length > 0) throw new Error(`The test logged console.error unexpectedly:\n${logged.join('\n')}`);
});
afterAll(() => server.close());

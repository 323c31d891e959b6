import { onTestFinished } from 'vitest';
import { server } from './server';

/** JSON bodies as values; anything else (a multipart upload) as its text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface RecordedRequest {
  method: string;
  /** The path after the host, e.g. '/api/mail/v3/contact'. */
  path: string;
  /** The query string, e.g. '?projection=withId&size=50'. */
  search: string;
  /** Request headers, lower-case names. */
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Records every request the site makes from now until the test ends, in the order they were sent, with their
 * JSON bodies. Lets a test assert what went over the wire and in which order.
 */
export function recordRequests(): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = { method: request.method, path: url.pathname, search: url.search, headers: Object.fromEntries(request.headers), body: undefined };
    recorded.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .text()
        .then((text) => {
          entry.body = text ? parseBody(text) : undefined;
        });
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return recorded;
}

/** The paths of the recorded POSTs, in order. */
export const postedPaths = (recorded: RecordedRequest[]): string[] =>
  recorded.filter((request) => request.method === 'POST').map((request) => request.path);

/** The body of the last POST to `path`. */
export function lastBody(recorded: RecordedRequest[], path: string): unknown {
  return recorded.filter((request) => request.method === 'POST' && request.path === path).at(-1)?.body;
}

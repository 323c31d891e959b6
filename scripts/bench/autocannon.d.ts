/** The part of autocannon (which ships no types) that the API benchmark and the load test use. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Rewrites the request before each send, e.g. to vary its path. */
    setupRequest?: (request: Request) => Request;
  }

  export interface Options extends Request {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests per second over all connections. */
    overallRate?: number;
    /** Seconds to wait for a response. */
    timeout?: number;
    /** Each connection cycles through these. */
    requests?: Request[];
  }

  export interface Result {
    requests: { average: number; total: number };
    latency: { average: number; p50: number; p99: number; max: number };
    /** Seconds. */
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  /** Emits 'response' (client, statusCode, bytes, milliseconds) per response, and resolves with the totals. */
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    /** Ends the run before its duration; the instance then resolves with what it measured. */
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}

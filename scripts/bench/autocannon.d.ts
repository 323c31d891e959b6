/** The part of autocannon (which ships no types) that the API benchmark uses. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
  }

  export interface Result {
    requests: { average: number; total: number };
    latency: { average: number; p50: number; p99: number; max: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }

  /** Emits 'response' (client, statusCode, bytes, milliseconds) per response, and resolves with the totals. */
  export interface Instance extends EventEmitter, PromiseLike<Result> {}

  export default function autocannon(options: Options): Instance;
}

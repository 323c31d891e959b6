import type { ServerOptions } from 'node:http';

/** How long a client may take and how many may be connected at once (issue 15: slow clients held every socket). */
export interface ConnectionLimits {
  /** From connecting to the end of the request headers. */
  headersTimeoutMs: number;
  /** From connecting to the end of the request body; an upload of 5 MB over a slow phone link fits. */
  requestTimeoutMs: number;
  /** A connection with nothing sent either way is closed after this. */
  idleTimeoutMs: number;
  /** Connections beyond this are closed as they arrive. */
  maxConnections: number;
  /** How often Node checks the two timeouts above; tests shorten it. */
  checkIntervalMs?: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
  maxConnections: 1000,
};

/** The Fastify (and Node HTTP server) options that enforce `limits`; the cap is set on the server once built. */
export function connectionOptions(limits: ConnectionLimits): { connectionTimeout: number; requestTimeout: number; http: ServerOptions } {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs ?? 1_000 },
  };
}

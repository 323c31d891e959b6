import net, { type Socket } from 'node:net';
import fp from 'fastify-plugin';

/** What `GET api/health/ready` reports besides the health checks: not yet listening, serving, or shutting down. */
export type Readiness = 'starting' | 'serving' | 'draining';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: {
      readiness(): Readiness;
      /** Aborted when the drain begins: background jobs stop at their next safe point (jobs/schedule.ts). */
      stopping: AbortSignal;
      /**
       * Stops accepting connections and waits, up to `boundMs`, until every request already sent or still arriving
       * has been answered; connections then still busy are cut. The caller closes the app and the database next.
       */
      drain(boundMs: number): Promise<void>;
    };
  }
}

/** A connection that has sent nothing for this long (since accepted, or since its last answer) is idle: a preconnect, a keep-alive. */
const QUIET_GRACE_MS = 250;
const CHECK_EVERY_MS = 20;
/** Turns of the event loop (each at least CHECK_EVERY_MS) without a new connection before the listener closes. */
const QUIET_TURNS = 3;
/** The listener closes after this even while connections keep arriving. */
const LISTEN_AT_MOST_MS = 1_000;

interface Connection {
  /** A request of it is being handled (its answer not yet sent). */
  busy: boolean;
  /** Bytes read when its last answer went out: more since means a next request is arriving. */
  bytesAtRest: number;
  /** When it was accepted or its last answer went out. */
  restingSince: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Shutdown without loss (issue 26): Node's own `server.close()` destroys every connection with no request parsed yet,
 * so requests a busy process had accepted but not yet read were reset. Here a connection is closed only once it is
 * quiet: no request being handled and nothing new read since its last answer, for a short grace.
 */
export const drain = fp(
  async (app) => {
    let readiness: Readiness = 'starting';
    const stopping = new AbortController();
    const connections = new Map<Socket, Connection>();
    app.server.on('connection', (socket: Socket) => {
      connections.set(socket, { busy: false, bytesAtRest: 0, restingSince: Date.now() });
      socket.once('close', () => connections.delete(socket));
    });
    app.server.on('request', (request: { socket: Socket }, response: { once(event: 'close', listener: () => void): void }) => {
      const connection = connections.get(request.socket);
      if (!connection) return;
      connection.busy = true;
      response.once('close', () => {
        connection.busy = false;
        connection.bytesAtRest = request.socket.bytesRead;
        connection.restingSince = Date.now();
      });
    });
    app.addHook('onListen', async () => {
      readiness = 'serving';
    });
    // While draining, each answer closes its connection, so a client does not send a next request to a closing server.
    app.addHook('onSend', async (_request, reply) => {
      if (readiness === 'draining') reply.header('connection', 'close');
    });

    app.decorate('lifecycle', {
      readiness: () => readiness,
      stopping: stopping.signal,
      async drain(boundMs: number) {
        const started = Date.now();
        readiness = 'draining';
        stopping.abort();
        // Connections the kernel has queued are reset when the listener closes, and Node does not take them all in
        // one turn of the event loop; so the listener closes once several turns in a row brought no new connection.
        // The HTTP server's own close() is not used: it cuts the accepted connections not read yet.
        let turnsWithoutConnection = 0;
        const counted = () => (turnsWithoutConnection = 0);
        app.server.on('connection', counted);
        while (turnsWithoutConnection < QUIET_TURNS && Date.now() - started < LISTEN_AT_MOST_MS) {
          await pause(CHECK_EVERY_MS);
          turnsWithoutConnection += 1;
        }
        app.server.off('connection', counted);
        if (app.server.listening) net.Server.prototype.close.call(app.server);
        while (connections.size > 0 && Date.now() - started < boundMs) {
          for (const [socket, connection] of connections) {
            const quiet = !connection.busy && socket.bytesRead === connection.bytesAtRest;
            if (quiet && Date.now() - connection.restingSince >= QUIET_GRACE_MS) socket.destroy();
          }
          await pause(CHECK_EVERY_MS);
        }
        for (const socket of connections.keys()) socket.destroy();
      },
    });
  },
  { name: 'drain' },
);

import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Database, Listener, Queryable } from './database';
import type { Ask, Failure, HeardNotice, Reply, WorkerSetup } from './pglite-messages';

/**
 * A statement running longer than this holds the database: later ones are refused at once rather than queued. Longer
 * than any statement of ours takes on an idle machine (milliseconds), short enough for a health check to notice.
 */
export const HELD_AFTER_MS = 1_000;
/** How long `close` waits for the database to close before it ends its thread. */
const CLOSE_WITHIN_MS = 1_000;

const asError = ({ message, ...details }: Failure) => Object.assign(new Error(message), details);

/**
 * The embedded database on a thread of its own (pglite-worker.ts; decision 021), so that a statement which never
 * ends cannot hold the server's event loop: the storage guard's timeout, the health check and SIGTERM keep working.
 * A statement is a message, its rows the answer; a transaction's statements go in order while others wait.
 */
export async function openPgliteInWorker(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const busySince = new BigInt64Array(new SharedArrayBuffer(8));
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { dataDir, busySince } satisfies WorkerSetup });
  const waiting = new Map<number, { resolve: (rows?: unknown[]) => void; reject: (error: Error) => void }>();
  let stopped: Error | undefined;
  let lastId = 0;
  let lastTransaction = 0;
  /** Who hears each channel's notices. */
  const listeners = new Map<string, Set<Listener>>();

  const opened = new Promise<unknown>((resolve, reject) => waiting.set(0, { resolve, reject }));
  worker.on('message', (message: Reply | HeardNotice) => {
    if ('channel' in message) {
      for (const listener of listeners.get(message.channel) ?? []) listener.notice(message.payload);
      return;
    }
    const { id, rows, failure } = message;
    const request = waiting.get(id);
    waiting.delete(id);
    if (failure) request?.reject(asError(failure));
    else request?.resolve(rows);
  });
  worker.on('error', (error) => {
    stopped ??= error;
  });
  worker.on('exit', (code) => {
    stopped ??= new Error(`the embedded database's thread ended (exit code ${code})`);
    for (const request of waiting.values()) request.reject(stopped);
    waiting.clear();
  });

  /** How long the database has been running one statement, once that is longer than HELD_AFTER_MS. */
  function heldFor(): number | undefined {
    const since = Number(Atomics.load(busySince, 0));
    return since && Date.now() - since > HELD_AFTER_MS ? Date.now() - since : undefined;
  }

  /** `settles` (commit, rollback, close) is sent even to a held database: refusing it would keep a transaction open. */
  function send(ask: Ask, settles = false): Promise<unknown[] | undefined> {
    if (stopped) return Promise.reject(stopped);
    const held = settles ? undefined : heldFor();
    if (held) return Promise.reject(new Error(`the embedded database has been held by one statement for ${(held / 1000).toFixed(1)} s`));
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      try {
        worker.postMessage({ ...ask, id });
      } catch (error) {
        waiting.delete(id);
        reject(error as Error);
      }
    });
  }

  const session = (transaction?: number): Queryable => ({
    async query<Row>(sql: string, params?: readonly unknown[]) {
      return (await send({ kind: 'query', sql, params: params as unknown[] | undefined, transaction })) as Row[];
    },
    async exec(sql: string) {
      await send({ kind: 'exec', sql, transaction });
    },
  });

  try {
    await opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    engine: 'pglite',
    ...session(),
    async transaction(work) {
      const transaction = ++lastTransaction;
      await send({ kind: 'begin', transaction });
      let result;
      try {
        result = await work(session(transaction));
      } catch (error) {
        // What `work` threw is the answer; a rollback that fails too has nothing to add to it.
        await send({ kind: 'rollback', transaction }, true).catch(() => undefined);
        throw error;
      }
      await send({ kind: 'commit', transaction }, true);
      return result;
    },
    async listen(channel, listener) {
      const heard = listeners.get(channel) ?? new Set();
      listeners.set(channel, heard);
      heard.add(listener);
      const stop = async () => {
        heard.delete(listener);
        if (heard.size > 0 || listeners.get(channel) !== heard) return;
        listeners.delete(channel);
        // Not awaited: nothing is told to this channel's listeners any more, and a database held by a statement must
        // not hold the server's shutdown; a database already closed or stopped hears nothing anyway.
        send({ kind: 'unlisten', channel }, true).catch(() => undefined);
      };
      if (heard.size === 1) {
        try {
          await send({ kind: 'listen', channel });
        } catch (error) {
          await stop();
          throw error;
        }
      }
      return stop;
    },
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WITHIN_MS)));
      await Promise.race([send({ kind: 'close' }, true).catch(() => undefined), gaveUp]);
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}

/**
 * The embedded database's own thread (decision 021): PGlite runs PostgreSQL as WebAssembly, synchronously, so a
 * statement that does not end (a disk gone read-only made it spin) must hold this thread, never the server's.
 * Imports name their files (`.ts`): Node loads this file itself, without the server's loader.
 */
import { statSync, type Stats } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { TYPE_PARSERS } from './database.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import type { Failure, HeardNotice, Reply, Request, WorkerSetup } from './pglite-messages.ts';

const { dataDir, busySince } = workerData as WorkerSetup;
const port = parentPort!;

const failure = (error: unknown): Failure => {
  const { code, severity, routine } = error as Partial<Record<keyof Failure, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { message: error instanceof Error ? error.message : String(error), code: text(code), severity: text(severity), routine: text(routine) };
};

/**
 * After a PANIC (or FATAL) PostgreSQL is gone: PGlite spins on the next statement (a write to a read-only WAL file
 * did this), so every later request is answered with that error without touching it again.
 */
let brokenBy: unknown;
const endsTheDatabase = (error: unknown) => ['PANIC', 'FATAL'].includes((error as { severity?: unknown }).severity as string);

/**
 * The data directory as it was opened. Removed (or replaced) under the running database, its files live on unlinked
 * and a commit still "works" into them, to be lost at the next start; so each statement first checks it is there.
 */
let opened: Stats | undefined;
function directoryGone(): Error | undefined {
  if (!dataDir || !opened) return undefined;
  const now = statSync(dataDir, { throwIfNoEntry: false });
  if (now?.ino === opened.ino && now.dev === opened.dev) return undefined;
  return new Error(`the database directory ${dataDir} was removed or replaced under the running server; nothing more is stored until the server is restarted on the restored directory`);
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  if (brokenBy) throw brokenBy;
  const gone = directoryGone();
  if (gone) throw gone;
  Atomics.store(busySince, 0, BigInt(Date.now()));
  try {
    return await run();
  } catch (error) {
    if (endsTheDatabase(error)) brokenBy = error;
    throw error;
  } finally {
    Atomics.store(busySince, 0, 0n);
  }
}

/** The one connection, taken in the order asked: resolves to the function that gives it back. */
let queue: Promise<unknown> = Promise.resolve();
function takeConnection(): Promise<() => void> {
  let giveBack!: () => void;
  const given = new Promise<void>((resolve) => (giveBack = resolve));
  const taken = queue.then(() => giveBack);
  queue = taken.then(() => given);
  return taken;
}

let pglite: PGlite;
const transactions = new Map<number, () => void>();
const notify = (message: HeardNotice) => port.postMessage(message);
/** The channels listened on, each with how it stops; each notice goes to the server's thread. */
const listening = new Map<string, () => Promise<void>>();
async function startListening(channel: string): Promise<void> {
  if (!listening.has(channel)) listening.set(channel, await pglite.listen(channel, (payload) => notify({ channel, payload })));
}
async function stopListening(channel: string): Promise<void> {
  await listening.get(channel)?.();
  listening.delete(channel);
}

async function statement(request: Extract<Request, { kind: 'query' | 'exec' }>): Promise<unknown[] | undefined> {
  const giveBack = request.transaction === undefined ? await takeConnection() : undefined;
  try {
    if (request.kind === 'exec') return void (await call(() => pglite.exec(request.sql)));
    return (await call(() => pglite.query(request.sql, request.params))).rows;
  } finally {
    giveBack?.();
  }
}

async function answer(request: Request): Promise<unknown[] | undefined> {
  switch (request.kind) {
    case 'query':
    case 'exec':
      return statement(request);
    case 'begin': {
      const giveBack = await takeConnection();
      try {
        await call(() => pglite.exec('BEGIN'));
      } catch (error) {
        giveBack();
        throw error;
      }
      transactions.set(request.transaction, giveBack);
      return undefined;
    }
    case 'commit':
    case 'rollback': {
      const giveBack = transactions.get(request.transaction);
      transactions.delete(request.transaction);
      try {
        await call(() => pglite.exec(request.kind === 'commit' ? 'COMMIT' : 'ROLLBACK'));
      } finally {
        giveBack?.();
      }
      return undefined;
    }
    case 'listen':
    case 'unlisten': {
      const giveBack = await takeConnection();
      try {
        await call(() => (request.kind === 'listen' ? startListening(request.channel) : stopListening(request.channel)));
      } finally {
        giveBack();
      }
      return undefined;
    }
    case 'close':
      await takeConnection();
      if (!brokenBy) await call(() => pglite.close());
      return undefined;
  }
}

const reply = (message: Reply) => port.postMessage(message);

try {
  pglite = await PGlite.create(dataDir, { parsers: TYPE_PARSERS, extensions: PGLITE_EXTENSIONS });
  if (dataDir) opened = statSync(dataDir);
  port.on('message', (request: Request) => {
    answer(request).then(
      (rows) => reply({ id: request.id, rows }),
      (error: unknown) => reply({ id: request.id, failure: failure(error) }),
    );
  });
  reply({ id: 0 });
} catch (error) {
  reply({ id: 0, failure: failure(error) });
}

import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR/server.lock: which process holds the embedded database (PGlite allows one), and, once the server
 * listens, where `npm run admin` can reach it and the key it must present. Readable by the owner only.
 */
export interface LockInfo {
  pid: number;
  role: 'server' | 'cli';
  port?: number;
  operatorKey?: string;
}

export interface DataDirLock {
  /** Tells `npm run admin` where the server listens. */
  publish(details: { port: number; operatorKey: string }): void;
  release(): void;
}

const lockPath = (dataDir: string) => path.join(dataDir, 'server.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's content when a live process holds it; a lock left by a process that died is ignored. */
export function readLiveLock(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) && isAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock for this process, or throws naming the live process that holds it. */
export function acquireDataDirLock(dataDir: string, role: LockInfo['role']): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const holder = readLiveLock(dataDir);
  if (holder && holder.pid !== process.pid) {
    throw new Error(`The database in ${dataDir} is in use by ${holder.role === 'server' ? 'the server' : 'an admin command'} (pid ${holder.pid})`);
  }
  rmSync(file, { force: true });
  const write = (info: LockInfo) => writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
  // 'wx' fails if another process created the file since we looked: then that process won.
  closeSync(openSync(file, 'wx', 0o600));
  write({ pid: process.pid, role });
  return {
    publish: (details) => write({ pid: process.pid, role, ...details }),
    release: () => rmSync(file, { force: true }),
  };
}

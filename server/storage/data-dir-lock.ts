import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * Whether `pid` still runs. A process killed with SIGKILL stays in the process table as a zombie (state Z, or X while
 * it is removed) until its parent reaps it, and signal 0 still reaches it; it holds no files any more, so it holds no
 * lock (issue 15: a supervisor's restart right after kill -9 was refused). /proc tells on Linux; elsewhere signal 0.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // The state follows the command name in parentheses, which may itself contain spaces or parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !['Z', 'X', 'x'].includes(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  } catch {
    return existsSync('/proc/self/stat') ? false : true;
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
    // On a disk that turned read-only the file cannot go; it names this process, so the next start sees it as stale.
    release: () => {
      try {
        rmSync(file, { force: true });
      } catch {
        // left for the next start to take over
      }
    },
  };
}

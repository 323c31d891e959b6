import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, readLiveLock } from './data-dir-lock';

const directories: string[] = [];
afterAll(() => Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true }))));
const dataDir = async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'rentals-lock-'));
  directories.push(directory);
  return directory;
};

describe('DATA_DIR/server.lock: one process holds the embedded database', () => {
  it('records the holder, publishes where the server listens (owner-only file), and is gone once released', async () => {
    const directory = await dataDir();
    const lock = acquireDataDirLock(directory, 'server');
    expect(readLiveLock(directory)).toEqual({ pid: process.pid, role: 'server' });
    lock.publish({ port: 8080, operatorKey: 'key' });
    expect(readLiveLock(directory)).toEqual({ pid: process.pid, role: 'server', port: 8080, operatorKey: 'key' });
    expect((await stat(path.join(directory, 'server.lock'))).mode & 0o077).toBe(0);
    lock.release();
    expect(readLiveLock(directory)).toBeUndefined();
  });

  it('refuses a second holder while the first lives, and takes over a lock left by a process that died', async () => {
    const directory = await dataDir();
    const lockFile = path.join(directory, 'server.lock');
    const other = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(other.stdout.toString());
    await writeFile(lockFile, JSON.stringify({ pid: deadPid, role: 'server', port: 1 }));
    expect(readLiveLock(directory)).toBeUndefined();
    const lock = acquireDataDirLock(directory, 'cli');
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toEqual({ pid: process.pid, role: 'cli' });
    lock.release();

    // A live holder: the test runner's parent process stands in for a running server.
    await writeFile(lockFile, JSON.stringify({ pid: process.ppid, role: 'server' }));
    expect(() => acquireDataDirLock(directory, 'cli')).toThrow(`is in use by the server (pid ${process.ppid})`);
  });

  it('issue 15 releasing never throws, even where the lock file cannot be removed (a disk turned read-only)', async () => {
    const directory = await dataDir();
    const lock = acquireDataDirLock(directory, 'server');
    const lockFile = path.join(directory, 'server.lock');
    await rm(lockFile);
    await mkdir(path.join(lockFile, 'in-the-way'), { recursive: true });
    expect(() => lock.release()).not.toThrow();
  });

  it('issue 15 takes over the lock of a process that was killed but is not yet reaped (a zombie), as a supervisor restarts at once', async () => {
    const directory = await dataDir();
    // `sleep 600` never reaps its children: the inner sleep, once killed, stays a zombie until the outer one ends.
    const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 600'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (data: Buffer) => resolve(data.toString()))));
      process.kill(zombie, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await writeFile(path.join(directory, 'server.lock'), JSON.stringify({ pid: zombie, role: 'server', port: 1 }));
      expect(readLiveLock(directory)).toBeUndefined();
      acquireDataDirLock(directory, 'server').release();
    } finally {
      parent.kill('SIGKILL');
    }
  });
});

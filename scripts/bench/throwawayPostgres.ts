/**
 * A PostgreSQL 15 cluster of its own for a bench section (Debian's postgresql-15, as scripts/test-server-postgres.sh
 * uses): initdb in a temp folder, a free loopback port, PostgreSQL's default settings (each commit flushed to disk, as
 * in production), everything removed by `stop`. Undefined when the binaries are not installed.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../localServer.ts';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export async function startThrowawayPostgres(): Promise<{ url: string; stop(): void } | undefined> {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'rentals-bench-pg-'));
  const data = path.join(dir, 'data');
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (binary: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args], { cwd: dir, stdio: 'ignore' }) : execFileSync(path.join(PG_BIN, binary), args, { cwd: dir, stdio: 'ignore' });
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'postgres.log'), '-w', '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a bench section on a throwaway cluster (its URL) and removes the cluster afterwards, however the section ends.
 * Without the binaries it says the section is skipped (after `label`, e.g. the part of a section) and runs nothing.
 */
export async function withThrowawayPostgres(section: (url: string) => Promise<void>, label = ''): Promise<void> {
  const postgres = await startThrowawayPostgres();
  if (!postgres) {
    console.log(`${label}skipped: no PostgreSQL 15 binaries (apt-get install postgresql-15, or set PG_BIN)`);
    return;
  }
  try {
    await section(postgres.url);
  } finally {
    postgres.stop();
  }
}

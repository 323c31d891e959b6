import { execFileSync } from 'node:child_process';
import { runCommand } from '../../server/cli/reach';
import { readEnv } from '../../server/config/env';
import type { OutboxKind } from '../../server/db/queries/outbox';

/**
 * The operator CLI on the data directory of the server this run started (playwright.config.ts shares it through
 * E2E_DATA_DIR), so what the site sent can be found where the operator finds it.
 */
export function admin(...args: string[]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through `npm run test:e2e` (playwright.config.ts sets it)');
  return execFileSync('npm', ['run', '--silent', 'admin', '--', ...args], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
}

/** The latest outbox rows of one kind, newest first, optionally only those addressed to one inbox. */
export function outboxRows(kind: 'contact' | 'application', inbox = ''): string[] {
  return admin('outbox')
    .split('\n')
    .filter((line) => line.includes(` ${kind} `) && line.includes(inbox));
}

/**
 * Every mail of `kind` to `email` among the outbox's latest, newest first, each whole as `outbox ID` shows it (the
 * headers the server composed, then the body).
 */
export async function mailsTo(email: string, kind: OutboxKind): Promise<string[]> {
  const env = readEnv({ DATA_DIR: process.env.E2E_DATA_DIR! });
  const outbox = await runCommand(env, { name: 'outbox' });
  const rows = outbox.table?.rows.filter(([, , rowKind, to]) => rowKind === kind && to === email) ?? [];
  return Promise.all(rows.map(async ([id]) => (await runCommand(env, { name: 'outbox', id: Number(id) })).message ?? ''));
}

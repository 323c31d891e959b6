/**
 * The whole product for benchmarks: the local server over the checkout's dist/ (its page renderer, dist/.server, imports
 * the project's node_modules), built first when it or its renderer is missing.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startLocalServer, type LocalServer } from '../localServer.ts';

/** Builds the site (vite empties dist/ first) when it or its renderer is missing. */
export function ensureBuilt(): void {
  if (!['index.html', '.server/entry-server.js'].every((file) => existsSync(path.join(repoRoot, 'dist', file)))) {
    execSync('npx vite build --logLevel warn', { cwd: repoRoot, stdio: 'inherit' });
  }
}

export async function startBenchServer(): Promise<LocalServer> {
  ensureBuilt();
  return startLocalServer();
}

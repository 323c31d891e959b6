/**
 * Starts the built site and local API on a free loopback port with a fresh, seeded data directory, as `npm start`
 * would, for benchmarks that need the whole product. Builds the site first when dist/ is missing.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../../server/test/server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');

export type LocalServer = Pick<ServerProcess, 'url' | 'stop'>;

/** `distDir`: serve another built site than dist/ (e.g. a copy with extra files to compare against). */
export async function startLocalServer({ distDir }: { distDir?: string } = {}): Promise<LocalServer> {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
  }
  return startServerProcess({ env: distDir ? { DIST_DIR: distDir } : {} });
}

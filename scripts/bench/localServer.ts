/** The whole product for benchmarks: the local server over dist/, built first when it is missing. */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startLocalServer, type LocalServer } from '../localServer.ts';

/** `distDir`: serve another built site than dist/ (e.g. a copy with extra files to compare against). */
export async function startBenchServer({ distDir }: { distDir?: string } = {}): Promise<LocalServer> {
  if (!existsSync(path.join(repoRoot, 'dist', 'index.html'))) {
    execSync('npx vite build --logLevel warn', { cwd: repoRoot, stdio: 'inherit' });
  }
  return startLocalServer({ distDir });
}

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The site and its page renderer as `vite build` makes them, for tests of what the server does with real output
 * rather than a hand-written copy of it. Built inside node_modules/.cache, not the system's temp folder: the renderer
 * imports the project's packages, which Node finds from there. Takes a few seconds.
 */
export function buildSite(): { distDir: string; remove: () => void } {
  const parent = path.join(root, 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  const distDir = mkdtempSync(path.join(parent, 'built-site-'));
  execFileSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}

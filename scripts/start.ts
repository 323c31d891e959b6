/**
 * `npm start`: builds the site when dist/ is missing or older than its sources, then starts the local API,
 * which serves the site and the data on one port.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist', 'index.html');
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', '.env', '.env.local', '.env.production'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((child) => newestChange(path.join(entry, child))));
}

const builtAt = existsSync(dist) ? statSync(dist).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding the site…' : 'Building the site…');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}

// The server reads the env files Vite built with, so its Content-Security-Policy admits the services the site was
// built for (VITE_*) and the local API's own keys can live there too. Highest priority first; the environment wins.
for (const file of ['.env.production.local', '.env.local', '.env.production', '.env']) {
  if (existsSync(path.join(root, file))) process.loadEnvFile(path.join(root, file));
}

await import('../server/index.ts');

/**
 * Bundle size: the gzipped JS and CSS that `/` loads before it is interactive (the entry and its static imports),
 * then each lazily loaded chunk. Reads dist/.vite/manifest.json; builds first when dist/ is missing.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');

function gzippedKb(file: string): number {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
}

/** A chunk and everything it imports statically, each once. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

function filesOf(manifest: Manifest, keys: Iterable<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const sheet of manifest[key].css ?? []) css.add(sheet);
  }
  return { js: [...js], css: [...css] };
}

const sum = (files: string[]) => files.reduce((total, file) => total + gzippedKb(file), 0);
const kb = (value: number) => `${value.toFixed(1)} KB`;

export async function run(): Promise<void> {
  if (!existsSync(path.join(dist, '.vite', 'manifest.json'))) {
    execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
  }
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('No entry chunk in the manifest');

  const initialKeys = staticClosure(manifest, entry);
  const initial = filesOf(manifest, initialKeys);
  console.log(`/ loads before interactive: JS ${kb(sum(initial.js))} gzip (${initial.js.length} files), CSS ${kb(sum(initial.css))} gzip`);

  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const extra = [...staticClosure(manifest, key)].filter((child) => !initialKeys.has(child));
      const files = filesOf(manifest, extra);
      return { name: manifest[key].src ?? key, js: sum(files.js), css: sum(files.css) };
    })
    .sort((a, b) => b.js - a.js);
  console.log('Lazy chunks (extra gzip beyond what / already loaded):');
  for (const chunk of lazy) {
    console.log(`  ${chunk.name.padEnd(58)} JS ${kb(chunk.js).padStart(9)}  CSS ${kb(chunk.css).padStart(8)}`);
  }
}

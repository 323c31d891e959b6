import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The stylesheets a rendered page needs before its first paint (issue 13): those of its lazy page module and of
 * everything that module imports, statically or lazily (the server renders lazy parts too: the gallery, the contact
 * form), read from the build's manifest. Without them the server's markup paints unstyled and jumps when the page's
 * script brings its styles (Lighthouse measured a layout shift of 0.72 on a floor plan). The entry's own stylesheet
 * is already in index.html.
 */
export function pageStylesheets(distDir: string): (pages: string[]) => string[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  // The entry's static imports: what index.html links already, and (the router) a way to every page.
  const entryKeys = new Set<string>();
  const visitStatic = (key: string) => {
    if (entryKeys.has(key) || !manifest[key]) return;
    entryKeys.add(key);
    (manifest[key].imports ?? []).forEach(visitStatic);
  };
  visitStatic('index.html');
  const closure = (keys: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || entryKeys.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  const cssOf = (keys: Set<string>) => new Set([...keys].flatMap((key) => manifest[key].css ?? []));
  const inIndex = cssOf(entryKeys);
  const cache = new Map<string, string[]>();
  return (pages) => {
    const key = pages.join(',');
    let sheets = cache.get(key);
    if (!sheets) {
      sheets = [...cssOf(closure(pages))].filter((file) => !inIndex.has(file)).map((file) => `/${file}`);
      cache.set(key, sheets);
    }
    return sheets;
  };
}

import type { Plugin } from 'vite';

/**
 * Puts every module the entry imports statically into one chunk. Left to itself the bundler splits the modules the
 * entry shares with lazy routes into a dozen small chunks, and a phone on a slow network pays a round trip for each
 * before the first page can render; one chunk keeps the same bytes in two requests (entry + this).
 * Lazy routes still import from it, so nothing is downloaded twice.
 */
export function entryDependenciesChunk(name = 'app') {
  const staticallyLoaded = new Set<string>();

  const plugin: Plugin = {
    name: 'entry-dependencies-chunk',
    apply: 'build',
    buildEnd() {
      staticallyLoaded.clear();
      // The entry is index.html; the module it loads (main.tsx) stays the entry chunk, everything below it is grouped.
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const pending = entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      const roots = new Set([...entries, ...pending]);
      while (pending.length > 0) {
        const info = this.getModuleInfo(pending.pop()!);
        for (const imported of info?.importedIds ?? []) {
          if (staticallyLoaded.has(imported) || roots.has(imported)) continue;
          staticallyLoaded.add(imported);
          pending.push(imported);
        }
      }
    },
  };

  return { plugin, group: { name, test: (id: string) => staticallyLoaded.has(id) } };
}

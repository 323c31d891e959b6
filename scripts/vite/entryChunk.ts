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
      // What another entry (the early-input script) loads stays out: that script must not wait for the app's chunk.
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const [pages, others] = [entries.filter((id) => id.endsWith('.html')), entries.filter((id) => !id.endsWith('.html'))];
      const loadedBy = (roots: string[]) => {
        const loaded = new Set<string>();
        const pending = [...roots];
        while (pending.length > 0) {
          for (const imported of this.getModuleInfo(pending.pop()!)?.importedIds ?? []) {
            if (loaded.has(imported)) continue;
            loaded.add(imported);
            pending.push(imported);
          }
        }
        return loaded;
      };
      const direct = new Set(pages.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []));
      const elsewhere = loadedBy(others);
      for (const id of loadedBy(pages)) if (!direct.has(id) && !elsewhere.has(id)) staticallyLoaded.add(id);
    },
  };

  // The set is already closed under imports, except for what the early-input script shares, which must stay out.
  return { plugin, group: { name, test: (id: string) => staticallyLoaded.has(id), includeDependenciesRecursively: false } };
}

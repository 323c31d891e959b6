import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { earlyScript } from './scripts/vite/earlyScript.ts';
import { entryDependenciesChunk } from './scripts/vite/entryChunk.ts';
import { precompressPlugin } from './scripts/vite/precompress.ts';

const entryChunk = entryDependenciesChunk();
// Keeps what a visitor does before the app answers (src/lib/earlyInput).
const earlyInput = earlyScript('early-input', 'src/earlyInput.ts');

/** The browser's build steps; the server renderer (environment 'ssr') is loaded from disk, not downloaded. */
const clientOnly = (plugin: Plugin): Plugin => ({ ...plugin, applyToEnvironment: (environment) => environment.name === 'client' });

/**
 * The renderer goes in a dot-directory of the site's build (default dist/.server), wherever `--outDir` puts the
 * site: it is neither precompressed nor served as a file (server/pages/site.ts), and a build elsewhere (a test's)
 * never replaces the renderer of dist/.
 */
const rendererBesideSite: Plugin = {
  name: 'renderer-beside-site',
  config: (config) => ({ environments: { ssr: { build: { outDir: `${config.build?.outDir ?? 'dist'}/.server` } } } }),
};

export default defineConfig({
  plugins: [react(), clientOnly(earlyInput.plugin), clientOnly(entryChunk.plugin), clientOnly(precompressPlugin()), rendererBesideSite],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // react-slick ships CommonJS whose default import is the module object in a production build (React error #130).
  legacy: { inconsistentCjsInterop: true },
  server: {
    port: 5173,
    // `npm run dev` talks to the local API started by `npm start` (or `npm run serve`).
    proxy: { '/api': 'http://localhost:8080' },
  },
  // `vite build` builds both environments: the site (dist/) and the server's renderer of first paints (issue 13).
  builder: {},
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  environments: {
    client: {
      build: {
        manifest: true,
        rolldownOptions: {
          // Named: on rendered pages the server fetches index-… and app-… after the content (server/pages/page-render.ts).
          input: { index: 'index.html', ...earlyInput.input },
          output: { codeSplitting: { groups: [entryChunk.group] } },
        },
      },
    },
    ssr: {
      build: {
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/entry-server.tsx' },
      },
    },
  },
});

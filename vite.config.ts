import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryDependenciesChunk } from './scripts/vite/entryChunk.ts';
import { precompressPlugin } from './scripts/vite/precompress.ts';

const entryChunk = entryDependenciesChunk();

export default defineConfig({
  plugins: [react(), entryChunk.plugin, precompressPlugin()],
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
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [entryChunk.group] } } },
  },
});

import type { Plugin } from 'vite';

/**
 * A script the page loads before, and apart from, the app's entry (`src/earlyInput.ts`). Vite joins every module
 * script of index.html into one entry, so this one is a build input of its own and its tag is written into the head
 * here, `async` so it runs as soon as it arrives and never waits for the app.
 */
export function earlyScript(name: string, source: string) {
  const plugin: Plugin = {
    name: 'early-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = context.bundle && Object.values(context.bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === name);
        const src = chunk ? `/${chunk.fileName}` : `/${source}`;
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head' }];
      },
    },
  };
  return { plugin, input: { [name]: source } };
}

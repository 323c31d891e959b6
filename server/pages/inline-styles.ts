import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cspHash } from '../security/csp-hash';

/**
 * Every stylesheet of the build, written into each rendered page (issue 13). A linked stylesheet holds the first
 * paint for one more round trip after the HTML; on a phone network that trip alone (0.56 s in Lighthouse's real
 * throttling) put every page's first paint past 1.2 s. All of the site's CSS is about 9 kB compressed, so each page
 * carries all of it, and so one hash lets it through the Content-Security-Policy.
 */
export interface InlineStyles {
  /** The <style> element, then a disabled <link> per file (see below). */
  head: string;
  /** The CSP source that allows exactly this <style> ('sha256-…'). */
  source: string;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>\s*/g;

export function inlineStyles(distDir: string): InlineStyles | null {
  const assets = path.join(distDir, 'assets');
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(assets) || !existsSync(indexFile)) return null;
  // The entry's stylesheet first, where index.html puts it; the pages' after it, as the browser would add them.
  const linked = [...readFileSync(indexFile, 'utf8').matchAll(/href="\/assets\/([^"]+\.css)"/g)].map((match) => match[1]);
  const others = readdirSync(assets).filter((file) => file.endsWith('.css') && !linked.includes(file)).sort();
  const files = [...linked, ...others];
  if (files.length === 0) return null;
  const css = files.map((file) => readFileSync(path.join(assets, file), 'utf8')).join('\n');
  // The module loader adds a page's stylesheet unless a <link> to it is in the document; a disabled one is never
  // fetched (its rules are already in the <style>), so a lazy page neither downloads its CSS again nor waits for it.
  const placeholders = files.map((file) => `<link rel="stylesheet" href="/assets/${file}" disabled>`).join('');
  return {
    head: `<style>${css}</style>${placeholders}`,
    source: cspHash(css),
  };
}

/** index.html with its stylesheet links replaced by the inline styles. */
export function withInlineStyles(template: string, styles: InlineStyles): string {
  return template.replace(STYLESHEET_LINK, '').replace(/\n\s*<\/head>/, (end) => `\n    ${styles.head}${end}`);
}

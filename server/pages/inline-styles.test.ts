import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStyles, withInlineStyles } from './inline-styles';

const dist = mkdtempSync(path.join(tmpdir(), 'rentals-inline-styles-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Limestone Living</title>
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), INDEX);
writeFileSync(path.join(dist, 'assets', 'FloorplanPage-2.css'), '.plan{color:red}');
writeFileSync(path.join(dist, 'assets', 'app-1.css'), 'body{margin:0}');
writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');

describe('issue 13 first paint: the stylesheets travel inside the page', () => {
  const styles = inlineStyles(dist)!;

  it("puts every stylesheet in one <style>, the entry's first, and no render-blocking link is left", () => {
    const page = withInlineStyles(INDEX, styles);
    expect(page).toContain('<style>body{margin:0}\n.plan{color:red}</style>');
    expect(page).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    // Named, never fetched: the browser's module loader finds them and does not load a lazy page's CSS again.
    expect(page).toContain('<link rel="stylesheet" href="/assets/app-1.css" disabled><link rel="stylesheet" href="/assets/FloorplanPage-2.css" disabled>');
    expect(page.indexOf('<style>')).toBeLessThan(page.indexOf('</head>'));
  });

  it('names the exact <style> by its hash for the Content-Security-Policy', () => {
    const css = 'body{margin:0}\n.plan{color:red}';
    expect(styles.source).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it('leaves pages alone when there is no build', () => {
    expect(inlineStyles(path.join(dist, 'missing'))).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../test/built-site';
import { withAppScriptsAfterContent, withRenderedPageNotice } from './page-template';

let built: ReturnType<typeof buildSite>;
let indexHtml: string;
beforeAll(() => {
  built = buildSite();
  indexHtml = readFileSync(path.join(built.distDir, 'index.html'), 'utf8');
});
afterAll(() => built.remove());

const tags = (html: string, pattern: RegExp) => [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => pattern.test(tag));

describe('issue 13 the rendered page around its markup (the real build of index.html)', () => {
  it("fetches the app's code (its entry and the chunk of what the entry imports) after the content", () => {
    const page = withAppScriptsAfterContent(indexHtml);
    const appCode = tags(page, /\/assets\/(index|app)-[^"]+\.js"/);
    expect(appCode.map((tag) => tag.split(' ')[0])).toEqual(['<script', '<link']);
    for (const tag of appCode) expect(tag).toMatch(/^<(script|link) fetchpriority="low" /);
  });

  it('leaves the early-input script and the small chunks it shares at their priority: they hold a tap made meanwhile', () => {
    const page = withAppScriptsAfterContent(indexHtml);
    const others = tags(page, /\/assets\/(early-input|rolldown-runtime|attribute)-/);
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const tag of others) expect(tag).not.toContain('fetchpriority');
    expect(tags(indexHtml, /\/assets\/[^"]+\.js"/)).toHaveLength(tags(page, /\/assets\/[^"]+\.js"/).length);
  });

  it('does not depend on the order Vite writes attributes in', () => {
    const reordered = '<link crossorigin href="/assets/app-BF.js" rel="modulepreload"><script src="/assets/index-C.js" type="module"></script>';
    expect(withAppScriptsAfterContent(reordered)).toBe('<link fetchpriority="low" crossorigin href="/assets/app-BF.js" rel="modulepreload"><script fetchpriority="low" src="/assets/index-C.js" type="module"></script>');
  });

  it('tells a browser without JavaScript what does not work, not that nothing shows', () => {
    expect(indexHtml).toMatch(/<noscript>[^<]*needs JavaScript to show/);
    const page = withRenderedPageNotice(indexHtml);
    expect(page).toContain('<noscript>Our forms, search filters and photo galleries need JavaScript. You can also call us at the number below.</noscript>');
    expect(page).not.toContain('needs JavaScript to show');
  });
});

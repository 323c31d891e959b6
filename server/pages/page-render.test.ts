import { describe, expect, it } from 'vitest';
import { isBrowserOnly, withAppScriptsAfterContent, withRenderedPageNotice } from './page-render';

const BUILT_HEAD = `<script type="module" crossorigin src="/assets/index-Cd9w.js"></script>
<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-BW.js">
<link rel="modulepreload" crossorigin href="/assets/attribute-DF.js">
<link rel="modulepreload" crossorigin href="/assets/app-BF.js">
<script type="module" async crossorigin src="/assets/early-input-B0.js"></script>`;

describe('issue 13 the rendered page around its markup', () => {
  it("fetches the app's code after the content, and the early-input script and what it imports first", () => {
    const head = withAppScriptsAfterContent(BUILT_HEAD);
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-Cd9w.js">');
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-BF.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/attribute-DF.js">');
    expect(head).toContain('<script type="module" async crossorigin src="/assets/early-input-B0.js">');
  });

  it('tells a browser without JavaScript what does not work, not that nothing shows', () => {
    const page = withRenderedPageNotice('<body><div id="root"></div><noscript>This site needs JavaScript to show our apartments.</noscript></body>');
    expect(page).toContain('<noscript>Our forms, search filters and photo galleries need JavaScript. You can also call us at the number below.</noscript>');
    expect(page).not.toContain('needs JavaScript to show');
  });

  it('leaves only private sublet links to the browser: the sublet form and board are rendered', () => {
    expect(isBrowserOnly('/sublets/3f2a9c')).toBe(true);
    expect(isBrowserOnly('/sublets/new')).toBe(false);
    expect(isBrowserOnly('/sublets')).toBe(false);
  });
});

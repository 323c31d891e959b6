import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageStylesheets } from './page-styles';

const dist = mkdtempSync(path.join(tmpdir(), 'rentals-page-styles-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', imports: ['_app.js'] },
    '_app.js': { file: 'assets/app.js', css: ['assets/app.css'], dynamicImports: ['src/pages/FloorplanPage.tsx', 'src/pages/TeamPage.tsx'] },
    'src/pages/FloorplanPage.tsx': { file: 'assets/FloorplanPage.js', css: ['assets/FloorplanPage.css'], imports: ['_app.js', '_Faq.js'], dynamicImports: ['_ContactForm.js'] },
    '_Faq.js': { file: 'assets/Faq.js', css: ['assets/Faq.css'] },
    '_ContactForm.js': { file: 'assets/ContactForm.js', css: ['assets/ContactForm.css'] },
    'src/pages/TeamPage.tsx': { file: 'assets/TeamPage.js', css: ['assets/TeamPage.css'] },
  }),
);

describe('issue 13 the stylesheets of a rendered page', () => {
  it("links its page's, its imports' and its lazy parts', not the entry's (already in index.html) nor other pages'", () => {
    expect(pageStylesheets(dist)(['src/pages/FloorplanPage.tsx'])).toEqual(['/assets/FloorplanPage.css', '/assets/Faq.css', '/assets/ContactForm.css']);
  });

  it('links nothing for the home page (in the entry) or a build without a manifest', () => {
    expect(pageStylesheets(dist)([])).toEqual([]);
    expect(pageStylesheets(path.join(dist, 'missing'))(['src/pages/TeamPage.tsx'])).toEqual([]);
  });
});

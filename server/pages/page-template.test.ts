import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../test/built-site';
import { APP_CODE_TEMPLATE_ID } from '@/shared/renderSeam';
import { withAppCodeAfterFirstScreen, withRenderedPageNotice } from './page-template';

let built: ReturnType<typeof buildSite>;
let indexHtml: string;
beforeAll(() => {
  built = buildSite();
  indexHtml = readFileSync(path.join(built.distDir, 'index.html'), 'utf8');
});
afterAll(() => built.remove());

const tags = (html: string, pattern: RegExp) => [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => pattern.test(tag));

describe('issue 13 the rendered page around its markup (the real build of index.html)', () => {
  const heldPart = (page: string) => page.match(new RegExp(`<template id="${APP_CODE_TEMPLATE_ID}">(.*?)</template>`))?.[1] ?? '';
  const outsideHeld = (page: string) => page.replace(/<template\b.*?<\/template>/, '');

  it("issue 27 (LCP): holds the app's code (its entry and the chunk of what the entry imports) inert until the first screen is shown", () => {
    const page = withAppCodeAfterFirstScreen(indexHtml);
    expect(tags(outsideHeld(page), /\/assets\/(index|app)-[^"]+\.js"/)).toEqual([]);
    const held = tags(heldPart(page), /\/assets\/(index|app)-[^"]+\.js"/);
    // The chunk's preload first, so the entry and the chunk are asked for together.
    expect(held.map((tag) => tag.split(' ')[0])).toEqual(['<link', '<script']);
    expect(heldPart(page)).toMatch(/<script [^>]*src="\/assets\/index-[^"]+\.js"[^>]*><\/script>$/);
    // In the head where the entry was, so the rest of the head (the inline styles go before its end) is as it was.
    expect(page.indexOf(`<template id="${APP_CODE_TEMPLATE_ID}">`)).toBe(indexHtml.indexOf('<script type="module" crossorigin src="/assets/index-'));
  });

  it('leaves the early-input script and the small chunks it shares in the head: they hold a tap made meanwhile', () => {
    const page = withAppCodeAfterFirstScreen(indexHtml);
    const others = tags(outsideHeld(page), /\/assets\/(early-input|rolldown-runtime|attribute)-/);
    expect(others.length).toBeGreaterThanOrEqual(2);
    expect(others).toEqual(tags(indexHtml, /\/assets\/(early-input|rolldown-runtime|attribute)-/));
    expect(tags(indexHtml, /\/assets\/[^"]+\.js"/)).toHaveLength(tags(page, /\/assets\/[^"]+\.js"/).length);
  });

  it('does not depend on the order Vite writes attributes in', () => {
    const reordered = '<head><script src="/assets/index-C.js" type="module"></script><link crossorigin href="/assets/app-BF.js" rel="modulepreload"></head>';
    expect(withAppCodeAfterFirstScreen(reordered)).toBe(
      `<head><template id="${APP_CODE_TEMPLATE_ID}"><link crossorigin href="/assets/app-BF.js" rel="modulepreload"><script src="/assets/index-C.js" type="module"></script></template></head>`,
    );
  });

  it('tells a browser without JavaScript what does not work, not that nothing shows', () => {
    expect(indexHtml).toMatch(/<noscript>[^<]*needs JavaScript to show/);
    const page = withRenderedPageNotice(indexHtml);
    expect(page).toContain('<noscript>Our forms, search filters and photo galleries need JavaScript. You can also call us at the number below.</noscript>');
    expect(page).not.toContain('needs JavaScript to show');
  });
});

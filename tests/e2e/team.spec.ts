import { expect, test } from '@playwright/test';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`issue 27 /team at ${width} px: an e-mail address wraps only after its @ or before a dot, never inside a word`, async ({ page }) => {
      await page.goto('/team');
      const emails = page.getByRole('list', { name: 'Team members' }).getByRole('link', { name: /@/ });
      await expect(emails.first()).toBeVisible();
      const breaks = await emails.evaluateAll((links) =>
        links.flatMap((link) => {
          const text = link.textContent ?? '';
          const range = document.createRange();
          const tops: number[] = [];
          // Each character's line, read from where the browser put it.
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let at = 0; at < (node.textContent ?? '').length; at += 1) {
              range.setStart(node, at);
              range.setEnd(node, at + 1);
              tops.push(Math.round(range.getBoundingClientRect().top));
            }
          }
          return tops.flatMap((top, at) => (at > 0 && top > tops[at - 1] ? [`${text.slice(0, at)} | ${text.slice(at)}`] : []));
        }),
      );
      const midWord = breaks.filter((line) => !/(@ \| |\w \| \.)/.test(line));
      expect(midWord, 'lines broken inside a word').toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

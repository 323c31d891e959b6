import { expect, test, type Page } from '@playwright/test';
import { holdTheApp } from './slowApp';
import { skipSpecialPopup } from './specialPopup';

/** Issue 27 (LCP): a rendered page shows its first screen with the network to itself, then its app starts. */

test.beforeEach(async ({ context, baseURL }) => skipSpecialPopup(context, baseURL));

const live = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydration', 'done');

for (const width of [390, 1280]) {
  test(`issue 27 (LCP) at ${width} px: the app's code is asked for only once the first screen's photos have arrived`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const photoArrived = new Map<string, number>();
    let appAskedAt = Number.POSITIVE_INFINITY;
    page.on('requestfinished', (request) => photoArrived.set(request.url(), Date.now()));
    page.on('request', (request) => {
      if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) appAskedAt = Math.min(appAskedAt, Date.now());
    });
    await page.goto('/');
    await live(page);
    const firstScreen = await page.$$eval('img[fetchpriority="high"]', (images) => images.map((image) => (image as HTMLImageElement).currentSrc));
    expect(firstScreen.length).toBeGreaterThan(0);
    for (const photo of firstScreen) expect(photoArrived.get(photo) ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(appAskedAt);
  });

  for (const path of ['/', '/floorplans/1', '/communities/1', '/short-term', '/sublets', '/sublets/new']) {
    test(`issue 27 (LCP) at ${width} px: nothing on ${path}'s first screen moves or is replaced when the app starts`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const app = await holdTheApp(page);
      await page.goto(path, { waitUntil: 'commit' });
      // The page asks for its app once its first screen is shown (its `load` waits for the held script).
      await app.asked;
      // Every element of the first screen, kept by reference: hydration keeps the server's nodes.
      await page.evaluate(() => {
        const shown = [...document.querySelectorAll('body *')].filter((element) => {
          const box = element.getBoundingClientRect();
          return box.height > 0 && box.width > 0 && box.top < window.innerHeight;
        });
        (window as unknown as { firstScreen: [Element, DOMRect][] }).firstScreen = shown.map((element) => [element, element.getBoundingClientRect()]);
      });
      app.release();
      await live(page);
      const changed = await page.evaluate(() =>
        (window as unknown as { firstScreen: [Element, DOMRect][] }).firstScreen
          .map(([element, before]) => {
            const after = element.getBoundingClientRect();
            const name = `${element.localName}.${element.getAttribute('class') ?? ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
            if (!element.isConnected) return `${name} replaced`;
            const moved = ['top', 'left', 'width', 'height'].some((side) => Math.abs(after[side as 'top'] - before[side as 'top']) > 1);
            return moved ? `${name} ${Math.round(before.top)},${Math.round(before.height)} -> ${Math.round(after.top)},${Math.round(after.height)}` : '';
          })
          .filter(Boolean),
      );
      expect(changed).toEqual([]);
    });
  }
}

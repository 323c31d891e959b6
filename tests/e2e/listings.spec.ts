import { devices, expect, test, type Page } from '@playwright/test';
import { skipSpecialPopup } from './specialPopup';

/** Grid cells of the hero's photo list that no photo or tour card covers (the centre of each track crossing). */
function emptyPhotoCells(page: Page): Promise<number> {
  return page.getByRole('list', { name: 'Photos' }).evaluate((list) => {
    const style = getComputedStyle(list);
    const tracks = (value: string) => value.split(' ').map(parseFloat);
    const box = list.getBoundingClientRect();
    const items = [...list.children].map((item) => item.getBoundingClientRect());
    let empty = 0;
    let top = box.top;
    for (const height of tracks(style.gridTemplateRows)) {
      let left = box.left;
      for (const width of tracks(style.gridTemplateColumns)) {
        const [x, y] = [left + width / 2, top + height / 2];
        if (!items.some((item) => x >= item.left && x <= item.right && y >= item.top && y <= item.bottom)) empty += 1;
        left += width + parseFloat(style.columnGap);
      }
      top += height + parseFloat(style.rowGap);
    }
    return empty;
  });
}

// Seeded plans: 1 has 8 photos and no tours, 2 has 3 photos and no tours, 4 has 3 photos and tours, 3 has 8 and tours.
for (const width of [1280, 390]) {
  test(`issue 14 photo grid at ${width} px: no empty cell, with or without tours, on every page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const id of [1, 2, 3, 4]) {
      await page.goto(`/floorplans/${id}`);
      await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img').first()).toBeVisible();
      expect(await emptyPhotoCells(page), `plan ${id}, first page`).toBe(0);
      const next = page.getByRole('button', { name: 'Next photos' });
      if (await next.isVisible()) {
        await next.click();
        expect(await emptyPhotoCells(page), `plan ${id}, second page`).toBe(0);
      }
    }
  });
}

test.describe('issue 14 on a touch screen', () => {
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
  test.use({ ...pixel7, viewport: { width: 390, height: 844 } });

  test('spec 2: the card special-offer banner shows without hover where hover does not exist', async ({ page, context, baseURL }) => {
    await skipSpecialPopup(context, baseURL);
    await page.goto('/');
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const banner = page.locator('article p', { hasText: 'Special Offer:' }).first();
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toHaveCSS('opacity', '1');
    await expect(banner).toHaveCSS('transform', 'none');
  });

  test("spec 2: a unit card's special offer text shows without hover where hover does not exist", async ({ page }) => {
    await page.goto('/communities/1');
    const units = page.getByRole('region', { name: 'Units' });
    await units.getByRole('button', { name: 'Special Offer' }).first().scrollIntoViewIfNeeded();
    const offer = units.getByRole('tooltip').first();
    await expect(offer).toBeVisible({ timeout: 3000 });
    await expect(offer).toHaveCSS('opacity', '1');
  });
});

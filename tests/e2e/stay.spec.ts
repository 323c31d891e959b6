import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { skipSpecialPopup } from './specialPopup';

/** Issue 27: the short-term pages at a phone's width and a desktop's. */
test.beforeEach(async ({ context, baseURL }) => skipSpecialPopup(context, baseURL));

const WIDTHS = [390, 1280];

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
}

for (const width of WIDTHS) {
  test(`issue 27 short-term pricing table at ${width} px: the row labels stay in view when the table is scrolled sideways`, async ({ page }) => {
    await atWidth(page, width);
    await page.goto('/short-term');
    const scroller = page.getByRole('region', { name: 'Short Term Pricing' }).and(page.locator('[tabindex="0"]'));
    await expect(scroller).toBeVisible();
    await scroller.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    const box = (await scroller.boundingBox())!;
    for (const label of ['2-4 days', '4+ months']) {
      const cell = scroller.getByRole('rowheader', { name: label });
      const cellBox = (await cell.boundingBox())!;
      expect(cellBox.x, `${label} starts at the table's left edge`).toBeGreaterThanOrEqual(box.x - 1);
      expect(cellBox.x + cellBox.width, `${label} ends inside the table`).toBeLessThanOrEqual(box.x + box.width);
      // Opaque: the prices scrolled under it do not show through.
      expect(await cell.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`issue 27 request these dates at ${width} px: the dialog is labelled, keeps focus, and has no axe violations`, async ({ page }) => {
    await atWidth(page, width);
    await page.goto('/floorplans/36');
    const calculator = page.getByRole('region', { name: 'Price your stay' });
    // This journey is about the dialog: it starts once the calculator answers (typing into it earlier is the early-input
    // recorder's job, tests/e2e/earlyInput.spec.ts).
    await expect(calculator.locator('xpath=ancestor::*[@data-hydration][1]')).toHaveAttribute('data-hydration', 'done');
    const arrival = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const departure = new Date(Date.now() + 23 * 86_400_000).toISOString().slice(0, 10);
    await calculator.getByLabel('Arrival').fill(arrival);
    await calculator.getByLabel('Departure').fill(departure);
    await calculator.getByRole('combobox', { name: 'Guests' }).selectOption('2');
    await calculator.getByRole('button', { name: 'Request these dates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request these dates' });
    await expect(dialog.getByText('20 nights')).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(calculator.getByRole('button', { name: 'Request these dates' })).toBeFocused();
  });
}

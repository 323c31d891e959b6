import { expect, test } from '@playwright/test';
import { skipSpecialPopup } from './specialPopup';

const WIDTHS = [390, 1280];

for (const width of WIDTHS) {
  test(`issue 27 residents at ${width} px: the 'Still have a question?' card is as wide as the accordions; the emergency number is a tap-to-call link`, async ({ page, context, baseURL }) => {
    await skipSpecialPopup(context, baseURL);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/residents');
    const accordion = page.getByRole('heading', { level: 2, name: 'General Questions' }).locator('xpath=ancestor::section[1]');
    const card = page.getByRole('region', { name: 'Still have a question?' });
    await expect(card).toBeVisible();
    const [accordionBox, cardBox] = [await accordion.boundingBox(), await card.boundingBox()];
    expect(Math.round(cardBox!.width)).toBe(Math.round(accordionBox!.width));
    expect(Math.round(cardBox!.x)).toBe(Math.round(accordionBox!.x));
    await expect(page.getByRole('region', { name: 'Resident services' }).getByRole('link', { name: /^Emergency maintenance: \(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  });

  test(`issue 27 special pop-up at ${width} px: no focus ring around the whole dialog, and the same height on every slide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 6000 });
    await expect(dialog).toBeFocused();
    expect(await dialog.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
    const heights = [(await dialog.boundingBox())!.height];
    const next = dialog.getByRole('button', { name: /next special/i });
    const slides = Number((await dialog.getByText(/^\d+ \/ \d+$/).textContent())!.split('/')[1]);
    expect(slides).toBeGreaterThan(1);
    for (let slide = 1; slide < slides; slide += 1) {
      await next.click();
      await expect(dialog.getByText(`${slide + 1} / ${slides}`)).toBeVisible();
      heights.push((await dialog.boundingBox())!.height);
    }
    expect(new Set(heights.map(Math.round)).size).toBe(1);
  });
}

import { expect, test, type Page } from '@playwright/test';
import { SPECIAL_COOKIE, skipSpecialPopup } from './specialPopup';

const search = (page: Page) => page.getByRole('region', { name: 'Find your floor plan' });
const count = (page: Page) => search(page).getByText(/^Total: \d+ Results?$/);
const total = async (page: Page) => Number((await count(page).textContent())?.match(/\d+/)?.[0]);

/** The rent each visible card shows: its special rent and its regular rent (struck through), when there is one. */
async function cardRents(page: Page): Promise<number[][]> {
  const prices = await search(page).getByRole('article').locator('p').filter({ hasText: /starting at \$/i }).allTextContents();
  return prices.map((text) => [...text.matchAll(/\$([\d,]+)\/mo/g)].map((match) => Number(match[1].replace(/,/g, ''))));
}

test.describe('with the special pop-up closed', () => {
  test.beforeEach(async ({ context, baseURL }) => skipSpecialPopup(context, baseURL));

  test('spec 4 search: bedroom and rent filters change the count and the URL, survive reload, and a card opens', async ({ page }) => {
    await page.goto('/');
    await expect(count(page)).toBeVisible();
    await expect(search(page).getByRole('combobox', { name: 'Availability' })).toHaveValue('now');

    await search(page).getByRole('combobox', { name: 'Availability' }).selectOption('any');
    await expect(page).toHaveURL(/\?availability=any$/);
    const all = await total(page);
    expect(all).toBeGreaterThan(1);

    const bedroom = search(page).getByRole('combobox', { name: 'Bedrooms' });
    const firstBedroom = await bedroom.locator('option').nth(1).getAttribute('value');
    await bedroom.selectOption(firstBedroom!);
    await expect(page).toHaveURL(new RegExp(`bedroom=${firstBedroom}`));
    await expect(search(page).getByRole('button', { name: `Remove filter ${firstBedroom} bedroom` })).toBeVisible();
    await expect.poll(() => total(page)).toBeLessThan(all);
    const byBedroom = await total(page);

    await search(page).getByRole('slider', { name: 'Maximum rent' }).fill('1500');
    await expect(page).toHaveURL(/minRent=0&maxRent=1500/);
    await expect(search(page).getByRole('button', { name: 'Remove filter $0 - $1,500' })).toBeVisible();
    await expect.poll(() => total(page)).toBeLessThanOrEqual(byBedroom);
    for (const rents of await cardRents(page)) expect(rents.some((rent) => rent <= 1500), String(rents)).toBe(true);

    const filteredUrl = page.url();
    const filteredTotal = await total(page);
    await page.reload();
    await expect(count(page)).toHaveText(`Total: ${filteredTotal} Results`);
    await expect(search(page).getByRole('slider', { name: 'Maximum rent' })).toHaveValue('1500');

    if (filteredTotal > 0) {
      const card = search(page).getByRole('article').first();
      const name = await card.getByRole('heading', { level: 3 }).textContent();
      await card.getByRole('link', { name: name! }).click();
      await expect(page).toHaveURL(/\/floorplans\/\d+$/);
      await page.goBack();
      await expect(page).toHaveURL(filteredUrl);
      await expect(count(page)).toHaveText(`Total: ${filteredTotal} Results`);
    }

    // Back steps through the filter changes.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?bedroom=${firstBedroom}&availability=any$`));
    await expect(count(page)).toHaveText(`Total: ${byBedroom} Results`);
  });

  test('spec 4 card photos: react-slick loads in the built app and shows the second photo', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/?availability=any');
    const card = search(page).getByRole('article').filter({ has: page.getByRole('button', { name: 'Next photo' }) }).first();
    // The arrow sits over the photo, not below it.
    const cover = await card.getByRole('img').first().boundingBox();
    const coverAlt = await card.getByRole('img').first().getAttribute('alt');
    const arrow = await card.getByRole('button', { name: 'Next photo' }).boundingBox();
    expect(arrow!.y).toBeGreaterThan(cover!.y);
    expect(arrow!.y + arrow!.height).toBeLessThan(cover!.y + cover!.height);
    expect(arrow!.x + arrow!.width).toBeLessThanOrEqual(cover!.x + cover!.width);
    await card.getByRole('button', { name: 'Next photo' }).click();

    const slider = card.getByRole('group', { name: /^Photos: / });
    await expect(slider).toBeVisible();
    await expect(slider).toContainText(/^2 \/ \d+$/);
    const second = slider.locator('.slick-slide.slick-active img');
    // Each photo says what it shows, in the office's words (issue 23): the second is not described as the cover.
    await expect(second).toHaveAttribute('alt', /\S/);
    expect(await second.getAttribute('alt')).not.toBe(coverAlt);
    await expect(second).toBeVisible();
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(card.getByRole('button', { name: 'Next photo' })).toBeFocused();

    await card.getByRole('button', { name: 'Next photo' }).click();
    await expect(slider).toContainText(/^3 \/ \d+$/);
    await card.getByRole('button', { name: 'Previous photo' }).click();
    await expect(slider).toContainText(/^2 \/ \d+$/);
    expect(errors).toEqual([]);
  });

  test('spec 4 no layout shift when the list replaces the skeletons', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(count(page)).toBeVisible();
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    expect(cls).toBeLessThan(0.02);
  });

  test('spec 2 units: a community lists its units and plays a tour in the video modal', async ({ page }) => {
    await page.goto('/');
    await expect(count(page)).toBeVisible();
    await search(page).getByRole('article').first().getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/communities\/\d+$/);
    const units = page.getByRole('region', { name: 'Units' });
    await expect(units.getByText(/^Total: \d+ Results?$/)).toBeVisible();
    await expect(units.getByRole('article').first()).toBeVisible();

    await page.goto('/communities/1');
    const tour = page.getByRole('region', { name: 'Units' }).getByRole('button', { name: /^(Virtual|Video) Tour$/ }).first();
    if (await tour.count()) {
      await tour.click();
      const dialog = page.getByRole('dialog', { name: /Tour: / });
      await expect(dialog.locator('iframe')).toHaveAttribute('title', /Tour: /);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test.describe('phone width', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('spec 2 the search fits a phone screen', async ({ page }) => {
      await page.goto('/');
      await expect(count(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
 
    test('issue 27 phone home page: the filters wait behind "Filters (N)", the results start on the first screen', async ({ page }) => {
      await page.goto('/?availability=any');
      await expect(count(page)).toBeVisible();
      await expect(search(page).getByRole('combobox', { name: 'Bedrooms' })).toBeHidden();
      const button = search(page).getByRole('button', { name: 'Filters (0)' });
      await expect(button).toBeVisible();
      // The first card starts within half a screen of the search's heading (the filters took a whole screen).
      const heading = (await search(page).getByRole('heading', { name: 'Find your floor plan' }).boundingBox())!;
      const firstCard = (await search(page).getByRole('article').first().boundingBox())!;
      expect(firstCard.y - heading.y).toBeLessThan(844 / 2);

      await button.click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await expect(sheet).toBeVisible();
      // A sheet from the bottom: the results stay in view above it.
      const box = (await sheet.boundingBox())!;
      expect(box.y).toBeGreaterThan(844 * 0.25);
      expect(box.y + box.height).toBeGreaterThanOrEqual(843);
      const bedroom = sheet.getByRole('combobox', { name: 'Bedrooms' });
      await bedroom.selectOption((await bedroom.locator('option').nth(1).getAttribute('value'))!);
      await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
      await expect(sheet).toBeHidden();
      await expect(search(page).getByRole('button', { name: 'Filters (1)' })).toBeFocused();
    });
  });

  test('issue 27 desktop home page keeps the filter bar, without the "Filters" button', async ({ page }) => {
    await page.goto('/');
    await expect(count(page)).toBeVisible();
    await expect(search(page).getByRole('combobox', { name: 'Bedrooms' })).toBeVisible();
    await expect(search(page).getByRole('button', { name: /^Filters/ })).toBeHidden();
  });
});

test('spec 4 the special pop-up appears once, 3 s after load, and not again after it is closed', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  // "After load" counts from when the page began to load (issue 13: the server-rendered page is read from its first
  // paint, before its script runs): hidden at 2.5 s, shown from 3 s.
  await page.waitForFunction(() => performance.now() >= 2500);
  await expect(dialog).toBeHidden();
  await expect(dialog).toBeVisible({ timeout: 5000 });
  expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(3000);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SPECIAL_COOKIE);
  expect(cookie).toMatchObject({ value: 'true', path: '/' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(86_400_000 - 120_000);
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(86_400_000);

  await page.reload();
  await expect(count(page)).toBeVisible();
  await page.waitForTimeout(4000);
  await expect(dialog).toBeHidden();
});

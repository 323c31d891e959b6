import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { skipSpecialPopup } from './specialPopup';
import { watch } from './watchPage';

/** Issue 27: the floor plan page as a renderer finds it: its units, an inactive plan, and its layout at both widths. */
const WIDTHS = [390, 1280];

test.beforeEach(async ({ context, baseURL }) => skipSpecialPopup(context, baseURL));

/** The ids of a seeded plan's active units, read from the API as the page reads its plan. */
async function activeUnitIds(request: Page['request'], id: number): Promise<number[]> {
  const plan = (await (await request.get(`/api/data/floorplans/${id}?projection=withId`)).json()) as { units: { id: number; active: boolean }[] };
  return plan.units.filter((unit) => unit.active).map((unit) => unit.id);
}

for (const width of WIDTHS) {
  test(`issue 27 units on the plan page at ${width} px: served with the page, each with its date, rent and deposit, and a call to the office`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const ids = await activeUnitIds(page.request, 2);
    expect(ids.length).toBeGreaterThan(1);
    const html = await (await page.request.get('/floorplans/2')).text();
    // The first paint already holds every unit and the office's number: no request added for them.
    for (const id of ids) expect(html).toContain(`Indiana One ${id}`);
    expect(html).toMatch(/href="tel:\+1812555\d{4}"/);

    const { errors, dataRequests } = watch(page);
    await page.goto('/floorplans/2');
    const units = page.getByRole('region', { name: 'Units' });
    await expect(units.getByRole('article')).toHaveCount(ids.length);
    await expect(units.getByRole('article').first()).toContainText(/Available (Now|[A-Z][a-z]{2} \d{2}, \d{4})/);
    await expect(units.getByRole('article').first()).toContainText(/\$[\d,]+\/mo/);
    await expect(units.getByRole('article').first()).toContainText(/Deposit \$[\d,]+/);
    await expect(units.getByRole('link', { name: /Call the leasing office/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(dataRequests).toEqual([]);
    await units.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`issue 27 inactive plans at ${width} px: 'No longer available' with similar plans and no Apply, served as 410 Gone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [url, name] of [
      ['/floorplans/6', 'Dunn Loft'],
      ['/floorplans/41', 'Suite Cottage'],
    ]) {
      const { errors } = watch(page);
      expect((await page.goto(url))?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('No longer available', { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Units' })).toHaveCount(0);
      const similar = page.getByRole('region', { name: 'You Might Also Like' });
      await expect(similar.getByRole('article').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The browser reports the page's own 410; nothing else may go wrong (a hydration mismatch is an error).
      expect(errors.filter((error) => !/status of 410/.test(error))).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect((await page.request.get('/floorplans/2')).status()).toBe(200);
  });

  test(`issue 27 a parking space at ${width} px: reads 'Parking space', offers Contact Us without Apply or a tour`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { errors } = watch(page);
    await page.goto('/floorplans/33');
    const details = page.getByRole('region', { name: 'Reserved Space' });
    await expect(details.getByRole('list', { name: 'Details' })).toContainText('Parking space');
    await expect(details.getByText(/\d bed, \d bath/)).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Contact Us' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
    await expect(details.getByRole('button', { name: /Schedule a tour/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test(`issue 27 plan page polish at ${width} px: similar plans as wide as the column, a struck price beside its special, no band above the drawing`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Jordan Four: a running special rent with four-digit prices, the widest price line the seed has.
    await page.goto('/floorplans/12');
    const details = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    for (const price of await page.locator('p:has(> s)').all()) {
      await price.scrollIntoViewIfNeeded();
      const special = (await price.locator('strong').boundingBox())!;
      const regular = (await price.locator('s').boundingBox())!;
      expect(Math.abs(regular.y - special.y), `${await price.textContent()} on one line`).toBeLessThan(4);
    }

    const main = (await details.boundingBox())!;
    const similar = page.getByRole('region', { name: 'You Might Also Like' }).getByRole('list');
    await similar.scrollIntoViewIfNeeded();
    const grid = (await similar.boundingBox())!;
    expect(Math.round(grid.x)).toBe(Math.round(main.x));
    // Under both columns on a wide screen, under the one column on a phone: as wide as the page's content either way.
    const content = (await page.locator('main .container').first().boundingBox())!;
    expect(Math.round(grid.x + grid.width)).toBe(Math.round(content.x + content.width - (await paddingRight(page))));

    await details.getByRole('button', { name: 'View Floorplan' }).click();
    const dialog = page.getByRole('dialog');
    const drawing = dialog.getByRole('img');
    await expect(drawing).toBeVisible();
    const frame = (await dialog.boundingBox())!;
    const picture = (await drawing.boundingBox())!;
    // The close button sits over the drawing's corner; no empty strip above it.
    expect(picture.y - frame.y).toBeLessThan(24);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  });
}

/** The content container's right padding, in px. */
async function paddingRight(page: Page): Promise<number> {
  return page.locator('main .container').first().evaluate((element) => parseFloat(getComputedStyle(element).paddingRight));
}

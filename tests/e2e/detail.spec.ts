import { expect, test } from '@playwright/test';

test('spec 2 journey: open a floor plan from the home list', async ({ page }) => {
  await page.goto('/');
  const firstPlan = page.locator('main a[href^="/floorplans/"]').first();
  const name = (await firstPlan.textContent())?.trim() ?? '';
  await firstPlan.click();
  await expect(page).toHaveURL(/\/floorplans\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Location', level: 2 })).toBeVisible();
});

test('spec 9 hero gallery: switch views, page with wrapping arrows, open the image modal', async ({ page }) => {
  await page.goto('/floorplans/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Sample Gates Two' })).toBeVisible();

  const views = page.getByRole('group', { name: 'Gallery view' });
  await views.getByRole('button', { name: 'Video Tour' }).click();
  await expect(page.getByTitle('Video Tour: Sample Gates Two', { exact: true })).toBeVisible();
  await views.getByRole('button', { name: 'Photos' }).click();
  await page.getByRole('list', { name: 'Photos' }).getByRole('button', { name: 'Virtual Tour' }).click();
  await expect(page.getByTitle('Virtual Tour: Sample Gates Two')).toBeVisible();
  await views.getByRole('button', { name: 'Photos' }).click();

  const pageLabel = page.getByText(/^Page \d+ of \d+$/);
  await expect(pageLabel).toHaveText(/^Page 1 of (\d+)$/);
  const total = Number((await pageLabel.textContent())!.match(/of (\d+)/)![1]);
  await page.getByRole('button', { name: 'Previous photos' }).click();
  await expect(pageLabel).toHaveText(`Page ${total} of ${total}`);
  await page.getByRole('button', { name: 'Next photos' }).focus();
  await page.keyboard.press('Enter');
  await expect(pageLabel).toHaveText(`Page 1 of ${total}`);

  await page.getByRole('list', { name: 'Photos' }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toBeVisible();
  await expect(dialog.getByText('Loading photo')).toBeHidden();
  const first = await dialog.getByRole('img').getAttribute('alt');
  await dialog.getByRole('button', { name: /Previous photo/ }).click();
  await expect(dialog.getByRole('img')).not.toHaveAttribute('alt', first!);
  await dialog.getByRole('button', { name: /Next photo/ }).click();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', first!);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('spec 2 share: copy the link, with a check for 2 s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/floorplans/3');
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check out this apartment' });
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/floorplans\/3$/);
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4000 });
});

test('spec 2 journey: open a short-term plan from /short-term', async ({ page }) => {
  await page.goto('/short-term');
  const firstPlan = page.locator('main a[href^="/floorplans/"]').first();
  await firstPlan.click();
  await expect(page.getByRole('heading', { name: 'Pricing', level: 2 })).toBeVisible();
  await expect(page.getByText('Minimum stay 14 days')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Availability', level: 2 })).toHaveCount(0);
});

test('spec 2 community page: location, review and FAQs', async ({ page }) => {
  await page.goto('/communities/6');
  await expect(page.getByText('*There is NO ON-SITE Office')).toBeVisible();
  await expect(page.getByRole('link', { name: /Stars on Google/ })).toBeVisible();
});

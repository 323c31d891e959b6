import { expect, test } from '@playwright/test';
import { skipSpecialPopup } from './specialPopup';

test.beforeEach(async ({ context, baseURL }) => skipSpecialPopup(context, baseURL));

test('spec 2 journey: home -> sublets -> an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Are you moving soon?' })).toBeVisible();
  await expect(page).toHaveTitle('Limestone Living');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Sublets' }).click();
  await expect(page).toHaveURL(/\/sublets$/);
  await expect(page).toHaveTitle('Limestone Living: Sublets');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Uh-oh, this is a 404' })).toBeVisible();
  await expect(page).toHaveTitle('Resource Not Found');
});

test('spec 2 shell: the contact modal traps focus, closes on Escape and returns focus', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Contact us' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('spec 2 shell: the hamburger menu opens the nav and Contact closes it', async ({ page }) => {
    await page.goto('/team');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Search' })).toBeHidden();

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Search' })).toBeVisible();
    await nav.getByRole('button', { name: 'Contact' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

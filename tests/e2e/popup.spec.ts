import { expect, test } from '@playwright/test';

test('issue 14 spec 4: the special pop-up waits while the visitor fills a form opened within 3 s, then opens', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Apply' }).click();
  const form = page.getByRole('dialog', { name: 'Rental Application Request' });
  const name = form.getByRole('textbox', { name: /Name/ }).first();
  await name.click();
  await name.pressSequentially('Avery Lin', { delay: 50 });
  // Past the pop-up's 3 s: still one dialog, and the typing went where the visitor put it.
  await page.waitForTimeout(3500);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await name.pressSequentially(' Jr', { delay: 20 });
  await expect(name).toHaveValue('Avery Lin Jr');
  await expect(name).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog')).not.toHaveAccessibleName('Rental Application Request');
});

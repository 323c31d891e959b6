import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { skipSpecialPopup } from './specialPopup';
import { mailedTourPath } from './tourMail';

test.beforeEach(async ({ context, baseURL }) => skipSpecialPopup(context, baseURL));

/**
 * Opens the booking from the floor plan page's own button and picks the last day with free times: a whole day ahead,
 * which keeps its other times once one is booked. (Today's first free day can be its last hour or two: booking that
 * time empties the day, its radio is disabled, and the journey would depend on the clock.)
 */
async function openBooking(page: Page) {
  await page.goto('/floorplans/3');
  await page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::section[1]').getByRole('button', { name: 'Schedule a tour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a tour' });
  await dialog.getByRole('group', { name: 'Day' }).getByRole('radio', { disabled: false }).last().check();
  return dialog;
}

test('issue 24 tour booking: book from a floor plan page, open the mailed link, cancel with its button, and the time is offered again', async ({ page }, testInfo) => {
  const email = `tour.${Date.now()}@example.com`;
  const dialog = await openBooking(page);
  const time = dialog.getByRole('group', { name: /^Time/ }).getByRole('radio').first();
  const start = await time.getAttribute('value');
  const day = await dialog.getByRole('group', { name: 'Day' }).getByRole('radio', { checked: true }).getAttribute('value');
  await time.check();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Ana Diaz');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill('812 555 0142');
  await dialog.getByRole('combobox', { name: 'How many people are coming' }).selectOption('2');
  await expect(dialog.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('picker.png'), fullPage: false });
  await dialog.getByRole('button', { name: 'Book the tour' }).click();

  await expect(dialog.getByText('Your tour is booked')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Add to Apple Calendar' })).toHaveAttribute('href', /\/invite\.ics$/);
  await page.screenshot({ path: testInfo.outputPath('booked.png'), fullPage: false });

  // The time is gone for the next renter.
  const taken = await openBooking(page);
  await taken.getByRole('group', { name: 'Day' }).locator(`input[value="${day}"]`).check();
  await expect(taken.locator(`input[value="${start}"]`)).toHaveCount(0);

  const tourPath = await mailedTourPath(process.env.E2E_DATA_DIR!, email);
  await page.goto(tourPath);
  await expect(page.getByRole('heading', { name: 'Your tour', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose another time' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('tour-page.png'), fullPage: true });
  await page.getByRole('button', { name: 'Cancel this tour' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your tour is cancelled. We sent you a mail to say so.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const again = await openBooking(page);
  await again.getByRole('group', { name: 'Day' }).locator(`input[value="${day}"]`).check();
  await expect(again.locator(`input[value="${start}"]`)).toHaveCount(1);
});

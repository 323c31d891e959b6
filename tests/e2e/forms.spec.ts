import { expect, test, type Page } from '@playwright/test';
import { company } from '../../src/config';
import { admin, outboxRows } from './operator';
import { skipSpecialPopup } from './specialPopup';

/** The contact funnel's counts for one property, [clicked, initiated, submitted], summed over the days. */
function contactCounts(property: number): number[] {
  const totals = [0, 0, 0];
  for (const line of admin('analytics').split('\n')) {
    const row = /^\S+ {2,}(\d+) .*? {2,}(\d+) {2,}(\d+) {2,}(\d+)$/.exec(line);
    if (row && Number(row[1]) === property) row.slice(2).forEach((count, index) => (totals[index] += Number(count)));
  }
  return totals;
}

async function openContact(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 2: Your question' })).toBeVisible();
  // The token is obtained on load; the local check shows it ticked.
  await expect(dialog.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked();
  return dialog;
}

async function openApplication(page: Page) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rental Application Request' });
  await expect(dialog.getByText('Applications are free.')).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ context, baseURL }) => skipSpecialPopup(context, baseURL));

test('spec 2 journey: a contact message sent through the form reaches the outbox', async ({ page }) => {
  const inbox = 'prospecthill@limestoneliving.example';
  const before = outboxRows('contact', inbox).length;
  const [clicked, initiated, submitted] = contactCounts(company.contactPropertyId);
  const dialog = await openContact(page);

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Fill all the required fields');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ana Ruiz');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ana.ruiz@example.com');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('(812) 555-0199');
  await dialog.getByRole('textbox', { name: /^Question/ }).fill('Is a 2 bedroom free for August?');
  await dialog.getByRole('checkbox', { name: 'Text' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: 'Step 2 of 2: Tell us more (optional)' })).toBeFocused();
  await dialog.getByRole('combobox', { name: 'Bedrooms (optional)' }).selectOption('2');
  // The rent thumbs are native sliders: the keyboard moves them.
  await dialog.getByRole('slider', { name: 'Maximum rent' }).press('Home');
  await expect(dialog.getByRole('slider', { name: 'Maximum rent' })).toHaveValue('2');
  await dialog.getByRole('checkbox', { name: 'Prospect Hill Homes' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(dialog.getByText('Message Sent!')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  expect(outboxRows('contact', inbox)).toHaveLength(before + 1);
  expect(contactCounts(company.contactPropertyId)).toEqual([clicked + 1, initiated + 1, submitted + 1]);

  // Sent means the draft is gone: the form opens empty again.
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' }).getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

test('spec 2 journey: an application request sent through the form reaches the outbox', async ({ page }) => {
  const inbox = 'switchyard@limestoneliving.example';
  const before = outboxRows('application', inbox).length;
  const dialog = await openApplication(page);

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ben Ortiz');
  await dialog.getByRole('button', { name: 'Request Application' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Fill all the required fields');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(dialog.getByText('Please provide Email')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Email' }).fill('ben.ortiz@example.com');
  await dialog.getByRole('combobox', { name: 'Neighborhood' }).selectOption('Switchyard Lofts');
  await dialog.getByRole('textbox', { name: 'Questions (optional)' }).fill('Can I tour before applying?');
  // The box ticks once the local API has issued the token, so click and wait rather than check().
  await dialog.getByRole('checkbox', { name: 'I am not a robot' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Request Application' }).click();

  await expect(dialog.getByText('Rental Application Request Sent!')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Request Application' })).toBeDisabled();
  expect(outboxRows('application', inbox)).toHaveLength(before + 1);
});

test('spec 2 forms: a reload brings back what was typed', async ({ page }) => {
  const dialog = await openApplication(page);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Cleo Park');
  await dialog.getByRole('textbox', { name: 'Questions (optional)' }).fill('Do you allow cats?');
  await page.reload();

  const again = await openApplication(page);
  await expect(again.getByRole('textbox', { name: 'Name' })).toHaveValue('Cleo Park');
  await expect(again.getByRole('textbox', { name: 'Questions (optional)' })).toHaveValue('Do you allow cats?');
});

test('spec 2 residents page: FAQ cards open from the keyboard', async ({ page }) => {
  await page.goto('/residents');
  const general = page.getByRole('button', { name: 'General Questions' });
  await expect(general).toHaveAttribute('aria-expanded', 'false');
  await general.focus();
  await page.keyboard.press('Enter');
  await expect(general).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('term').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Still have a question?' }).getByRole('heading', { name: /Step 1 of 2/ })).toBeVisible();
});

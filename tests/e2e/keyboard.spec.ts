import { expect, test, type Page } from '@playwright/test';
import { expectFocusRing, tabTo } from './focusRing';
import { skipSpecialPopup } from './specialPopup';

/**
 * Issue 8: the whole visit works from the keyboard alone, with a visible focus ring throughout. Nothing here clicks
 * or fills: controls are reached with Tab and used with Enter, Space, arrows, typing and Escape.
 */
const search = (page: Page) => page.getByRole('region', { name: 'Find your floor plan' });
const total = async (page: Page) => Number((await search(page).getByText(/^Total: \d+ Results?$/).textContent())?.match(/\d+/)?.[0]);

test.beforeEach(async ({ context, baseURL }) => skipSpecialPopup(context, baseURL));

test('issue 8 keyboard journey: search, filter, open a plan, the gallery and the contact form without a mouse', async ({ page }) => {
  await page.goto('/');
  await expect(search(page).getByText(/^Total: \d+ Results?$/)).toBeVisible();

  // Tab to the search and filter the list.
  await tabTo(page, page.getByRole('link', { name: /Start your search/i }));
  await page.keyboard.press('Enter');
  const availability = search(page).getByRole('combobox', { name: 'Availability' });
  await tabTo(page, availability);
  await page.keyboard.press('ArrowUp');
  await expect(availability).toHaveValue('any');
  await expect(page).toHaveURL(/availability=any/);
  const all = await total(page);
  const bedrooms = search(page).getByRole('combobox', { name: 'Bedrooms' });
  await tabTo(page, bedrooms, { backwards: true });
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/bedroom=/);
  await expect.poll(() => total(page)).toBeLessThan(all);
  await expectFocusRing(page);

  // Open the first floor plan of the results.
  const card = search(page).getByRole('article').first();
  const planName = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await tabTo(page, card.getByRole('link', { name: planName }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/floorplans\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: planName })).toBeVisible();

  // Open a photo in the gallery modal and close it with Escape: focus comes back to the photo.
  const firstPhoto = page.getByRole('list', { name: 'Photos' }).getByRole('button').first();
  await tabTo(page, firstPhoto);
  await page.keyboard.press('Enter');
  const gallery = page.getByRole('dialog');
  await expect(gallery.getByRole('img')).toBeVisible();
  await expectFocusRing(page);
  await page.keyboard.press('Tab');
  expect(await gallery.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await expectFocusRing(page);
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expect(firstPhoto).toBeFocused();
  await expectFocusRing(page);

  // Send the contact form, both steps.
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Contact Us' }));
  await page.keyboard.press('Enter');
  const contact = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(contact.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked();
  const typeInto = async (name: string | RegExp, text: string) => {
    await tabTo(page, contact.getByRole('textbox', { name }));
    await page.keyboard.type(text);
  };
  await typeInto('Name', 'Kai Moreno');
  await typeInto('Email', 'kai.moreno@example.com');
  await typeInto('Phone', '8125550123');
  await typeInto(/^Question/, 'Can I see it next week?');
  const text = contact.getByRole('checkbox', { name: 'Text' });
  await tabTo(page, text);
  await page.keyboard.press('Space');
  await expect(text).toBeChecked();
  await tabTo(page, contact.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  const stepTwo = contact.getByRole('heading', { name: 'Step 2 of 2: Tell us more (optional)' });
  await expect(stepTwo).toBeFocused();
  await expectFocusRing(page);
  const bedroomsWanted = contact.getByRole('combobox', { name: 'Bedrooms (optional)' });
  await tabTo(page, bedroomsWanted);
  await page.keyboard.press('ArrowDown');
  await expect(bedroomsWanted).not.toHaveValue('');
  await tabTo(page, contact.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  await expect(contact.getByText('Message Sent!')).toBeFocused();
  await expectFocusRing(page);

  await page.keyboard.press('Escape');
  await expect(contact).toBeHidden();
});

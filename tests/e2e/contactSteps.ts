import { expect, type Locator } from '@playwright/test';

/** Fills the contact form's step 1 (spec section 5: name, e-mail, phone, question) and moves on to step 2. */
export async function passContactStepOne(dialog: Locator, question: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ana Ruiz');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ana.ruiz@example.com');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('8125550199');
  await dialog.getByRole('textbox', { name: /^Question/ }).fill(question);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: /Step 2 of 2/ })).toBeVisible();
}

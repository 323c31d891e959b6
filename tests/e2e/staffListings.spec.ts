import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { editableUnit, saveUnit } from './catalogSteps';
import { admin } from './operator';
import { enrolledSessionCookies } from './staffSteps';

/**
 * Issue 23: the listings grid against the real catalog routes (server branch catalog-units), signed in as an admin
 * enrolled in the setup. Each test edits a unit the others do not touch, and puts it back as it was (the public pages'
 * specs read the same catalog).
 */
const stamp = Date.now();
const member = { email: `grid.admin.${stamp}@example.com`, name: 'Gray Gridley' };
let sessionCookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];

test.beforeAll(async ({ browser }) => {
  admin('staff', 'invite', member.email, '--role', 'admin', '--name', member.name);
  sessionCookies = await enrolledSessionCookies(browser, member.email);
});

test.beforeEach(async ({ context }) => {
  await context.addCookies(sessionCookies);
});

const grid = (page: Page) => page.getByRole('grid');
const headers = async (page: Page) => (await grid(page).getByRole('columnheader').allTextContents()).map((text) => text.trim());
/** The cell of the grid's `row`th unit (1: the first) under `header`, once the grid shows its units. */
async function cell(page: Page, row: number, header: string) {
  await expect(grid(page).getByRole('rowheader').first()).toBeVisible();
  return grid(page).getByRole('row').nth(row).locator('td').nth((await headers(page)).indexOf(header));
}

test('issue 23 listings: a rent typed in the grid is saved, and a reload shows it', async ({ page }) => {
  await page.goto('/staff/listings');
  await page.getByRole('combobox', { name: 'Community' }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/\?community=\d+$/);
  const community = Number(new URL(page.url()).searchParams.get('community'));
  const rent = await cell(page, 1, 'Rent');
  const original = await editableUnit(page, community, Number(await grid(page).getByRole('rowheader').first().textContent()));
  try {
    await rent.click();
    const value = 1000 + (stamp % 900);
    await page.keyboard.type(String(value));
    await page.keyboard.press('Enter');
    await expect(grid(page).getByRole('row').nth(1).getByText('Saved')).toBeVisible();
    await expect(rent).toBeFocused();
    await page.reload();
    await expect(await cell(page, 1, 'Rent')).toHaveText(`$${value.toLocaleString('en-US')}`);
  } finally {
    await saveUnit(page, community, original);
  }
});

test('issue 23 listings: two agents save the same unit; the second sees both versions and keeps theirs or uses hers', async ({ page, browser }) => {
  await page.goto('/staff/listings?community=1');
  const other = await browser.newContext();
  await other.addCookies(sessionCookies);
  const otherPage = await other.newPage();
  await otherPage.goto('/staff/listings?community=1');
  const deposit = await cell(otherPage, 2, 'Deposit');
  const original = await editableUnit(page, 1, Number(await grid(page).getByRole('row').nth(2).getByRole('rowheader').textContent()));
  try {
    await deposit.click();
    await otherPage.keyboard.type('777');
    await otherPage.keyboard.press('Enter');
    await expect(otherPage.getByRole('grid').getByRole('row').nth(2).getByText('Saved')).toBeVisible();
    await other.close();

    await (await cell(page, 2, 'Deposit')).click();
    await page.keyboard.type('555');
    await page.keyboard.press('Enter');
    const conflict = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Use mine' }) });
    await expect(conflict.getByRole('row', { name: /Deposit/ })).toContainText('$555');
    await expect(conflict.getByRole('row', { name: /Deposit/ })).toContainText('$777');
    await expect(await cell(page, 2, 'Deposit')).toHaveText('$777');
    await conflict.getByRole('button', { name: 'Use mine' }).click();
    await expect(await cell(page, 2, 'Deposit')).toHaveText('$555');
  } finally {
    await saveUnit(page, 1, original);
  }
});

test('issue 23 listings: at 1280 px the grid fits without scrolling sideways', async ({ page }) => {
  await page.goto('/staff/listings?community=1');
  const region = page.getByRole('region', { name: /^Units of / });
  await expect(grid(page).getByRole('rowheader').first()).toBeVisible();
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

import { expect, test, type BrowserContext, type Locator } from '@playwright/test';
import { axeViolations } from './axe';
import { admin } from './operator';
import { holdTheApp } from './slowApp';
import { contactMessage, enrolledSessionCookies } from './staffSteps';
import { watch } from './watchPage';

/**
 * Issue 22: the workspace on a leasing agent's phone (the 'phone' project, 390 px). Signed in as an admin enrolled in
 * the setup, whose session the tests open with.
 */
const stamp = Date.now();
const member = { email: `phone.admin.${stamp}@example.com`, name: 'Morgan Shotwell' };
let sessionCookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];

/** Whether two elements sit on one row: their vertical middles within a few pixels. */
async function middleOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y + box.height / 2;
}

test.beforeAll(async ({ browser, request }) => {
  // More new leads than a page of 50 holds, so the inbox has a second page and shows its pager; a renter each.
  for (let n = 0; n <= 50; n++) await contactMessage(request, `Jordan Alvarez-Whitfield ${stamp} ${n}`, `jordan.${stamp}.${n}@example.com`, `198.51.100.${n + 1}`);
  admin('staff', 'invite', member.email, '--role', 'admin', '--name', member.name);
  sessionCookies = await enrolledSessionCookies(browser, member.email);
});

test.beforeEach(async ({ context }) => {
  await context.addCookies(sessionCookies);
});

test("issue 22 phone header: the brand, 'Menu' and 'Sign out' on one row; the name and role inside the menu", async ({ page }) => {
  await page.goto('/staff/leads');
  const header = page.getByRole('banner');
  const brand = header.getByRole('link', { name: 'Leasing office' });
  const menu = header.getByRole('button', { name: 'Menu' });
  const signOut = header.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeVisible();
  const row = await middleOf(brand);
  expect(Math.abs((await middleOf(menu)) - row), "'Menu' beside the brand").toBeLessThan(4);
  expect(Math.abs((await middleOf(signOut)) - row), "'Sign out' beside the brand").toBeLessThan(4);
  expect((await header.boundingBox())!.height, 'one row of 44 px targets').toBeLessThan(70);
  await expect(header.getByText(member.name)).toBeHidden();

  await menu.click();
  await expect(header.getByText(member.name)).toBeVisible();
  await expect(header.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Team' })).toBeVisible();
  expect(Math.abs((await middleOf(signOut)) - row), "'Sign out' stays on the row with the menu open").toBeLessThan(4);
});

test("issue 22 phone leads: the inbox starts on the first screen, a card a lead with its status in view; the filters open from 'Filters (N)'", async ({ page, viewport }) => {
  await page.goto('/staff/leads');
  const leads = page.getByRole('list', { name: 'Leads' });
  const first = leads.getByRole('listitem').first();
  await expect(first).toBeVisible();
  expect(await page.getByRole('table').count(), 'no wide table').toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing scrolls sideways').toBeLessThanOrEqual(viewport!.width);
  // The first lead, its status select included, is on the first screen.
  const status = first.getByRole('combobox', { name: /^Status of / });
  await expect(status).toBeInViewport({ ratio: 1 });
  await expect(first.getByRole('link')).toBeInViewport();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toBeHidden();

  const filters = page.getByRole('button', { name: 'Filters (0)' });
  await filters.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('combobox', { name: 'Status' }).selectOption('New');
  await expect(page).toHaveURL(/\?status=new$/);
  expect.soft(await axeViolations(page), 'axe violations with the filters open').toEqual([]);
  await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();

  // Order and pages stay in reach.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Name');
  await expect(page).toHaveURL(/sort=name&direction=asc/);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toBeVisible();
  expect.soft(await axeViolations(page), 'axe violations on the cards').toEqual([]);
});

test('issue 22 phone first paint: the inbox arrives as cards, shown before the app is live, and the live app keeps those very cards', async ({ page }) => {
  const { errors } = watch(page);
  const app = await holdTheApp(page);
  await page.goto('/staff/leads', { waitUntil: 'commit' });
  const leads = page.getByRole('list', { name: 'Leads' });
  await expect(leads.getByRole('listitem').first()).toBeVisible();
  // The server's markup, laid out for the phone: the app's code has not run.
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'pending');
  expect(await page.getByRole('table').count(), 'no wide table first').toBe(0);
  await page.evaluate(() => Object.assign(window, { servedLeads: document.querySelector('ul[aria-label="Leads"]') }));

  app.release();
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'done');
  await expect(leads.getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { servedLeads: Element }).servedLeads === document.querySelector('ul[aria-label="Leads"]')), 'the same list, not a new one').toBe(true);
  // A hydration mismatch is a console error.
  expect(errors).toEqual([]);
});

test('issue 22 phone team: a card a member with its controls in reach, nothing wider than the screen', async ({ page, viewport }) => {
  const colleague = `Riley Okonkwo-Brandt ${stamp}`;
  admin('staff', 'invite', `riley.${stamp}@example.com`, '--role', 'leasing', '--name', colleague);
  await page.goto('/staff/team');
  const team = page.getByRole('list', { name: 'Team members' });
  const me = team.getByRole('article', { name: member.name });
  await expect(me).toBeVisible();
  await expect(me).toContainText('Admin (you)');
  const invited = team.getByRole('article', { name: colleague });
  await expect(invited.getByRole('combobox', { name: `Role of ${colleague}` })).toHaveValue('leasing');
  for (const action of [`Disable ${colleague}`, `Resend invitation to ${colleague}`]) {
    const button = invited.getByRole('button', { name: action });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  await invited.getByRole('button', { name: `Disable ${colleague}` }).click();
  await expect(page.getByRole('dialog', { name: `Disable ${colleague}?` })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await page.getByRole('table').count(), 'no wide table').toBe(0);
  // A team fits on one page: no 'Page 1 of 1' with buttons that lead nowhere.
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing scrolls sideways').toBeLessThanOrEqual(viewport!.width);
  for (const card of await team.getByRole('article').all()) {
    const box = (await card.boundingBox())!;
    expect(box.x + box.width, 'the card fits the screen').toBeLessThanOrEqual(viewport!.width);
  }
});

// The inbox, with more leads than a page holds (the setup's), since a table that fits one page shows no pager.
test("issue 22 phone leads: the pager's 'Previous page', 'Page 1 of N' and 'Next page' share one row, each on one line", async ({ page }) => {
  await page.goto('/staff/leads');
  await expect(page.getByRole('list', { name: 'Leads' })).toBeVisible();
  const previous = page.getByRole('button', { name: 'Previous page' });
  const next = page.getByRole('button', { name: 'Next page' });
  const status = page.getByText(/^Page \d+ of \d+$/);
  await next.scrollIntoViewIfNeeded();
  const row = await middleOf(previous);
  expect(Math.abs((await middleOf(status)) - row), "'Page 1 of N' beside 'Previous page'").toBeLessThan(4);
  expect(Math.abs((await middleOf(next)) - row), "'Next page' beside them, not on a row of its own").toBeLessThan(4);
  // A label wrapped inside its button would make it taller than the 44 px select of 'Rows per page'.
  const oneLine = (await page.getByRole('combobox', { name: 'Rows per page' }).boundingBox())!.height;
  for (const button of [previous, next]) expect((await button.boundingBox())!.height, 'a one-line button').toBeLessThanOrEqual(oneLine + 2);
});

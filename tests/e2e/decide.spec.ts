import { expect, test, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { passContactStepOne } from './contactSteps';
import { skipSpecialPopup } from './specialPopup';

/** Issue 16: shortlist, compare and the true cost, as a visitor uses them. */
const search = (page: Page) => page.getByRole('region', { name: 'Find your floor plan' });
const header = (page: Page) => page.getByRole('banner');
const planName = async (card: Locator) => (await card.getByRole('heading', { level: 3 }).textContent())!.trim();

/** Presses a card's save toggle and checks it reads as pressed. */
async function save(card: Locator, name: string) {
  const toggle = card.getByRole('button', { name: `Save ${name}`, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

test.beforeEach(async ({ context, baseURL }) => skipSpecialPopup(context, baseURL));

test('issue 16 shortlist and compare: save two plans from the search and one from a community, reload, compare through the shared URL in a new context, remove one; ask about them', async ({ page, browser, baseURL }) => {
  await page.goto('/?availability=any');
  const cards = search(page).getByRole('article');
  const first = await planName(cards.nth(0));
  const second = await planName(cards.nth(1));
  await save(cards.nth(0), first);
  await save(cards.nth(1), second);
  await expect(header(page).getByRole('link', { name: 'Shortlist 2 saved' })).toBeVisible();

  await page.goto('/communities/2');
  const units = page.getByRole('region', { name: 'Units' }).getByRole('article');
  await expect(units.first()).toBeVisible();
  const unsaved = units.filter({ has: page.locator('button[aria-pressed="false"][aria-label^="Save "]') }).first();
  const third = (await unsaved.locator('button[aria-label^="Save "]').getAttribute('aria-label'))!.replace(/^Save /, '');
  // Every card of that plan shows it saved; this one is pressed.
  await save(units.filter({ has: page.getByRole('button', { name: `Save ${third}`, exact: true }) }).first(), third);

  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Shortlist 3 saved' })).toBeVisible();
  await header(page).getByRole('link', { name: 'Shortlist 3 saved' }).click();
  const saved = page.getByRole('list', { name: 'Saved floor plans' });
  for (const name of [first, second, third]) await expect(saved.getByRole('link', { name, exact: true })).toBeVisible();

  const shared = await page.getByRole('link', { name: 'Compare 3 plans' }).getAttribute('href');
  expect(shared).toMatch(/^\/compare\?ids=\d+,\d+,\d+$/);

  // The URL alone, in a browser that saved nothing, brings back the same table.
  const other = await browser.newContext({ baseURL });
  const visitor = await other.newPage();
  await visitor.goto(shared!);
  const table = visitor.getByRole('table');
  const columns = table.getByRole('columnheader');
  await expect(columns).toHaveCount(3);
  await expect(columns.getByRole('link')).toHaveText([first, second, third]);
  await expect(table.getByRole('rowheader', { name: /^Estimated monthly total/ })).toBeVisible();
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Shortlist', exact: true })).toBeVisible();
  await visitor.getByRole('button', { name: `Remove ${second}` }).click();
  await expect(columns.getByRole('link')).toHaveText([first, third]);
  await expect(visitor).toHaveURL(new RegExp(`ids=${shared!.split('=')[1].split(',').filter((_, index) => index !== 1).join(',')}$`));
  await other.close();

  // 'Ask about these': the contact form carries the three plans (spec 3 additionalInfo.floorPlan).
  await page.getByRole('button', { name: 'Ask about these' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await passContactStepOne(dialog, 'Which of these has parking?');
  const floorPlan = dialog.getByRole('textbox', { name: /^Floor plan/ });
  for (const name of [first, second, third]) await expect(floorPlan).toHaveValue(new RegExp(name));
});

test('issue 16 stay price: a 20-night stay, every line checked against the tier price; past dates refused; the dates go into the contact form', async ({ page }) => {
  await page.goto('/floorplans/35');
  const pricing = page.getByRole('region', { name: 'Pricing' });
  const perDay = await pricing.getByRole('row', { name: /^14-29 days/ }).getByRole('cell').first().textContent();
  const daily = Number(perDay!.match(/\$([\d,]+)/)![1].replace(/,/g, ''));

  const calculator = page.getByRole('region', { name: 'Price your stay' });
  const arrival = dayjs().add(1, 'day');
  await calculator.getByLabel('Arrival').fill(dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
  await calculator.getByLabel('Departure').fill(arrival.add(20, 'day').format('YYYY-MM-DD'));
  await expect(calculator.getByText('The arrival date has passed: choose today or a later date.')).toBeVisible();

  await calculator.getByLabel('Arrival').fill(arrival.format('YYYY-MM-DD'));
  const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;
  const line = (name: string | RegExp) => calculator.getByRole('row', { name }).getByRole('cell');
  const subtotal = 20 * daily;
  await expect(line(new RegExp(`^20 nights × \\$${daily} \\(14-29 days price\\)`))).toHaveText(money(subtotal));
  const sales = Math.round(subtotal * 7) / 100;
  const innkeeper = Math.round(subtotal * 5) / 100;
  await expect(line(/^Indiana sales tax \(7%\)/)).toHaveText(money(sales));
  await expect(line(/^Monroe County innkeeper's tax \(5%\)/)).toHaveText(money(innkeeper));
  await expect(line(/^Total/)).toHaveText(money(Math.round((subtotal + sales + innkeeper) * 100) / 100));
  await expect(calculator.getByText('* for immediate arrivals only, call or text for availability')).toBeHidden();

  await calculator.getByRole('button', { name: 'Ask about this stay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog.getByRole('textbox', { name: /^Question/ })).toHaveValue(
    `I would like to stay from ${arrival.format('MMM DD, YYYY')} to ${arrival.add(20, 'day').format('MMM DD, YYYY')} (20 nights). Is Suite Studio available?`,
  );
});

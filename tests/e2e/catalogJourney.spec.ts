import { expect, test, type BrowserContext } from '@playwright/test';
import { editableUnit, money, saveUnit, unitRow } from './catalogSteps';
import { admin } from './operator';
import { enrolledSessionCookies } from './staffSteps';

/**
 * Issue 23's journey: an admin sets a unit to "Available On" a date with a new rent in the workspace's grid; a fresh
 * browser (no cookies, nothing cached) then finds the new date and rent on the community page, the floor plan page and
 * the home search for that month, and the old rent nowhere. Unit 7 of The Kirkwood (community 1): the seeded Indiana
 * One unit at $1,170, the only one at that rent on those pages; its new rent is below the plan's other units', so the
 * plan's card, which shows the lowest, shows it too.
 */
const COMMUNITY = 1;
const UNIT = 7;
const PLAN = 2;
const PLAN_NAME = 'Indiana One';
const stamp = Date.now();
const member = { email: `catalog.admin.${stamp}@example.com`, name: 'Casey Catalog' };
let sessionCookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];

test.beforeAll(async ({ browser }) => {
  admin('staff', 'invite', member.email, '--role', 'admin', '--name', member.name);
  sessionCookies = await enrolledSessionCookies(browser, member.email);
});

/** The first day of the month three months from now, as the grid's date input takes it, and as a unit card reads it. */
function moveInThreeMonthsOn(): { iso: string; month: string; card: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
  const iso = first.toISOString().slice(0, 10);
  const card = `Available ${first.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' })} 01, ${first.getUTCFullYear()}`;
  return { iso, month: iso.slice(0, 7), card };
}

test('issue 23 journey: a unit set to "Available On" a date with a new rent in the workspace is what a fresh browser sees on the community page, the plan page and the home search; the old rent appears nowhere', async ({ page, browser }) => {
  await page.context().addCookies(sessionCookies);
  await page.goto(`/staff/listings?community=${COMMUNITY}`);
  const original = await editableUnit(page, COMMUNITY, UNIT);
  expect({ rent: original.rent, floorplanId: original.floorplanId }).toEqual({ rent: 1170, floorplanId: PLAN });
  // Fixed, not drawn: the plan's 'Estimated monthly total' adds $120 of bills, so a rent of $1,050 would show $1,170.
  const rent = 1062;
  const moveIn = moveInThreeMonthsOn();

  const renter = await browser.newContext();
  try {
    const before = await renter.newPage();
    await before.goto(`/floorplans/${PLAN}`);
    await expect(before.getByRole('main')).toContainText(money(original.rent));
    await before.close();

    const row = await unitRow(page, UNIT);
    await row.getByRole('gridcell').filter({ hasText: /^Available/ }).click();
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: `Availability of unit ${UNIT}` }).selectOption('Available On');
    await page.getByLabel(`Available on, unit ${UNIT}`).fill(moveIn.iso);
    await page.keyboard.press('Enter');
    await expect(row.getByText('Saved')).toBeVisible();
    await row.getByRole('gridcell', { name: money(original.rent), exact: true }).click();
    await page.keyboard.type(String(rent));
    await page.keyboard.press('Enter');
    await expect(row.getByText('Saved')).toBeVisible();
    await expect(row.getByRole('gridcell', { name: money(rent), exact: true })).toBeVisible();

    const fresh = await renter.newPage();
    await fresh.goto(`/communities/${COMMUNITY}`);
    const card = fresh.getByRole('article').filter({ hasText: `${PLAN_NAME} ${UNIT}` });
    await expect(card).toContainText(money(rent));
    await expect(card).toContainText(moveIn.card);
    await expect(fresh.getByRole('main')).not.toContainText(money(original.rent));

    await fresh.goto(`/floorplans/${PLAN}`);
    await expect(fresh.getByRole('main')).toContainText(money(rent));
    await expect(fresh.getByRole('main')).toContainText(moveIn.card);
    await expect(fresh.getByRole('main')).not.toContainText(money(original.rent));

    await fresh.goto(`/?availability=${moveIn.month}`);
    const plan = fresh.getByRole('article').filter({ has: fresh.getByRole('heading', { name: PLAN_NAME, exact: true }) });
    await expect(plan).toContainText(money(rent));
    await expect(plan).not.toContainText(money(original.rent));
  } finally {
    await renter.close();
    await saveUnit(page, COMMUNITY, original);
  }
});

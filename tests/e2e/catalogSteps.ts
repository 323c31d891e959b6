import { expect, type Locator, type Page } from '@playwright/test';
import type { EditableUnit, UnitChange } from '../../src/features/staff/catalogEdits';

/**
 * Issue 23: the browser suite shares one catalog, which the public pages' specs read. A spec that edits it puts every
 * unit it touched back as it was, through the workspace's API as the signed-in `page` (its cookies, its CSRF token).
 */
async function workspaceCall<T>(page: Page, method: 'GET' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`/api/staff/catalog/${path}`, { method, data, headers: { 'x-xsrf-token': xsrf, origin } });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The unit as the workspace has it now. */
export async function editableUnit(page: Page, community: number, unitId: number): Promise<EditableUnit> {
  const unit = (await workspaceCall<EditableUnit[]>(page, 'GET', `communities/${community}/units`)).find((each) => each.id === unitId);
  if (!unit) throw new Error(`no unit ${unitId} in community ${community}`);
  return unit;
}

/**
 * Saves `values`' editable values on the unit, from whatever version it has reached: a spec's change, or (restoring)
 * the values it read before its change.
 */
export async function saveUnit(page: Page, community: number, values: EditableUnit): Promise<void> {
  const { version } = await editableUnit(page, community, values.id);
  const { active, available, moveInDate, availabilityExtensionMonths, rent, deposit, squareFoot, allowedPet, petPolicy } = values;
  const change: UnitChange = { version, active, available, moveInDate, availabilityExtensionMonths, rent, deposit, squareFoot, allowedPet, petPolicy };
  await workspaceCall(page, 'PATCH', `units/${values.id}`, change);
}

/** A rent as the grid and the site write it: $1,170. */
export const money = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/** The grid's row of `unitId` on the open listings page, once the grid has its rows. */
export async function unitRow(page: Page, unitId: number): Promise<Locator> {
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  return grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(unitId), exact: true }) });
}

/**
 * An agent's rent edit in the grid, on a row not saved since the page loaded (so 'Saved' is this edit's answer): the
 * rent cell clicked, the new rent typed, Enter; the row says 'Saved' and shows the new rent.
 */
export async function typeRent(page: Page, unitId: number, from: number, to: number): Promise<void> {
  const row = await unitRow(page, unitId);
  await expect(row.getByText('Saved')).toHaveCount(0);
  await row.getByRole('gridcell', { name: money(from), exact: true }).click();
  await page.keyboard.type(String(to));
  await page.keyboard.press('Enter');
  await expect(row.getByText('Saved')).toBeVisible();
  await expect(row.getByRole('gridcell', { name: money(to), exact: true })).toBeVisible();
}

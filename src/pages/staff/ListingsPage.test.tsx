import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshCatalog, UNIT_CSV_HEADER, type CatalogStore } from '@tests/msw/fixtures/staffCatalog';
import { pinToday } from '@tests/msw/fixtures/today';
import { staffCatalogHandlers, UNIT_CONFLICT } from '@tests/msw/handlers/staffCatalog';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests, type RecordedRequest } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import ListingsPage from './ListingsPage';

let store: CatalogStore;
beforeEach(() => {
  pinToday();
  store = freshCatalog();
  server.use(...staffCatalogHandlers(store));
});
afterEach(() => vi.useRealTimers());

const renderListings = (search = '?community=1') => renderWithProviders(<ListingsPage />, { path: `/staff/listings${search}` });
const grid = () => screen.findByRole('grid', { name: 'Units of The Kirkwood' });

/** The cell of `unit` under `header`, found as a leasing agent reads the grid: the unit's row, the column's heading. */
function cell(unit: number, header: string): HTMLElement {
  const table = screen.getByRole('grid');
  const headers = within(table).getAllByRole('columnheader').map((one) => one.textContent);
  const row = within(table).getByRole('rowheader', { name: String(unit) }).closest('tr')!;
  return row.children[headers.indexOf(header)] as HTMLElement;
}
const rowOf = (unit: number) => within(screen.getByRole('grid')).getByRole('rowheader', { name: String(unit) }).closest('tr')!;
const sent = (recorded: RecordedRequest[], method: string) => recorded.filter((request) => request.method === method);
/** Someone else saves unit `id` first (as another agent's PATCH would): its version moves on. */
function changedElsewhere(id: number, fields: object) {
  const entry = store.units.get(id)!;
  entry.unit = { ...entry.unit, ...fields, version: entry.unit.version + 1 };
}

/** Tabs into the grid (its scrolling region first, then the one cell in the tab order). */
async function tabIntoGrid(user: ReturnType<typeof renderListings>['user']) {
  screen.getByRole('region', { name: 'Units of The Kirkwood' }).focus();
  await user.tab();
}

describe('issue 23 listings: the page and its states', () => {
  it('issue 23 listings: a skeleton while the units load, then the grid with each unit\'s availability as of the office\'s date', async () => {
    const held = holdResponses('*/api/staff/catalog/communities/:id/units');
    renderListings();
    expect(await screen.findByText('Loading the units')).toBeInTheDocument();
    held.release();
    await grid();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '', 'Unit', 'Floor plan', 'Listed', 'Availability', 'Extension months', 'Rent', 'Deposit', 'Sq ft', 'Pets', 'Pet policy', 'Save',
    ]);
    expect(cell(101, 'Availability')).toHaveTextContent('Available Now');
    expect(cell(102, 'Availability')).toHaveTextContent('Available On Aug 01, 2026');
    expect(cell(201, 'Availability')).toHaveTextContent('Unavailable');
    expect(cell(101, 'Rent')).toHaveTextContent('$1,250');
    expect(cell(101, 'Pets')).toHaveTextContent('Cats only');
    expect(cell(102, 'Pets')).toHaveTextContent('As the floor plan');
    expect(cell(201, 'Listed')).toHaveTextContent('No');
    expect(cell(101, 'Pet policy')).toHaveTextContent('One cat, $25 a month');
    expect(screen.getByRole('region', { name: 'Units of The Kirkwood' })).toHaveAttribute('tabindex', '0');
  });

  it('issue 23 listings: with no community chosen it asks for one, and the choice goes in the address', async () => {
    const { user, router } = renderListings('');
    expect(await screen.findByText('Choose a community to see and edit its units.')).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Community' }), 'The Kirkwood (3 units)');
    await grid();
    expect(router.state.location.search).toBe('?community=1');
  });

  it("issue 23 listings: a chosen community links to its details page (phone, office, bus routes, rating)", async () => {
    const { user, router } = renderListings('');
    await screen.findByText('Choose a community to see and edit its units.');
    expect(screen.queryByRole('link', { name: 'Community details' })).toBeNull();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Community' }), 'The Kirkwood (3 units)');
    expect(screen.getByRole('link', { name: 'Community details' })).toHaveAttribute('href', '/staff/communities/1');
    await user.click(screen.getByRole('link', { name: 'Community details' }));
    expect(router.state.location.pathname).toBe('/staff/communities/1');
  });

  it('issue 23 listings: a community with no units says so', async () => {
    renderListings('?community=2');
    expect(await screen.findByText('Maple Court has no units yet.')).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('issue 23 listings: a community that does not exist says so', async () => {
    renderListings('?community=9');
    expect(await screen.findByText('We could not find that community. Choose another one.')).toBeVisible();
  });

  it('issue 23 listings: a failed load of the units says so and tries again', async () => {
    server.use(http.get('*/api/staff/catalog/communities/:id/units', () => HttpResponse.json({ message: 'Down' }, { status: 503 }), { once: true }));
    const { user } = renderListings();
    expect(await screen.findByText(/We couldn't load the units of The Kirkwood/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await grid();
  });

  it('issue 23 listings: a failed load of the communities says so and tries again', async () => {
    server.use(http.get('*/api/staff/catalog/communities', () => HttpResponse.json({ message: 'Down' }, { status: 503 }), { once: true }));
    const { user } = renderListings('');
    expect(await screen.findByText(/We couldn't load the communities/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Community' })).toBeVisible();
  });
});

describe('issue 23 listings: each unit\'s floor plan', () => {
  it("issue 23 listings: a unit's floor plan name links to its plan page, reached with the arrows and followed with Enter", async () => {
    const { user, router } = renderListings();
    await grid();
    expect(within(cell(101, 'Floor plan')).getByRole('link', { name: 'The Elm' })).toHaveAttribute('href', '/staff/listings/plans/7');
    expect(within(cell(201, 'Floor plan')).getByRole('link', { name: 'The Oak' })).toHaveAttribute('href', '/staff/listings/plans/8');
    await tabIntoGrid(user);
    await user.keyboard('{ArrowRight}');
    const link = within(cell(101, 'Floor plan')).getByRole('link', { name: 'The Elm' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/staff/listings/plans/7');
  });
});

describe('issue 23 listings: editing in place', () => {
  it('issue 23 listings: the arrow keys move one tab stop through the cells; Enter edits, Escape puts the value back; Tab leaves the grid', async () => {
    const recorded = recordRequests();
    const { user } = renderListings();
    const table = await grid();
    await tabIntoGrid(user);
    expect(cell(101, 'Unit')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(cell(101, 'Rent')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell(102, 'Rent')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}{ArrowRight}');
    expect(cell(101, 'Rent')).toHaveFocus();
    // One cell is in the tab order: the one the agent is on.
    expect(table.querySelectorAll('[tabindex="0"]')).toEqual(expect.objectContaining({ length: 1 }));

    await user.keyboard('{Enter}');
    const rent = screen.getByRole('textbox', { name: 'Rent of unit 101' });
    expect(rent).toHaveFocus();
    expect(rent).toHaveValue('1250');
    await user.keyboard('1999{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Rent of unit 101' })).toBeNull();
    expect(cell(101, 'Rent')).toHaveTextContent('$1,250');
    expect(cell(101, 'Rent')).toHaveFocus();

    await user.tab();
    expect(table.contains(document.activeElement)).toBe(false);
    expect(sent(recorded, 'PATCH')).toHaveLength(0);
  });

  it('issue 23 listings: typing on a cell starts its edit; Enter saves from the row\'s version, the row says saving, then saved', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const recorded = recordRequests();
    const { user } = renderListings();
    await grid();
    server.use(http.patch('*/api/staff/catalog/units/:id', async () => void (await held)));
    cell(101, 'Rent').focus();
    await user.keyboard('1300{Enter}');
    expect(within(rowOf(101)).getByText('Saving…')).toBeVisible();
    expect(cell(101, 'Rent')).toHaveFocus();
    release();
    expect(await within(rowOf(101)).findByText('Saved')).toBeVisible();
    expect(cell(101, 'Rent')).toHaveTextContent('$1,300');
    expect(sent(recorded, 'PATCH').map((request) => [request.path, request.body])).toEqual([['/api/staff/catalog/units/101', { version: 3, rent: 1300 }]]);
    expect(screen.getByText('Unit 101: Saved.')).toBeInTheDocument();

    // A second edit of the row goes from the version the first save brought back.
    cell(101, 'Deposit').focus();
    await user.keyboard('{Enter}');
    await user.clear(screen.getByRole('textbox', { name: 'Deposit of unit 101' }));
    await user.keyboard('650{Enter}');
    await waitFor(() => expect(cell(101, 'Deposit')).toHaveTextContent('$650'));
    expect(sent(recorded, 'PATCH').at(-1)?.body).toEqual({ version: 4, deposit: 650 });
  });

  it('issue 23 listings: availability is a choice with its date; Available On a day is saved as available with that date', async () => {
    const recorded = recordRequests();
    const { user } = renderListings();
    await grid();
    cell(201, 'Availability').focus();
    await user.keyboard('{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability of unit 201' }), 'Available On');
    await user.type(screen.getByLabelText('Available on, unit 201'), '2026-08-01{Enter}');
    await waitFor(() => expect(cell(201, 'Availability')).toHaveTextContent('Available On Aug 01, 2026'));
    expect(sent(recorded, 'PATCH').at(-1)?.body).toEqual({ version: 5, available: true, moveInDate: '2026-08-01' });
  });

  it("issue 23 listings: a value the API would refuse is refused in place with the API's message, and nothing is sent", async () => {
    const recorded = recordRequests();
    const { user } = renderListings();
    await grid();
    cell(101, 'Rent').focus();
    await user.keyboard('0{Enter}');
    const rent = screen.getByRole('textbox', { name: 'Rent of unit 101' });
    expect(screen.getByText('The rent must be at least $1')).toBeVisible();
    expect(rent).toHaveAttribute('aria-invalid', 'true');
    expect(rent).toHaveAccessibleDescription('The rent must be at least $1');
    expect(sent(recorded, 'PATCH')).toHaveLength(0);
  });

  it("issue 23 listings: the server's refusal shows on the row and the value stays as it was", async () => {
    server.use(http.patch('*/api/staff/catalog/units/:id', () => HttpResponse.json({ message: 'That unit is being moved to another plan.' }, { status: 400 })));
    const { user } = renderListings();
    await grid();
    cell(101, 'Sq ft').focus();
    await user.keyboard('800{Enter}');
    expect(await within(rowOf(101)).findByText('That unit is being moved to another plan.')).toBeVisible();
    expect(cell(101, 'Sq ft')).toHaveTextContent('720');
  });
});

describe('issue 23 listings: a change someone else made first', () => {
  async function conflictOnRent() {
    const recorded = recordRequests();
    const view = renderListings();
    await grid();
    changedElsewhere(101, { rent: 1275, deposit: 600 });
    cell(101, 'Rent').focus();
    await view.user.keyboard('1300{Enter}');
    const conflict = await screen.findByRole('alert');
    return { ...view, recorded, conflict };
  }

  it('issue 23 listings: a 409 shows both versions side by side and the grid shows the unit as it now is', async () => {
    const { conflict } = await conflictOnRent();
    expect(within(conflict).getByRole('heading', { name: 'Unit 101' })).toBeVisible();
    expect(within(conflict).getByText(UNIT_CONFLICT)).toBeVisible();
    const table = within(conflict).getByRole('table', { name: 'Your change and unit 101 as it is now' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['FieldYour changeNow', 'Rent$1,300$1,275']);
    expect(cell(101, 'Rent')).toHaveTextContent('$1,275');
    expect(cell(101, 'Deposit')).toHaveTextContent('$600');
    expect(within(rowOf(101)).getByText('Someone else changed it: see above')).toBeVisible();
  });

  it("issue 23 listings: 'Use mine' sends only the agent's field again, on the current version; the other change stays", async () => {
    const { user, conflict, recorded } = await conflictOnRent();
    await user.click(within(conflict).getByRole('button', { name: 'Use mine' }));
    expect(await within(rowOf(101)).findByText('Saved')).toBeVisible();
    expect(cell(101, 'Rent')).toHaveTextContent('$1,300');
    expect(cell(101, 'Deposit')).toHaveTextContent('$600');
    expect(sent(recorded, 'PATCH').map((request) => request.body)).toEqual([{ version: 3, rent: 1300 }, { version: 4, rent: 1300 }]);
    expect(screen.queryByRole('heading', { name: 'Unit 101' })).toBeNull();
  });

  it("issue 23 listings: 'Keep theirs' keeps the unit as it now is and sends nothing", async () => {
    const { user, conflict, recorded } = await conflictOnRent();
    await user.click(within(conflict).getByRole('button', { name: 'Keep theirs' }));
    expect(screen.queryByRole('heading', { name: 'Unit 101' })).toBeNull();
    expect(cell(101, 'Rent')).toHaveTextContent('$1,275');
    expect(within(rowOf(101)).queryByText('Someone else changed it: see above')).toBeNull();
    expect(sent(recorded, 'PATCH')).toHaveLength(1);
    expect(store.units.get(101)!.unit).toMatchObject({ version: 4, rent: 1275 });
  });
});

describe('issue 23 listings: bulk actions', () => {
  it('issue 23 listings: the selected units get one action, each at the version the grid shows', async () => {
    const recorded = recordRequests();
    const { user } = renderListings();
    await grid();
    await user.click(screen.getByRole('checkbox', { name: 'Select unit 101' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select unit 102' }));
    expect(rowOf(101)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('(2 units selected)')).toBeVisible();
    await user.type(screen.getByLabelText('Rent ± %'), '3');
    await user.click(screen.getByRole('button', { name: 'Change the rent' }));
    expect(await screen.findByText('Saved: 2 units changed.')).toBeVisible();
    expect(cell(101, 'Rent')).toHaveTextContent('$1,288');
    expect(cell(102, 'Rent')).toHaveTextContent('$1,339');
    expect(cell(201, 'Rent')).toHaveTextContent('$1,600');
    expect(sent(recorded, 'POST').at(-1)?.body).toEqual({ units: [{ id: 101, version: 3 }, { id: 102, version: 1 }], action: { kind: 'rent-percent', percent: 3 } });
  });

  it("issue 23 listings: 'Select all' then 'List' lists every unit", async () => {
    const { user } = renderListings();
    await grid();
    await user.click(screen.getByRole('checkbox', { name: 'Select all units' }));
    expect(screen.getByText('(3 units selected)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByText('Saved: 1 unit changed.')).toBeVisible();
    expect(cell(201, 'Listed')).toHaveTextContent('Yes');
  });

  it('issue 23 listings: with nothing selected the action is refused with the schema\'s message, nothing sent', async () => {
    const recorded = recordRequests();
    const { user } = renderListings();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Available now' }));
    expect(await screen.findByText('Select at least one unit')).toBeVisible();
    expect(sent(recorded, 'POST')).toHaveLength(0);
  });

  it('issue 23 listings: a 409 names the units that changed, shows them as they are now, and nothing is written', async () => {
    const { user } = renderListings();
    await grid();
    changedElsewhere(102, { rent: 1350 });
    await user.click(screen.getByRole('checkbox', { name: 'Select all units' }));
    await user.type(screen.getByLabelText('Available on'), '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Set the date' }));
    expect(await screen.findByText(/Nothing was changed: unit 102 was changed by someone else since you opened them/)).toBeVisible();
    expect(cell(102, 'Rent')).toHaveTextContent('$1,350');
    expect(cell(101, 'Availability')).toHaveTextContent('Available Now');
    expect(store.units.get(101)!.unit.version).toBe(3);
    expect(store.units.get(201)!.unit).toMatchObject({ version: 5, available: false });

    // Tried again from the versions now shown, it goes through.
    await user.click(screen.getByRole('button', { name: 'Set the date' }));
    expect(await screen.findByText('Saved: 3 units changed.')).toBeVisible();
    expect(cell(201, 'Availability')).toHaveTextContent('Available On Sep 01, 2026');
  });
});

describe('issue 23 listings: CSV', () => {
  const csvFile = (rows: string[], name = 'units.csv') => new File([[UNIT_CSV_HEADER, ...rows].join('\r\n')], name, { type: 'text/csv' });
  const row101 = (version: number, rent: number) => `101,The Kirkwood,7,The Elm,${version},yes,yes,2026-03-01,2,${rent},500,720,CAT,"One cat, $25 a month"`;

  it('issue 23 listings: the exports are links to this community\'s units and to every unit', async () => {
    renderListings();
    await grid();
    expect(screen.getByRole('link', { name: 'Export this community' })).toHaveAttribute('href', '/api/staff/catalog/units.csv?community=1');
    expect(screen.getByRole('link', { name: 'Export all units' })).toHaveAttribute('href', '/api/staff/catalog/units.csv');
  });

  it('issue 23 listings: a dry run with problems lists them by row and column, and Apply stays disabled', async () => {
    const recorded = recordRequests();
    const { user } = renderListings();
    await grid();
    await user.upload(screen.getByLabelText('Import CSV'), csvFile([row101(3, 0), '999,The Kirkwood,7,The Elm,1,yes,yes,2026-03-01,2,900,500,720,,']));
    expect(await screen.findByText('2 rows read: 0 units would change once the problems are fixed.')).toBeVisible();
    const problems = screen.getByRole('table', { name: '2 problems in the file' });
    expect(within(problems).getAllByRole('row').map((row) => row.textContent)).toEqual(['RowColumnProblem', '2RentThe rent must be at least $1', '3Unit idNo unit has this id']);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    const imports = sent(recorded, 'POST');
    expect(imports.map((request) => request.search)).toEqual(['?mode=dry-run']);
    expect(imports[0].headers['content-type']).toMatch(/^text\/csv/);
    expect(store.units.get(101)!.unit.rent).toBe(1250);
  });

  it('issue 23 listings: a clean dry run is applied and the grid shows the imported values', async () => {
    const recorded = recordRequests();
    const { user } = renderListings();
    await grid();
    await user.upload(screen.getByLabelText('Import CSV'), csvFile([row101(3, 1400)]));
    expect(await screen.findByText('1 row read: 1 unit will change.')).toBeVisible();
    expect(cell(101, 'Rent')).toHaveTextContent('$1,250');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Imported: 1 unit changed.')).toBeVisible();
    await waitFor(() => expect(cell(101, 'Rent')).toHaveTextContent('$1,400'));
    expect(sent(recorded, 'POST').map((request) => request.search)).toEqual(['?mode=dry-run', '?mode=apply']);
  });

  it('issue 23 listings: a file over 5 MB is refused before it is sent', async () => {
    const recorded = recordRequests();
    const { user } = renderListings();
    await grid();
    const large = new File(['x'.repeat(5 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Import CSV'), large);
    expect(await screen.findByText('That file is larger than 5 MB: import it in parts (one community at a time).')).toBeVisible();
    expect(sent(recorded, 'POST')).toHaveLength(0);
  });
});

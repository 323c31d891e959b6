import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CatalogConflict } from '@/features/staff/catalogEdits';
import type { EditablePlan, PlanChange } from '@/features/staff/planEdits';
import { anEditablePlan } from '@tests/msw/fixtures/staffCatalogPlans';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import PlanPage from './PlanPage';

const renderPlan = () =>
  renderWithProviders(
    <Routes>
      <Route path="/staff/listings/plans/:id" element={<PlanPage />} />
    </Routes>,
    { path: '/staff/listings/plans/7' },
  );
const sent = (recorded: ReturnType<typeof recordRequests>, method: string) => recorded.filter((request) => request.method === method).map((request) => request.body);
const patches = (recorded: ReturnType<typeof recordRequests>) => sent(recorded, 'PATCH');
const group = (name: 'Amenities' | 'Utilities') => screen.getByRole('group', { name });
const listed = (name: 'Amenities' | 'Utilities') =>
  within(within(group(name)).getByRole('list')).getAllByRole('listitem').map((item) => item.firstElementChild!.textContent);
const saved = () => screen.findByText('Saved. The site shows it from the next page load.');

describe('issue 23 floor plan page: amenities and utilities', () => {
  it('issue 23 plan lists: shows the plan\'s amenities and utilities in order with their bills, and says so while the catalog to add from loads', async () => {
    const held = holdResponses('*/api/staff/catalog/plan-features');
    renderPlan();
    await screen.findByRole('heading', { level: 1, name: 'The Elm' });
    expect(listed('Amenities')).toEqual(['Stainless steel appliances', 'Dishwasher']);
    expect(listed('Utilities')).toEqual(['Water', 'Electric']);
    expect(screen.getByRole('textbox', { name: /^Electric: average monthly bill/i })).toHaveValue('70');
    expect(screen.getByRole('textbox', { name: /^Electric: average monthly bill/i })).toHaveAccessibleDescription('Paid by the resident: added to the monthly estimate');
    expect(within(group('Amenities')).getByRole('combobox', { name: 'Add to the amenities' })).toBeDisabled();
    expect(within(group('Amenities')).getByRole('option', { name: 'Loading…' })).toBeInTheDocument();
    held.release();
    expect(await within(group('Amenities')).findByRole('option', { name: 'Balcony' })).toBeInTheDocument();
    // What the plan has already is not offered again.
    expect(within(group('Amenities')).queryByRole('option', { name: 'Dishwasher' })).toBeNull();
  });

  it('issue 23 plan lists: a plan without amenities or utilities says what the site then shows', async () => {
    server.use(http.get('*/api/staff/catalog/floorplans/:id', () => HttpResponse.json({ ...anEditablePlan, amenities: [], utilities: [] })));
    renderPlan();
    expect(await screen.findByText(/No amenities: the plan page shows no Amenities card/)).toBeVisible();
    expect(screen.getByText(/No utilities: the plan page shows no Utilities card, and the monthly estimate is the rent alone/)).toBeVisible();
  });

  it('issue 23 plan lists: when the catalog to add from cannot be loaded, says so and tries again; the lists stay editable', async () => {
    let calls = 0;
    server.use(http.get('*/api/staff/catalog/plan-features', () => (++calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : undefined)));
    const { user } = renderPlan();
    const alerts = await screen.findAllByText(/We couldn't load the amenities and utilities to add/);
    expect(alerts).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove Dishwasher' })).toBeEnabled();
    await user.click(within(group('Amenities')).getByRole('button', { name: 'Try again' }));
    expect(await within(group('Amenities')).findByRole('option', { name: 'Balcony' })).toBeInTheDocument();
  });

  it('issue 23 plan lists: by keyboard, an amenity is added, moved up and another removed, a bill changed; the focus stays with the item and the save sends the lists whole from the version shown', async () => {
    const recorded = recordRequests();
    const { user } = renderPlan();
    const amenities = await screen.findByRole('group', { name: 'Amenities' });
    await user.selectOptions(await within(amenities).findByRole('combobox', { name: 'Add to the amenities' }), 'Balcony');
    within(amenities).getByRole('button', { name: 'Add' }).focus();
    await user.keyboard('{Enter}');
    expect(listed('Amenities')).toEqual(['Stainless steel appliances', 'Dishwasher', 'Balcony']);
    expect(within(amenities).getByRole('combobox', { name: 'Add to the amenities' })).toHaveFocus();
    expect(within(amenities).getByRole('status')).toHaveTextContent('Balcony added, 3 of 3');

    within(amenities).getByRole('button', { name: 'Move Balcony up' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(listed('Amenities')).toEqual(['Balcony', 'Stainless steel appliances', 'Dishwasher']);
    expect(within(amenities).getByRole('button', { name: 'Move Balcony up' })).toHaveFocus();
    expect(within(amenities).getByRole('button', { name: 'Move Balcony up' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(amenities).getByRole('status')).toHaveTextContent('Balcony moved to 1 of 3');

    within(amenities).getByRole('button', { name: 'Remove Stainless steel appliances' }).focus();
    await user.keyboard('{Enter}');
    expect(listed('Amenities')).toEqual(['Balcony', 'Dishwasher']);
    expect(within(amenities).getByRole('button', { name: 'Remove Dishwasher' })).toHaveFocus();

    const electric = screen.getByRole('textbox', { name: /^Electric: average monthly bill/i });
    await user.clear(electric);
    await user.type(electric, '82.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await saved()).toBeVisible();
    expect(patches(recorded)).toEqual([
      {
        version: 3,
        amenities: [{ id: 4 }, { id: 3 }],
        utilities: [
          { id: 1, averageMonthlyBill: 35 },
          { id: 4, averageMonthlyBill: 82.5 },
        ],
      },
    ]);
    expect(listed('Amenities')).toEqual(['Balcony', 'Dishwasher']);
  });

  it('issue 23 plan lists: a utility added comes with its usual bill; a bill that is not an amount is refused before sending, on its own input', async () => {
    const recorded = recordRequests();
    const { user } = renderPlan();
    const utilities = await screen.findByRole('group', { name: 'Utilities' });
    await user.selectOptions(await within(utilities).findByRole('combobox', { name: 'Add to the utilities' }), 'Internet');
    await user.click(within(utilities).getByRole('button', { name: 'Add' }));
    const internet = screen.getByRole('textbox', { name: /^Internet: average monthly bill/i });
    expect(internet).toHaveValue('55');
    await user.clear(internet);
    await user.type(internet, 'about 50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(internet).toHaveAccessibleDescription(expect.stringContaining('Enter the average bill in dollars, from 0 to $2,000, or leave it empty'));
    expect(internet).toHaveFocus();
    expect(patches(recorded)).toEqual([]);
  });

  it('issue 23 plan lists: when someone changed the lists first (409), shows both versions and applies the change again on the current version', async () => {
    const theirs: EditablePlan = { ...anEditablePlan, version: 4, amenities: [{ id: 3, name: 'Dishwasher' }] };
    server.use(
      http.patch('*/api/staff/catalog/floorplans/:id', async ({ request }) => {
        const change = (await request.json()) as PlanChange;
        if (change.version !== theirs.version) return HttpResponse.json({ message: 'Changed', current: theirs } satisfies CatalogConflict<EditablePlan>, { status: 409 });
        return HttpResponse.json({ ...theirs, version: 5, utilities: [{ ...theirs.utilities[0] }, { ...theirs.utilities[1], averageMonthlyBill: 90 }] });
      }),
    );
    const recorded = recordRequests();
    const { user } = renderPlan();
    const electric = await screen.findByRole('textbox', { name: /^Electric: average monthly bill/i });
    await user.clear(electric);
    await user.type(electric, '90');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    const rows = within(alert).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Field', 'Your change', 'Now'],
      ['Amenities', 'Not changed', 'Dishwasher'],
      ['Utilities', 'Water (included), Electric ($90 a month)', 'Water (included), Electric ($70 a month)'],
    ]);
    await user.click(within(alert).getByRole('button', { name: 'Apply my change again' }));
    expect(await saved()).toBeVisible();
    expect(patches(recorded)[1]).toEqual({ version: 4, utilities: [{ id: 1, averageMonthlyBill: 35 }, { id: 4, averageMonthlyBill: 90 }] });
    expect(listed('Amenities')).toEqual(['Dishwasher']);
  });
});


/** Opens "Add a new amenity" and fills it in. */
async function fillNewAmenity(user: ReturnType<typeof renderPlan>['user'], name: string, kind?: string) {
  await screen.findByRole('heading', { level: 1, name: 'The Elm' });
  await user.click(within(group('Amenities')).getByText('Not in the list? Add a new amenity'));
  const form = within(group('Amenities')).getByRole('group', { name: 'New amenity' });
  if (name) await user.type(within(form).getByRole('textbox', { name: /^Amenity name/ }), name);
  if (kind) await user.selectOptions(within(form).getByRole('combobox', { name: /^Amenity kind/ }), kind);
  return form;
}

describe('issue 23 floor plan page: a new amenity', () => {
  it('issue 23 new amenity: created with its kind and featured, it joins the plan\'s list; Enter in the name adds it without saving the plan, and the plan\'s save sends it', async () => {
    const recorded = recordRequests();
    const { user } = renderPlan();
    const form = await fillNewAmenity(user, 'EV charging', 'Parking');
    await user.click(within(form).getByRole('checkbox', { name: /Listed first/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Amenity name/ }), '{Enter}');

    expect(await within(form).findByRole('status')).toHaveTextContent('EV charging is in the catalog now and added to this plan. Save the plan to keep it on the plan page.');
    expect(sent(recorded, 'POST')).toEqual([{ name: 'EV charging', type: 'PARKING', featured: true }]);
    // The plan's form was not submitted by that Enter.
    expect(patches(recorded)).toEqual([]);
    expect(screen.queryByText('Nothing to save: change a value first.')).toBeNull();
    expect(listed('Amenities')).toEqual(['Stainless steel appliances', 'Dishwasher', 'EV charging']);
    expect(within(form).getByRole('textbox', { name: /^Amenity name/ })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await saved()).toBeVisible();
    expect(patches(recorded)).toEqual([{ version: 3, amenities: [{ id: 1 }, { id: 3 }, { id: 50 }] }]);
  });

  it('issue 23 new amenity: says it is adding while the request runs, and does not send it twice', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post('*/api/staff/catalog/amenities', async () => void (await held)));
    const recorded = recordRequests();
    const { user } = renderPlan();
    const form = await fillNewAmenity(user, 'EV charging', 'Parking');
    await user.click(within(form).getByRole('button', { name: 'Add the new amenity' }));
    const pending = within(form).getByRole('button', { name: 'Adding the amenity…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await user.click(pending);
    expect(sent(recorded, 'POST')).toHaveLength(1);
    release();
    expect(await within(form).findByRole('status')).toHaveTextContent('EV charging is in the catalog now');
  });

  it('issue 23 new amenity: a name the catalog has, in another case, is refused naming it, and the office can pick that one instead', async () => {
    const { user } = renderPlan();
    const form = await fillNewAmenity(user, 'balcony', 'Outdoor');
    await user.click(within(form).getByRole('button', { name: 'Add the new amenity' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('There is already an amenity called "Balcony". Pick that one instead.');
    await user.click(within(alert).getByRole('button', { name: 'Add Balcony to this plan' }));
    expect(listed('Amenities')).toEqual(['Stainless steel appliances', 'Dishwasher', 'Balcony']);
    expect(within(form).getByRole('status')).toHaveTextContent('Balcony added to this plan. Save the plan to keep it on the plan page.');
  });

  it('issue 23 new amenity: a duplicate of one the plan has already says so and offers nothing to add', async () => {
    const { user } = renderPlan();
    const form = await fillNewAmenity(user, 'DISHWASHER', 'Kitchen');
    await user.click(within(form).getByRole('button', { name: 'Add the new amenity' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('There is already an amenity called "Dishwasher". Pick that one instead. Dishwasher is on this plan already.');
    expect(within(form).queryByRole('button', { name: /to this plan/ })).toBeNull();
    expect(listed('Amenities')).toEqual(['Stainless steel appliances', 'Dishwasher']);
  });

  it('issue 23 new amenity: a blank name and no kind are refused on their fields before anything is sent', async () => {
    const recorded = recordRequests();
    const { user } = renderPlan();
    const form = await fillNewAmenity(user, '   ');
    await user.click(within(form).getByRole('button', { name: 'Add the new amenity' }));
    expect(within(form).getByRole('textbox', { name: /^Amenity name/ })).toHaveAccessibleDescription(expect.stringContaining('Give the amenity a name'));
    expect(within(form).getByRole('combobox', { name: /^Amenity kind/ })).toHaveAccessibleDescription(expect.stringContaining('Choose what kind of amenity it is'));
    expect(sent(recorded, 'POST')).toEqual([]);
  });

  it('issue 23 new amenity: when the server fails, says so and keeps what was typed', async () => {
    server.use(http.post('*/api/staff/catalog/amenities', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderPlan();
    const form = await fillNewAmenity(user, 'EV charging', 'Parking');
    await user.click(within(form).getByRole('button', { name: 'Add the new amenity' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    expect(within(form).getByRole('textbox', { name: /^Amenity name/ })).toHaveValue('EV charging');
    expect(listed('Amenities')).toEqual(['Stainless steel appliances', 'Dishwasher']);
  });
});

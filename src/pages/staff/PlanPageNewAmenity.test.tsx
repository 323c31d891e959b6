import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
const amenities = () => screen.getByRole('group', { name: 'Amenities' });
const listed = () => within(within(amenities()).getByRole('list')).getAllByRole('listitem').map((item) => item.firstElementChild!.textContent);
const sent = (recorded: ReturnType<typeof recordRequests>, method: string) => recorded.filter((request) => request.method === method).map((request) => request.body);

/** Opens "Add a new amenity" and fills it in. */
async function fillNewAmenity(user: ReturnType<typeof renderPlan>['user'], name: string, kind?: string) {
  await screen.findByRole('heading', { level: 1, name: 'The Elm' });
  await user.click(within(amenities()).getByText('Not in the list? Add a new amenity'));
  const form = within(amenities()).getByRole('group', { name: 'New amenity' });
  if (name) await user.type(within(form).getByRole('textbox', { name: /^Name/ }), name);
  if (kind) await user.selectOptions(within(form).getByRole('combobox', { name: /^Kind/ }), kind);
  return form;
}

describe('issue 23 floor plan page: a new amenity', () => {
  it('issue 23 new amenity: created with its kind and featured, it joins the plan\'s list; Enter in the name adds it without saving the plan, and the plan\'s save sends it', async () => {
    const recorded = recordRequests();
    const { user } = renderPlan();
    const form = await fillNewAmenity(user, 'EV charging', 'Parking');
    await user.click(within(form).getByRole('checkbox', { name: /Featured/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), '{Enter}');

    expect(await within(form).findByRole('status')).toHaveTextContent('EV charging is in the catalog now and added to this plan. Save the plan to keep it on the plan page.');
    expect(sent(recorded, 'POST')).toEqual([{ name: 'EV charging', type: 'PARKING', featured: true }]);
    // The plan's form was not submitted by that Enter.
    expect(sent(recorded, 'PATCH')).toEqual([]);
    expect(screen.queryByText('Nothing to save: change a value first.')).toBeNull();
    expect(listed()).toEqual(['Stainless steel appliances', 'Dishwasher', 'EV charging']);
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The site shows it from the next page load.')).toBeVisible();
    expect(sent(recorded, 'PATCH')).toEqual([{ version: 3, amenities: [{ id: 1 }, { id: 3 }, { id: 50 }] }]);
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
    expect(listed()).toEqual(['Stainless steel appliances', 'Dishwasher', 'Balcony']);
    expect(within(form).getByRole('status')).toHaveTextContent('Balcony added to this plan. Save the plan to keep it on the plan page.');
  });

  it('issue 23 new amenity: a duplicate of one the plan has already says so and offers nothing to add', async () => {
    const { user } = renderPlan();
    const form = await fillNewAmenity(user, 'DISHWASHER', 'Kitchen');
    await user.click(within(form).getByRole('button', { name: 'Add the new amenity' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('There is already an amenity called "Dishwasher". Pick that one instead. Dishwasher is on this plan already.');
    expect(within(form).queryByRole('button', { name: /to this plan/ })).toBeNull();
    expect(listed()).toEqual(['Stainless steel appliances', 'Dishwasher']);
  });

  it('issue 23 new amenity: a blank name and no kind are refused on their fields before anything is sent', async () => {
    const recorded = recordRequests();
    const { user } = renderPlan();
    const form = await fillNewAmenity(user, '   ');
    await user.click(within(form).getByRole('button', { name: 'Add the new amenity' }));
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(expect.stringContaining('Give the amenity a name'));
    expect(within(form).getByRole('combobox', { name: /^Kind/ })).toHaveAccessibleDescription(expect.stringContaining('Choose what kind of amenity it is'));
    expect(sent(recorded, 'POST')).toEqual([]);
  });

  it('issue 23 new amenity: when the server fails, says so and keeps what was typed', async () => {
    server.use(http.post('*/api/staff/catalog/amenities', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderPlan();
    const form = await fillNewAmenity(user, 'EV charging', 'Parking');
    await user.click(within(form).getByRole('button', { name: 'Add the new amenity' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('EV charging');
    expect(listed()).toEqual(['Stainless steel appliances', 'Dishwasher']);
  });
});

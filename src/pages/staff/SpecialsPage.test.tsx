import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { homeSpecials, planSummaries } from '@tests/msw/fixtures/staffCatalogPlans';
import { recordRequests } from '@tests/msw/recordRequests';
import { holdResponses } from '@tests/msw/holdResponses';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import SpecialsPage from './SpecialsPage';

describe('issue 23 specials page: the floor plans', () => {
  it('issue 23 specials page: shows a placeholder while the plans load, then each community\'s plans with what they run, each a link to its page', async () => {
    const held = holdResponses('*/api/staff/catalog/floorplans');
    renderWithProviders(<SpecialsPage />, { path: '/staff/specials' });
    expect(await screen.findByText('Loading the floor plans')).toBeInTheDocument();
    held.release();
    const kirkwood = await screen.findByRole('region', { name: 'The Kirkwood' });
    expect(within(kirkwood).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The ElmOn the site · special rent $850 from Mar 01, 2026 to Mar 31, 2026 · 1 web special',
      'The OakNot on the site',
    ]);
    expect(within(kirkwood).getByRole('link', { name: 'The Elm' })).toHaveAttribute('href', '/staff/listings/plans/7');
    expect(within(screen.getByRole('region', { name: 'Cascades Flats' })).getByRole('listitem')).toHaveTextContent('Walnut TwoOn the site · 2 web specials');
  });

  it('issue 23 specials page: says when there are no floor plans', async () => {
    server.use(http.get('*/api/staff/catalog/floorplans', () => HttpResponse.json([])));
    renderWithProviders(<SpecialsPage />, { path: '/staff/specials' });
    expect(await screen.findByText('There are no floor plans yet.')).toBeVisible();
  });

  it('issue 23 specials page: says when the plans could not be loaded and tries again', async () => {
    let calls = 0;
    server.use(http.get('*/api/staff/catalog/floorplans', () => (++calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : HttpResponse.json(planSummaries))));
    const { user } = renderWithProviders(<SpecialsPage />, { path: '/staff/specials' });
    expect(await screen.findByText(/We couldn't load the floor plans/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'The Elm' })).toBeVisible();
  });
});

describe('issue 23 specials page: the home-page special', () => {
  const renderSpecials = () => renderWithProviders(<SpecialsPage />, { path: '/staff/specials' });
  const writes = (recorded: ReturnType<typeof recordRequests>) => recorded.filter((request) => request.method !== 'GET').map((request) => [request.method, request.path + request.search, request.body]);
  const preview = () => screen.getByRole('region', { name: 'Preview: what the pop-up shows' });

  it('issue 23 home-page special: shows a placeholder while the specials load, then the first one with its communities ticked', async () => {
    const held = holdResponses('*/api/staff/catalog/home-specials');
    const { user } = renderSpecials();
    expect(await screen.findByText('Loading the home-page specials')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Move-In Special');
    expect(screen.getByRole('checkbox', { name: 'The Kirkwood' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cascades Flats' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Special to edit' }), 'Refer a Friend');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Refer a Friend');
    expect(screen.getByRole('checkbox', { name: 'Cascades Flats' })).not.toBeChecked();
  });

  it('issue 23 home-page special: the preview shows, as it is typed, what the pop-up shows: the details\' markup, with what the pop-up removes removed', async () => {
    const { user } = renderSpecials();
    const details = await screen.findByRole('textbox', { name: /^Details \(HTML\)/ });
    expect(within(preview()).getByText('$500 off').tagName).toBe('STRONG');
    await user.clear(details);
    await user.type(details, '<p>Now <em>$600</em> off</p><img src="x" onerror="alert(1)"><script>alert(2)</script>');
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Bigger Special');
    expect(within(preview()).getByText('Bigger Special')).toBeVisible();
    expect(within(preview()).getByText('$600').tagName).toBe('EM');
    expect(preview().querySelector('script')).toBeNull();
    expect(preview().querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('issue 23 home-page special: saves what moved from the version shown, its communities as a list', async () => {
    const recorded = recordRequests();
    const { user } = renderSpecials();
    await user.click(await screen.findByRole('checkbox', { name: 'Cascades Flats' }));
    await user.type(screen.getByRole('textbox', { name: /^Image link/ }), 'https://images.example.com/move-in.jpg');
    await user.click(screen.getByRole('button', { name: 'Save the special' }));
    expect(await screen.findByText('Saved. The site shows it from the next page load.')).toBeVisible();
    expect(writes(recorded)).toEqual([['PATCH', '/api/staff/catalog/home-specials/1', { version: 4, image: 'https://images.example.com/move-in.jpg', communityIds: [1] }]]);
  });

  it('issue 23 home-page special: a save after someone else\'s (409) shows both side by side, keeps the values and applies them again on the current version', async () => {
    const theirs = { ...homeSpecials.specials[0], version: 5, title: 'Move-In Special (extended)' };
    server.use(
      http.patch('*/api/staff/catalog/home-specials/:id', async ({ request }) => {
        const { version, ...change } = (await request.json()) as { version: number };
        if (version !== theirs.version) return HttpResponse.json({ message: 'Changed', current: theirs }, { status: 409 });
        return HttpResponse.json({ ...theirs, ...change, version: version + 1 });
      }),
    );
    const recorded = recordRequests();
    const { user } = renderSpecials();
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), ' Hurry.');
    await user.click(screen.getByRole('button', { name: 'Save the special' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone changed this home-page special while you had it open');
    expect(within(alert).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Field', 'Your change', 'Now'],
      ['Title', 'Not changed', 'Move-In Special (extended)'],
      ['Description', 'Move in this month and get $500 off. Hurry.', 'Move in this month and get $500 off.'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Move in this month and get $500 off. Hurry.');
    await user.click(within(alert).getByRole('button', { name: 'Apply my change again' }));
    expect(await screen.findByText('Saved. The site shows it from the next page load.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Move-In Special (extended)');
    expect(writes(recorded).map(([, , body]) => body)).toEqual([
      { version: 4, description: 'Move in this month and get $500 off. Hurry.' },
      { version: 5, description: 'Move in this month and get $500 off. Hurry.' },
    ]);
  });

  it('issue 23 home-page special: adds a new one: an empty form checked before sending, then the new special shown with a notice', async () => {
    const added = { id: 3, version: 0, title: 'Holiday Special', description: 'A free month over the holidays.', details: '', image: null, startDate: '2026-12-01', communityIds: [3] };
    let listed = homeSpecials;
    server.use(
      http.get('*/api/staff/catalog/home-specials', () => HttpResponse.json(listed)),
      http.post('*/api/staff/catalog/home-specials', () => {
        listed = { ...homeSpecials, specials: [...homeSpecials.specials, added] };
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    const recorded = recordRequests();
    const { user } = renderSpecials();
    await user.click(await screen.findByRole('button', { name: 'Add a home-page special' }));
    expect(screen.getByRole('heading', { name: 'New home-page special' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Add the special' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(screen.getByText('Choose at least one community')).toBeVisible();
    expect(writes(recorded)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Holiday Special');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A free month over the holidays.');
    await user.clear(screen.getByLabelText(/^Start date/));
    await user.type(screen.getByLabelText(/^Start date/), '2026-12-01');
    await user.click(screen.getByRole('checkbox', { name: 'Cascades Flats' }));
    expect(within(preview()).getByText('Holiday Special')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add the special' }));
    expect(await screen.findByText('“Holiday Special” added. The pop-up shows it from its start date.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Special to edit' })).toHaveDisplayValue('Holiday Special');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Holiday Special');
    expect(writes(recorded)).toEqual([
      ['POST', '/api/staff/catalog/home-specials', { title: 'Holiday Special', description: 'A free month over the holidays.', details: '', image: '', startDate: '2026-12-01', communityIds: [3] }],
    ]);
  });

  it('issue 23 home-page special: removes one after asking, from the version shown; the next one is shown with a notice', async () => {
    let listed = homeSpecials;
    server.use(
      http.get('*/api/staff/catalog/home-specials', () => HttpResponse.json(listed)),
      http.delete('*/api/staff/catalog/home-specials/:id', () => {
        listed = { ...homeSpecials, specials: homeSpecials.specials.slice(1) };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const recorded = recordRequests();
    const { user } = renderSpecials();
    await user.click(await screen.findByRole('button', { name: 'Remove this special' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this home-page special?' });
    expect(dialog).toHaveTextContent('“Move-In Special” will no longer pop up on any community\'s pages.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove it' }));
    expect(await screen.findByText('“Move-In Special” removed. The pop-up no longer shows it.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Refer a Friend');
    expect(writes(recorded)).toEqual([['DELETE', '/api/staff/catalog/home-specials/1?version=4', undefined]]);
  });

  it('issue 23 home-page special: a removal after someone else\'s change (409) says what it now reads, removes nothing and shows it as it is now', async () => {
    const theirs = { ...homeSpecials.specials[0], version: 5, title: 'Move-In Special (extended)' };
    server.use(http.delete('*/api/staff/catalog/home-specials/:id', () => HttpResponse.json({ message: 'Changed', current: theirs }, { status: 409 })));
    const { user } = renderSpecials();
    await user.click(await screen.findByRole('button', { name: 'Remove this special' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this home-page special?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove it' }));
    expect(await within(dialog).findByText(/it now reads “Move-In Special \(extended\)”/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Move-In Special (extended)');
  });

  it('issue 23 home-page special: with none yet, says so and offers to add one', async () => {
    server.use(http.get('*/api/staff/catalog/home-specials', () => HttpResponse.json({ ...homeSpecials, specials: [] })));
    renderSpecials();
    expect(await screen.findByText("There is no home-page special yet: add one to show a pop-up on the communities' pages.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a home-page special' })).toBeVisible();
  });

  it('issue 23 home-page special: refuses no title, no community or an http image before sending anything', async () => {
    const recorded = recordRequests();
    const { user } = renderSpecials();
    await user.clear(await screen.findByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cascades Flats' }));
    await user.click(screen.getByRole('checkbox', { name: 'The Kirkwood' }));
    await user.type(screen.getByRole('textbox', { name: /^Image link/ }), 'http://images.example.com/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Save the special' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(expect.stringContaining('Give the special a title'));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Image link/ })).toHaveAccessibleDescription(expect.stringContaining('Use a full https:// link, or leave it empty'));
    expect(screen.getByText('Choose at least one community')).toBeVisible();
    expect(writes(recorded)).toEqual([]);
  });

  it('issue 23 home-page special: a save the server refuses shows its message and keeps the values', async () => {
    server.use(http.patch('*/api/staff/catalog/home-specials/:id', () => HttpResponse.json({ message: 'There is no community with id 3' }, { status: 400 })));
    const { user } = renderSpecials();
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), ' Hurry.');
    await user.click(screen.getByRole('button', { name: 'Save the special' }));
    expect(await screen.findByText('There is no community with id 3')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Move in this month and get $500 off. Hurry.');
  });

  it('issue 23 home-page special: says when the specials could not be loaded and tries again', async () => {
    let calls = 0;
    server.use(http.get('*/api/staff/catalog/home-specials', () => (++calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : HttpResponse.json(homeSpecials))));
    const { user } = renderSpecials();
    expect(await screen.findByText(/We couldn't load the home-page specials/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Move-In Special');
  });
});

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
  const puts = (recorded: ReturnType<typeof recordRequests>) => recorded.filter((request) => request.method === 'PUT').map((request) => [request.path, request.body]);
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

  it('issue 23 home-page special: saves the special as typed, its communities as a list', async () => {
    const recorded = recordRequests();
    const { user } = renderSpecials();
    await user.click(await screen.findByRole('checkbox', { name: 'Cascades Flats' }));
    await user.type(screen.getByRole('textbox', { name: /^Image link/ }), 'https://images.example.com/move-in.jpg');
    await user.click(screen.getByRole('button', { name: 'Save the special' }));
    expect(await screen.findByText('Saved. The pop-up shows it from the next page load.')).toBeVisible();
    const [first] = homeSpecials.specials;
    expect(puts(recorded)).toEqual([
      ['/api/staff/catalog/home-specials/1', { title: first.title, description: first.description, details: first.details, image: 'https://images.example.com/move-in.jpg', startDate: first.startDate, communityIds: [1] }],
    ]);
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
    expect(puts(recorded)).toEqual([]);
  });

  it('issue 23 home-page special: a save the server refuses shows its message and keeps the values', async () => {
    server.use(http.put('*/api/staff/catalog/home-specials/:id', () => HttpResponse.json({ message: 'There is no community with id 3' }, { status: 400 })));
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

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EditableCommunity } from '@/features/staff/communityEdits';
import { anEditableCommunity } from '@tests/msw/fixtures/staffCatalogCommunities';
import { staffCatalogCommunityHandlers } from '@tests/msw/handlers/staffCatalogCommunities';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import CommunityPage from './CommunityPage';

let store: { community: EditableCommunity };
beforeEach(() => {
  store = { community: anEditableCommunity };
  server.use(...staffCatalogCommunityHandlers(store));
});

const renderCommunity = (id = '1') =>
  renderWithProviders(
    <Routes>
      <Route path="/staff/communities/:id" element={<CommunityPage />} />
    </Routes>,
    { path: `/staff/communities/${id}` },
  );
const patches = (recorded: ReturnType<typeof recordRequests>) => recorded.filter((request) => request.method === 'PATCH').map((request) => request.body);
const SAVED = 'Saved. The site shows it from the next page load.';

describe('issue 23 community page', () => {
  it('issue 23 community page: shows a placeholder while the community loads, then its phone, office, bus routes and rating', async () => {
    const held = holdResponses('*/api/staff/catalog/communities/:id');
    renderCommunity();
    expect(await screen.findByText('Loading the community')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Kirkwood' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('(812) 555-0143');
    expect(screen.getByRole('radio', { name: /On site/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Office hours' })).toHaveValue('Mon-Fri 9:00 AM - 6:00 PM');
    expect(screen.getByRole('textbox', { name: 'Route 2' })).toHaveValue('IU Campus Bus A');
    expect(screen.getByRole('textbox', { name: /^Rating link/ })).toHaveValue('https://reviews.example.com/kirkwood');
    expect(screen.getByRole('link', { name: 'Back to the listings' })).toHaveAttribute('href', '/staff/listings?community=1');
  });

  it('issue 23 community page: names the other communities a shared office serves, which its hours change too', async () => {
    renderCommunity();
    expect(await screen.findByText(/it also serves Kirkwood Garage\. Its hours and directions change on those communities' pages too\./)).toBeVisible();
  });

  it('issue 23 community page: says when there is no such community', async () => {
    renderCommunity('404');
    expect(await screen.findByRole('heading', { name: 'Community not found' })).toBeVisible();
  });

  it('issue 23 community page: says when the community could not be loaded and tries again', async () => {
    let calls = 0;
    server.use(http.get('*/api/staff/catalog/communities/:id', () => (++calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : HttpResponse.json(anEditableCommunity))));
    const { user } = renderCommunity();
    expect(await screen.findByText(/We couldn't load this community/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Kirkwood' })).toBeVisible();
  });

  it('issue 23 community page: saves the phone, office hours, a changed, a removed and an added bus route, and the rating, from the version shown', async () => {
    const recorded = recordRequests();
    const { user } = renderCommunity();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '812-555-0177');
    await user.click(screen.getByRole('radio', { name: /Off site/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Office hours' }));
    await user.type(screen.getByRole('textbox', { name: 'Office hours' }), 'Mon-Sat 10-6');
    await user.click(screen.getByRole('button', { name: 'Remove route 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Route 1' }), ' (weekdays)');
    await user.click(screen.getByRole('button', { name: 'Add a bus route' }));
    await user.type(screen.getByRole('textbox', { name: 'Route 2' }), 'BT Route 9');
    await user.type(screen.getByRole('textbox', { name: /^Route 2 link/ }), 'https://bloomingtontransit.com/9');
    await user.clear(screen.getByRole('textbox', { name: 'Rating (optional)' }));
    await user.type(screen.getByRole('textbox', { name: 'Rating (optional)' }), '4.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(SAVED)).toBeVisible();
    expect(patches(recorded)).toEqual([
      {
        version: 5,
        phone: '812-555-0177',
        leasingOfficeType: 'OFF_SITE',
        officeHours: 'Mon-Sat 10-6',
        busRoutes: [
          { busRoute: 'IU Campus Bus A (weekdays)', busRouteLink: 'https://iubus.indiana.edu/' },
          { busRoute: 'BT Route 9', busRouteLink: 'https://bloomingtontransit.com/9' },
        ],
        rating: 4.5,
      },
    ]);
    expect(store.community).toMatchObject({ version: 6, phone: '8125550177' });
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('(812) 555-0177');
  });

  it('issue 23 community page: refuses a short phone, a rating past 5, a plain http link and a route without a name, before sending anything', async () => {
    const recorded = recordRequests();
    const { user } = renderCommunity();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '555-01');
    await user.clear(screen.getByRole('textbox', { name: 'Rating (optional)' }));
    await user.type(screen.getByRole('textbox', { name: 'Rating (optional)' }), '6');
    await user.clear(screen.getByRole('textbox', { name: /^Rating link/ }));
    await user.type(screen.getByRole('textbox', { name: /^Rating link/ }), 'http://reviews.example.com');
    await user.clear(screen.getByRole('textbox', { name: 'Route 1' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Enter the 10-digit phone number, like (812) 555-0143'));
    expect(phone).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Rating (optional)' })).toHaveAccessibleDescription(expect.stringContaining('The rating must be from 0 to 5'));
    expect(screen.getByRole('textbox', { name: /^Rating link/ })).toHaveAccessibleDescription(expect.stringContaining('Use a full https:// link, or leave it empty'));
    expect(screen.getByRole('textbox', { name: 'Route 1' })).toHaveAccessibleDescription(expect.stringContaining('Name the bus route'));
    expect(patches(recorded)).toEqual([]);
  });

  it('issue 23 community page: with nothing changed (the phone typed another way), says so and sends nothing', async () => {
    const recorded = recordRequests();
    const { user } = renderCommunity();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '812 555 0143');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to save: change a value first.');
    expect(patches(recorded)).toEqual([]);
  });

  it('issue 23 community page: shows the message of a change the server refuses, and keeps the values', async () => {
    server.use(http.patch('*/api/staff/catalog/communities/:id', () => HttpResponse.json({ message: 'This community has no leasing office, so it has no hours or directions to change.' }, { status: 400 })));
    const { user } = renderCommunity();
    await user.type(await screen.findByRole('textbox', { name: 'Office hours' }), ', Sun 12-4');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This community has no leasing office');
    expect(screen.getByRole('textbox', { name: 'Office hours' })).toHaveValue('Mon-Fri 9:00 AM - 6:00 PM, Sun 12-4');
  });

  it('issue 23 community page: someone changed it first (409): both versions side by side, the values kept, applied again on the current version', async () => {
    // Someone changed the shared office's hours through the other community: the version moved on.
    store.community = { ...anEditableCommunity, version: 6, officeHours: 'Every day 8-8' };
    const recorded = recordRequests();
    const { user } = renderCommunity();
    const rating = await screen.findByRole('textbox', { name: 'Rating (optional)' });
    store.community = { ...anEditableCommunity, version: 7, officeHours: 'Every day 8-8', phone: '8125550100' };
    await user.clear(rating);
    await user.type(rating, '4.9');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone changed this community while you had it open');
    const rows = within(alert).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Field', 'Your change', 'Now'],
      ['Phone', 'Not changed', '(812) 555-0100'],
      ['Rating', '4.9', '4.7'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Rating (optional)' })).toHaveValue('4.9');
    await user.click(within(alert).getByRole('button', { name: 'Apply my change again' }));
    expect(await screen.findByText(SAVED)).toBeVisible();
    expect(patches(recorded)).toEqual([
      { version: 6, rating: 4.9 },
      { version: 7, rating: 4.9 },
    ]);
    expect(store.community).toMatchObject({ version: 8, rating: 4.9, phone: '8125550100', officeHours: 'Every day 8-8' });
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('(812) 555-0100');
  });

  it('issue 23 community page: a 409 can be settled by keeping the community as it is now', async () => {
    const { user } = renderCommunity();
    const rating = await screen.findByRole('textbox', { name: 'Rating (optional)' });
    store.community = { ...anEditableCommunity, version: 6, rating: 4.2 };
    await user.clear(rating);
    await user.type(rating, '4.9');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(await screen.findByRole('button', { name: 'Keep it as it is now' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Rating (optional)' })).toHaveValue('4.2');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { funnel } from '@tests/msw/fixtures/staffOffice';
import { pinToday } from '@tests/msw/fixtures/today';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import FunnelPage from './FunnelPage';

const renderFunnel = (path = '/staff/funnel') => renderWithProviders(<FunnelPage />, { path });
const funnelRequests = (recorded: ReturnType<typeof recordRequests>) =>
  recorded.filter((request) => request.path === '/api/staff/funnel').map((request) => Object.fromEntries(new URLSearchParams(request.search)));
const tableRows = () =>
  within(screen.getByRole('table', { name: 'Contact funnel by period' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('issue 22 funnel', () => {
  it('asks for the last 14 days at the office, a line a day, and shows the numbers and rates in a table with totals', async () => {
    pinToday();
    const recorded = recordRequests();
    renderFunnel();
    await screen.findByRole('table', { name: 'Contact funnel by period' });
    expect(funnelRequests(recorded)).toEqual([{ from: '2026-02-25', to: '2026-03-10', group: 'day' }]);
    expect(tableRows()).toEqual([
      ['Period', 'Clicked', 'Initiated', 'Submitted', 'Initiated / clicked', 'Submitted / clicked'],
      ['Mar 08, 2026', '40', '10', '4', '25%', '10%'],
      ['Mar 09, 2026', '0', '0', '0', '—', '—'],
      ['Mar 10, 2026', '12', '6', '3', '50%', '25%'],
      ['Total', String(funnel.totals.clicked), '16', '7', '30.8%', '13.5%'],
    ]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-02-25');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-10');
    // The chart is for eyes: the table is what assistive technology reads.
    expect(screen.getByTestId('funnel-chart')).toHaveAttribute('aria-hidden', 'true');
  });

  it('groups by week and narrows to a community by keyboard, keeping the choice in the URL', async () => {
    const recorded = recordRequests();
    const { user, router } = renderFunnel('/staff/funnel?from=2026-03-01&to=2026-03-14');
    await screen.findByRole('table', { name: 'Contact funnel by period' });
    screen.getByRole('radio', { name: 'Day' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
    await waitFor(() => expect(screen.getAllByText(/^Week of /)).toHaveLength(3));

    const community = screen.getByRole('combobox', { name: 'Community' });
    await waitFor(() => expect(within(community).getByRole('option', { name: 'Jordan Commons' })).toBeInTheDocument());
    community.focus();
    await user.selectOptions(community, 'Jordan Commons');
    await waitFor(() => expect(funnelRequests(recorded).at(-1)).toEqual({ from: '2026-03-01', to: '2026-03-14', group: 'week', community: '2' }));
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-14&group=week&community=2');
  });

  it('shows a placeholder while the numbers load', async () => {
    const held = holdResponses('*/api/staff/funnel');
    renderFunnel();
    expect(await screen.findByText('Loading the funnel')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('table', { name: 'Contact funnel by period' })).toBeVisible();
  });

  it('says when nothing happened in the dates chosen', async () => {
    server.use(http.get('*/api/staff/funnel', () => HttpResponse.json({ rows: [{ period: '2026-03-10', clicked: 0, initiated: 0, submitted: 0 }], totals: { clicked: 0, initiated: 0, submitted: 0 } })));
    renderFunnel();
    expect(await screen.findByText('No contact form was clicked, started or sent in these dates.')).toBeVisible();
  });

  it('says when the funnel could not be loaded and tries again', async () => {
    let calls = 0;
    server.use(http.get('*/api/staff/funnel', () => (++calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : HttpResponse.json(funnel))));
    const { user } = renderFunnel();
    expect(await screen.findByText(/We couldn't load the funnel/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Contact funnel by period' })).toBeVisible();
  });
});

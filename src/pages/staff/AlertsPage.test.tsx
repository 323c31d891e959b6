import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffAlerts } from '@tests/msw/fixtures/staffOffice';
import { holdResponses } from '@tests/msw/holdResponses';
import { server } from '@tests/msw/server';
import { onAPhone } from '@tests/phoneScreen';
import { renderWithProviders } from '@tests/render';
import AlertsPage from './AlertsPage';

const renderAlerts = () => renderWithProviders(<AlertsPage />, { path: '/staff/alerts' });
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('issue 25 staff: the alerts page', () => {
  it('issue 25 staff: shows a placeholder while the alerts load', async () => {
    const held = holdResponses('*/api/staff/alerts');
    renderAlerts();
    expect(await screen.findByText('Loading the alerts')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('table', { name: 'Running alerts by community' })).toBeVisible();
  });

  it('issue 25 staff: counts the running alerts per community and lists the mails sent, in office time, with addresses as the API gives them', async () => {
    renderAlerts();
    await screen.findByRole('table', { name: 'Running alerts by community' });
    expect(rowsOf('Running alerts by community')).toEqual([
      ['Community', 'Instant', 'Daily digest'],
      ['Every community (home search)', '4', '2'],
      ['Jordan Commons', '1', '3'],
    ]);
    expect(rowsOf('Alert mails sent')).toEqual([
      ['Sent', 'Kind', 'Homes', 'To'],
      ['Mar 10, 2026, 8:00 AM', 'Daily digest', '12', 'ana@example.com'],
      ['Mar 9, 2026, 4:15 PM', 'Instant', '1', 'bo@example.com'],
    ]);
  });

  it('issue 25 staff: tables that fit on one page show no pager (no "Page 1 of 1", no "Rows per page")', async () => {
    renderAlerts();
    await screen.findByRole('table', { name: 'Alert mails sent' });
    expect(screen.queryByText(/^Page \d+ of/)).toBeNull();
    expect(screen.queryByRole('button', { name: /page$/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
  });

  it('issue 25 staff: an agent (no addresses in the answer) sees no address column', async () => {
    server.use(http.get('*/api/staff/alerts', () => HttpResponse.json({ ...staffAlerts, sent: staffAlerts.sent.map(({ email: _email, ...mail }) => mail) })));
    renderAlerts();
    await screen.findByRole('table', { name: 'Alert mails sent' });
    expect(rowsOf('Alert mails sent')[0]).toEqual(['Sent', 'Kind', 'Homes']);
    expect(screen.queryByText('ana@example.com')).toBeNull();
  });

  it('issue 25 staff: says when there are no alerts and no mails yet', async () => {
    server.use(http.get('*/api/staff/alerts', () => HttpResponse.json({ communities: [], sent: [] })));
    renderAlerts();
    expect(await screen.findByText('No renter has a running alert yet.')).toBeVisible();
    expect(screen.getByText('No alert mail has been sent yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('issue 25 staff: says when the alerts could not be loaded and tries again', async () => {
    let calls = 0;
    server.use(http.get('*/api/staff/alerts', () => (++calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : HttpResponse.json(staffAlerts))));
    const { user } = renderAlerts();
    expect(await screen.findByText(/We couldn't load the alerts/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Alert mails sent' })).toBeVisible();
  });
});

describe('issue 25 staff: the alerts page on a phone (narrower than 40rem)', () => {
  beforeEach(onAPhone);

  it('issue 25 staff: a card a mail (when, kind, homes, address) instead of a table whose address column would be cut', async () => {
    renderAlerts();
    const mails = await screen.findByRole('list', { name: 'Alert mails sent' });
    expect(screen.queryByRole('table', { name: 'Alert mails sent' })).toBeNull();
    expect(within(mails).getAllByRole('listitem').map((card) => card.textContent)).toEqual([
      'Mar 10, 2026, 8:00 AMDaily digest, 12 homesTo ana@example.com',
      'Mar 9, 2026, 4:15 PMInstant, 1 homeTo bo@example.com',
    ]);
    expect(screen.queryByText(/^Page \d+ of/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
  });
});

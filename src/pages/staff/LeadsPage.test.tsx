import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LeadConflict } from '@/features/staff/types';
import { aLead, leadRows, signedInAgent } from '@tests/msw/fixtures/staffOffice';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { onAPhone } from '@tests/phoneScreen';
import { renderWithProviders } from '@tests/render';
import LeadsPage from './LeadsPage';

const renderInbox = (path = '/staff/leads') => renderWithProviders(<LeadsPage />, { path });
const leadRequests = (recorded: ReturnType<typeof recordRequests>) =>
  recorded.filter((request) => request.method === 'GET' && request.path === '/api/staff/leads').map((request) => new URLSearchParams(request.search));
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('issue 22 leads: the inbox', () => {
  // The office's tests sign in as a leasing agent (the frame's fixtures sign in an admin).
  beforeEach(() => server.use(http.get('*/api/staff/me', () => HttpResponse.json(signedInAgent))));

  it('shows a skeleton while the first page loads', async () => {
    const held = holdResponses('*/api/staff/leads');
    renderInbox();
    expect(await screen.findByText('Loading leads')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Leads' })).toBeNull();
    held.release();
    expect(await screen.findByRole('table', { name: 'Leads' })).toBeVisible();
  });

  it('lists each lead with its kind, community, status, assignee, times and follow-up, newest first, 50 a page', async () => {
    const recorded = recordRequests();
    renderInbox();
    const dana = await screen.findByRole('link', { name: 'Dana Reyes' });
    expect(dana).toHaveAttribute('href', '/staff/leads/12');
    const lee = rowOf('Lee Park');
    expect(within(lee).getByText('Application request')).toBeVisible();
    expect(within(lee).getByText('Jordan Commons')).toBeVisible();
    expect(within(lee).getByRole('combobox', { name: 'Status of Lee Park' })).toHaveValue('contacted');
    expect(within(lee).getByText('Sam Ortiz')).toBeVisible();
    expect(within(lee).getByText('Mar 9, 2026, 11:00 AM')).toHaveAttribute('title', '2026-03-09 15:00:00 UTC');
    expect(within(lee).getByText('2 h 30 min')).toBeVisible();
    expect(within(lee).getByText('Mar 12, 2026')).toBeVisible();
    expect(within(rowOf('Dana Reyes')).getByText('Unassigned')).toBeVisible();
    expect(within(rowOf('Dana Reyes')).getByText('Not yet')).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(Object.fromEntries(leadRequests(recorded)[0])).toEqual({ sort: 'createdAt', direction: 'desc', page: '0', size: '50' });
    expect(screen.getByRole('columnheader', { name: 'Received' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('changes a status in one tap: the choice sends the PATCH with the row version at once', async () => {
    const recorded = recordRequests();
    const { user } = renderInbox();
    const status = await screen.findByRole('combobox', { name: 'Status of Dana Reyes' });
    await user.selectOptions(status, 'contacted');
    await waitFor(() => expect(recorded.find((request) => request.method === 'PATCH')?.body).toEqual({ version: 1, status: 'contacted' }));
    expect(recorded.find((request) => request.method === 'PATCH')?.path).toBe('/api/staff/leads/12');
    await waitFor(() => expect(leadRequests(recorded)).toHaveLength(2));
    expect(status).toHaveValue('contacted');
  });

  it('asks why before marking a lead lost, and will not send without a reason', async () => {
    const recorded = recordRequests();
    const { user } = renderInbox();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Dana Reyes' }), 'lost');
    const dialog = await screen.findByRole('dialog', { name: 'Why was Dana Reyes lost?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(expect.stringContaining('Say why the lead was lost'));
    expect(recorded.some((request) => request.method === 'PATCH')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Signed elsewhere');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(recorded.find((request) => request.method === 'PATCH')?.body).toEqual({ version: 1, status: 'lost', lostReason: 'Signed elsewhere' });
  });

  it('says so when someone changed the lead first, and fetches the list again', async () => {
    const conflict: LeadConflict = { message: 'Changed', current: { ...aLead, status: 'applied', version: 2 } };
    server.use(http.patch('*/api/staff/leads/:id', () => HttpResponse.json(conflict, { status: 409 })));
    const recorded = recordRequests();
    const { user } = renderInbox();
    const status = await screen.findByRole('combobox', { name: 'Status of Dana Reyes' });
    await user.selectOptions(status, 'contacted');
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone changed this lead while you had it open');
    expect(status).toHaveAccessibleDescription('Someone changed this lead while you had it open');
    await waitFor(() => expect(leadRequests(recorded)).toHaveLength(2));
  });

  it('keeps filters, sort and page in the URL and asks the server for them; the CSV link carries the same filters', async () => {
    const recorded = recordRequests();
    const { user, router } = renderInbox();
    await screen.findByRole('link', { name: 'Dana Reyes' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'new');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Community' }), 'Jordan Commons');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Me');
    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail' }), 'dana{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=new&community=2&assignee=3&q=dana'));
    expect(Object.fromEntries(leadRequests(recorded).at(-1)!)).toMatchObject({ status: 'new', community: '2', assignee: '3', q: 'dana', page: '0' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/staff/leads.csv?status=new&community=2&assignee=3&q=dana');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(Object.fromEntries(leadRequests(recorded).at(-1)!)).toMatchObject({ sort: 'name', direction: 'asc', page: '1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    await waitFor(() => expect(Object.fromEntries(leadRequests(recorded).at(-1)!)).toMatchObject({ size: '100', page: '0' }));
    expect(router.state.location.search).toBe('?status=new&community=2&assignee=3&q=dana&sort=name&direction=asc&size=100');
  });

  it('offers Unassigned, Me and the assignees of the leads in view', async () => {
    renderInbox();
    await screen.findByRole('link', { name: 'Dana Reyes' });
    const assignee = screen.getByRole('combobox', { name: 'Assignee' });
    await waitFor(() => expect(within(assignee).getAllByRole('option').map((option) => option.textContent)).toEqual(['Anyone', 'Unassigned', 'Me', 'Jo Banks']));
  });

  it('says when no lead matches the filters and clears them', async () => {
    server.use(http.get('*/api/staff/leads', ({ request }) => HttpResponse.json(new URL(request.url).searchParams.has('status') ? { rows: [], total: 0, more: false } : { rows: leadRows, total: 3, more: false })));
    const { user, router } = renderInbox('/staff/leads?status=lost&sort=name');
    expect(await screen.findByText('No leads match these filters.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Dana Reyes' })).toBeVisible();
    expect(router.state.location.search).toBe('?sort=name');
  });

  it('says when there are no leads at all', async () => {
    server.use(http.get('*/api/staff/leads', () => HttpResponse.json({ rows: [], total: 0, more: false })));
    renderInbox();
    expect(await screen.findByText(/No leads yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says when the leads could not be loaded and tries again', async () => {
    let calls = 0;
    server.use(http.get('*/api/staff/leads', () => (++calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : HttpResponse.json({ rows: leadRows, total: 3, more: false }))));
    const { user } = renderInbox();
    expect(await screen.findByText(/We couldn't load the leads/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dana Reyes' })).toBeVisible();
  });
});

describe('issue 22 leads on a phone (narrower than 40rem)', () => {
  beforeEach(() => {
    server.use(http.get('*/api/staff/me', () => HttpResponse.json(signedInAgent)));
    onAPhone();
  });

  it('shows each lead as a card (name link, community, received, status, assignee) instead of the wide table', async () => {
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Leads' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const lee = within(list).getByRole('article', { name: 'Lee Park' });
    expect(within(lee).getByRole('link', { name: 'Lee Park' })).toHaveAttribute('href', '/staff/leads/11');
    expect(lee).toHaveTextContent('Jordan Commons · Mar 9, 2026, 11:00 AM');
    expect(within(lee).getByRole('combobox', { name: 'Status of Lee Park' })).toHaveValue('contacted');
    expect(lee).toHaveTextContent('Taken by Sam Ortiz');
    expect(within(list).getByRole('article', { name: 'Dana Reyes' })).toHaveTextContent('Unassigned');
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
  });

  it("keeps the filters behind 'Filters (N)', in a sheet that counts the leads they find", async () => {
    const recorded = recordRequests();
    const { user, router } = renderInbox('/staff/leads?community=2');
    await screen.findByRole('list', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Status' }), 'new');
    await waitFor(() => expect(router.state.location.search).toBe('?status=new&community=2'));
    expect(Object.fromEntries(leadRequests(recorded).at(-1)!)).toMatchObject({ status: 'new', community: '2' });
    await user.click(await within(sheet).findByRole('button', { name: 'Show 134 results' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveFocus();
  });

  it('a search wider than the count goes: the sheet offers "Show 1,000+ results" and the pages go on ("of 20+")', async () => {
    server.use(http.get('*/api/staff/leads', () => HttpResponse.json({ rows: leadRows, total: 1_000, more: true })));
    const { user } = renderInbox('/staff/leads?q=example.org');
    await screen.findByRole('list', { name: 'Leads' });
    expect(screen.getByText('Page 1 of 20+')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    expect(within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Show 1,000+ results' })).toBeVisible();
  });

  it('sorts and pages the cards with their own controls', async () => {
    const recorded = recordRequests();
    const { user } = renderInbox();
    await screen.findByRole('list', { name: 'Leads' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('createdAt');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('desc');
    expect(screen.getByRole('option', { name: 'Newest first', selected: true })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name');
    await waitFor(() => expect(Object.fromEntries(leadRequests(recorded).at(-1)!)).toMatchObject({ sort: 'name', direction: 'asc', page: '0' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Z to A');
    await waitFor(() => expect(Object.fromEntries(leadRequests(recorded).at(-1)!)).toMatchObject({ sort: 'name', direction: 'desc' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(Object.fromEntries(leadRequests(recorded).at(-1)!)).toMatchObject({ sort: 'name', direction: 'desc', page: '1' }));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { auditPage } from '@tests/msw/fixtures/staffOffice';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import AuditPage from './AuditPage';

const renderAudit = (path = '/staff/audit') => renderWithProviders(<AuditPage />, { path });
const auditRequests = (recorded: ReturnType<typeof recordRequests>) =>
  recorded.filter((request) => request.path === '/api/staff/audit').map((request) => Object.fromEntries(new URLSearchParams(request.search)));

describe('issue 22 audit log', () => {
  it('lists who did what (the action in plain English), when in company time (UTC on hover), from where, and what changed as text', async () => {
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, statusChange, failedSignIn] = within(table).getAllByRole('row');
    expect([...statusChange.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Mar 10, 2026, 11:04 AM', 'Sam Ortiz', 'Status changed', 'lead 12', '203.0.113.9', 'status: new → contacted']);
    expect(within(statusChange).getByText('Mar 10, 2026, 11:04 AM')).toHaveAttribute('title', '2026-03-10 15:04:05 UTC');
    expect([...failedSignIn.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Mar 10, 2026, 10:00 AM', 'Nobody signed in', 'Sign-in failed', '—', '198.51.100.4', '—']);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/staff/audit.csv?');
  });

  it('writes stored markup as text', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    server.use(http.get('*/api/staff/audit', () => HttpResponse.json({ rows: [{ ...auditPage.rows[0], target: attack, after: { body: attack } }], total: 1 })));
    renderAudit();
    expect(await screen.findByText(attack)).toBeVisible();
    expect(screen.getByText(`body: none → ${attack}`)).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
  });

  it('filters by an action chosen from the list and pages, keeping both in the URL and the CSV link', async () => {
    server.use(http.get('*/api/staff/audit', () => HttpResponse.json({ ...auditPage, total: 120 })));
    const recorded = recordRequests();
    const { user, router } = renderAudit();
    await screen.findByRole('table', { name: 'Audit log' });
    expect(auditRequests(recorded)).toEqual([{ page: '0', size: '50' }]);
    const action = screen.getByRole('combobox', { name: 'Action' });
    expect(within(action).getAllByRole('option').slice(0, 3).map((option) => option.textContent)).toEqual(['Every action', 'Status changed', 'Assignee changed']);
    expect(within(action).getByRole('option', { name: 'Access denied' })).toBeInTheDocument();
    await user.selectOptions(action, 'Status changed');
    await waitFor(() => expect(auditRequests(recorded).at(-1)).toEqual({ action: 'lead-status', page: '0', size: '50' }));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/staff/audit.csv?action=lead-status');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(auditRequests(recorded).at(-1)).toEqual({ action: 'lead-status', page: '1', size: '50' }));
    expect(router.state.location.search).toBe('?action=lead-status&page=1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Every action');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a placeholder while the log loads', async () => {
    const held = holdResponses('*/api/staff/audit');
    renderAudit();
    expect(await screen.findByText('Loading the audit log')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeVisible();
  });

  it('says when no entry matches', async () => {
    server.use(http.get('*/api/staff/audit', () => HttpResponse.json({ rows: [], total: 0 })));
    renderAudit('/staff/audit?action=member-enabled');
    expect(await screen.findByText('No entries for this action.')).toBeVisible();
  });

  it("tells a member who is not an admin that the log is not theirs to read", async () => {
    server.use(http.get('*/api/staff/audit', () => HttpResponse.json({ message: 'Only admins can do that.' }, { status: 403 })));
    renderAudit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do that.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says when the log could not be loaded and tries again', async () => {
    let calls = 0;
    server.use(http.get('*/api/staff/audit', () => (++calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : HttpResponse.json(auditPage))));
    const { user } = renderAudit();
    expect(await screen.findByText(/We couldn't load the audit log/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeVisible();
  });
});

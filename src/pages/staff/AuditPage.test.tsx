import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage as AuditLogPage } from '@/features/staff/types';
import { auditPage } from '@tests/msw/fixtures/staffOffice';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { onAPhone } from '@tests/phoneScreen';
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
    expect([...statusChange.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Mar 10, 2026, 11:04 AM', 'Sam Ortiz', 'Status changed', 'lead 12', '203.0.113.9', 'status: new → contacted', '']);
    expect(within(statusChange).getByText('Mar 10, 2026, 11:04 AM')).toHaveAttribute('title', '2026-03-10 15:04:05 UTC');
    expect([...failedSignIn.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Mar 10, 2026, 10:00 AM', 'Nobody signed in', 'Sign-in failed', '—', '198.51.100.4', '—', '']);
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

describe('issue 23 audit log: undo', () => {
  const unitChange: AuditEntry = {
    id: 30,
    at: '2026-03-11T15:00:00.000Z',
    actorId: 3,
    actorName: 'Sam Ortiz',
    action: 'unit-change',
    target: 'unit 101',
    from: '203.0.113.9',
    before: { rent: 1250 },
    after: { rent: 1300 },
  };
  const communityChange: AuditEntry = { ...unitChange, id: 29, action: 'community-change', target: 'community 1', before: { phone: '8125550143' }, after: { phone: '8125550177' } };
  const undoEntry: AuditEntry = { ...unitChange, id: 31, at: '2026-03-11T16:00:00.000Z', actorName: 'Alex Admin', action: 'catalog-revert', before: { rent: 1300 }, after: { rent: 1250 } };

  /** The log as the server keeps it: an undo (`undo`) is added at the top. */
  function serveLog(rows: AuditEntry[], revert: () => Response | Promise<Response>, undo = undoEntry) {
    let log = rows;
    server.use(
      http.get('*/api/staff/audit', () => HttpResponse.json({ rows: log, total: log.length } satisfies AuditLogPage)),
      http.post('*/api/staff/audit/:id/revert', async () => {
        const answer = await revert();
        if (answer.status === 200) log = [undo, ...log];
        return answer;
      }),
    );
  }

  it('issue 23 audit log: only entries of a revertible action (the seam\'s list) and undos of them have an Undo button', async () => {
    serveLog([undoEntry, unitChange, communityChange, { ...unitChange, id: 28, action: 'floorplan-change', target: 'floorplan 7' }, auditPage.rows[0], { ...undoEntry, id: 27, target: 'lead 12' }], () => HttpResponse.json(undoEntry));
    renderAudit();
    await screen.findByRole('table', { name: 'Audit log' });
    expect(screen.getAllByRole('button', { name: /^Undo / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Undo change undone on unit 101 (entry 31)',
      'Undo unit changed on unit 101 (entry 30)',
      'Undo community changed on community 1 (entry 29)',
      'Undo floor plan changed on floorplan 7 (entry 28)',
    ]);
  });

  it('issue 23 audit log: a home-page special\'s addition, change and removal, a web special\'s and a photo\'s change have Undo; a removed photo says why it cannot be undone', async () => {
    const special = { title: 'Winter Special' };
    serveLog(
      [
        { ...unitChange, id: 40, action: 'home-special-added', target: 'home-special 5', before: null, after: special },
        { ...unitChange, id: 41, action: 'home-special-change', target: 'home-special 5', before: special, after: { title: 'Spring Special' } },
        { ...unitChange, id: 42, action: 'home-special-removed', target: 'home-special 5', before: special, after: null },
        { ...unitChange, id: 43, action: 'web-special-removed', target: 'web-special 9', before: { description: 'Free parking' }, after: null },
        { ...unitChange, id: 44, action: 'floorplan-photo-changed', target: 'floorplan 7', before: { cover: 'a' }, after: { cover: 'b' } },
        { ...unitChange, id: 45, action: 'floorplan-photo-removed', target: 'floorplan 7', before: { photo: 'a' }, after: null },
        { ...unitChange, id: 46, action: 'amenity-added', target: 'amenity 24', before: null, after: { id: 24, name: 'EV charging', featured: false, type: 'PARKING' } },
      ],
      () => HttpResponse.json(undoEntry),
    );
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(screen.getAllByRole('button', { name: /^Undo / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Undo home-page special added on home-special 5 (entry 40)',
      'Undo home-page special changed on home-special 5 (entry 41)',
      'Undo home-page special removed on home-special 5 (entry 42)',
      'Undo web special removed on web-special 9 (entry 43)',
      'Undo floor plan photo changed on floorplan 7 (entry 44)',
    ]);
    expect(within(table).getByText("Cannot be undone: the photo was deleted with it. Upload it again from the plan's page.")).toBeVisible();
    // Issue 23: an amenity added may be on plans since; deleting it would not be an undo.
    expect(within(table).getByText("Cannot be undone: floor plans may use it now. Take it off a plan from the plan's page.")).toBeVisible();
  });

  it("issue 23 audit log: a photo's upload has Undo, whose question says the photo is deleted for good; the undo's own entry says why it cannot be undone", async () => {
    const photoAdded: AuditEntry = { ...unitChange, id: 47, action: 'floorplan-photo-added', target: 'floorplan 7', before: null, after: { photo: 'upload-a', fileName: 'kitchen.jpg', place: 2 } };
    const uploadUndone: AuditEntry = { ...photoAdded, id: 48, actorName: 'Alex Admin', action: 'floorplan-photo-upload-undone', before: { photo: 'upload-a', place: 2, altText: 'Kitchen' }, after: null };
    serveLog([photoAdded], () => HttpResponse.json(uploadUndone), uploadUndone);
    const { user } = renderAudit();
    await user.click(await screen.findByRole('button', { name: 'Undo floor plan photo added on floorplan 7 (entry 47)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this change?' });
    expect(dialog).toHaveTextContent('This takes off floorplan 7 what the floor plan photo added put there and deletes it for good. The undo is logged, but cannot itself be undone.');
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['photo: upload-a → none', 'fileName: kitchen.jpg → none', 'place: 2 → none']);
    await user.click(within(dialog).getByRole('button', { name: 'Undo the change' }));

    const table = screen.getByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Floor plan photo upload undone'));
    const undone = within(table).getAllByRole('row')[1];
    expect(within(undone).getByText("Cannot be undone: the photo was deleted with it. Upload it again from the plan's page.")).toBeVisible();
    expect(within(undone).queryByRole('button')).toBeNull();
  });

  it('issue 23 audit log: Undo asks first, then sends the revert; the new entry shows at the top of the first page with every action', async () => {
    serveLog([unitChange, communityChange], () => HttpResponse.json(undoEntry));
    const recorded = recordRequests();
    const { user, router } = renderAudit('/staff/audit?action=unit-change&page=1');
    await user.click(await screen.findByRole('button', { name: 'Undo unit changed on unit 101 (entry 30)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this change?' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('rent: 1300 → 1250');
    expect(recorded.filter((request) => request.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Undo the change' }));
    expect(await screen.findByText('Undone: unit 101 is back as it was. The undo is the first entry below.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(recorded.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/staff/audit/30/revert']);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row')[1]).toHaveTextContent('Change undone'));
    expect(within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row')[1]).toHaveTextContent('Alex Admin');
    expect(router.state.location.search).toBe('');
  });

  it('issue 23 audit log: cancelling the question sends nothing', async () => {
    serveLog([unitChange], () => HttpResponse.json(undoEntry));
    const recorded = recordRequests();
    const { user } = renderAudit();
    await user.click(await screen.findByRole('button', { name: /^Undo unit changed/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(recorded.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('issue 23 audit log: a record changed again since (409) shows the message and the record as it is now, and the log is unchanged', async () => {
    const message = 'Unit 101 has been changed again since this entry: here it is as it is now. Undo the later change first, or edit it by hand.';
    serveLog([unitChange], () => HttpResponse.json({ message, current: { id: 101, version: 9, rent: 1400, petPolicy: null } }, { status: 409 }));
    const { user } = renderAudit();
    await user.click(await screen.findByRole('button', { name: /^Undo unit changed/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Undo the change' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(within(alert).getByRole('list', { name: 'As it is now' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'id: 101',
      'version: 9',
      'rent: 1400',
      'petPolicy: none',
    ]);
    expect(screen.queryByText(/^Undone:/)).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row')).toHaveLength(2);
  });

  it('issue 23 audit log: another failure of the undo is said in the dialog', async () => {
    serveLog([unitChange], () => HttpResponse.json({ message: 'This entry cannot be undone' }, { status: 400 }));
    const { user } = renderAudit();
    await user.click(await screen.findByRole('button', { name: /^Undo unit changed/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Undo the change' }));
    expect(await within(dialog).findByText('This entry cannot be undone')).toBeVisible();
  });
});

describe('issue 22 audit log on a phone (narrower than 40rem)', () => {
  beforeEach(onAPhone);
  const unitChange: AuditEntry = { ...auditPage.rows[0], id: 30, action: 'unit-change', target: 'unit 101', before: { rent: 1250, available: '2026-08-01' }, after: { rent: 1300, available: '2026-08-15' } };
  const photoRemoved: AuditEntry = { ...unitChange, id: 45, action: 'floorplan-photo-removed', target: 'floorplan 7', before: { photo: 'a' }, after: null };
  /** The cards, not the lines of what changed listed inside them. */
  const cardsOf = async () => {
    const list = await screen.findByRole('list', { name: 'Audit log' });
    return within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
  };

  it('issue 22 audit log: a card an entry (what and on what, who, when, from where, what changed a line each) instead of a table that scrolls sideways', async () => {
    renderAudit();
    const [statusChange, failedSignIn] = await cardsOf();
    expect(screen.queryByRole('table')).toBeNull();
    expect([...statusChange.querySelectorAll('p, li')].map((line) => line.textContent)).toEqual([
      'Status changed · lead 12',
      'Sam Ortiz · Mar 10, 2026, 11:04 AM · from 203.0.113.9',
      'status: new → contacted',
    ]);
    expect(within(statusChange).getByText('Mar 10, 2026, 11:04 AM')).toHaveAttribute('title', '2026-03-10 15:04:05 UTC');
    // Nothing recorded, nothing to show: no empty lines or dashes.
    expect([...failedSignIn.querySelectorAll('p, li')].map((line) => line.textContent)).toEqual(['Sign-in failed', 'Nobody signed in · Mar 10, 2026, 10:00 AM · from 198.51.100.4']);
  });

  it("issue 22 audit log: a card's Undo is on the card and asks first; a removed photo's card says why it cannot be undone", async () => {
    server.use(http.get('*/api/staff/audit', () => HttpResponse.json({ rows: [unitChange, photoRemoved], total: 2 } satisfies AuditLogPage)));
    const { user } = renderAudit();
    const [unit, photo] = await cardsOf();
    expect(within(unit).getAllByRole('listitem').map((line) => line.textContent)).toEqual(['rent: 1250 → 1300', 'available: 2026-08-01 → 2026-08-15']);
    expect(within(photo).getByText("Cannot be undone: the photo was deleted with it. Upload it again from the plan's page.")).toBeVisible();
    expect(within(photo).queryByRole('button')).toBeNull();
    await user.click(within(unit).getByRole('button', { name: 'Undo unit changed on unit 101 (entry 30)' }));
    expect(await screen.findByRole('dialog', { name: 'Undo this change?' })).toBeVisible();
  });

  it('issue 22 audit log: stored markup in a card is written as text', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    server.use(http.get('*/api/staff/audit', () => HttpResponse.json({ rows: [{ ...auditPage.rows[0], target: attack, after: { body: attack } }], total: 1 })));
    renderAudit();
    const [card] = await cardsOf();
    expect(within(card).getByText(`body: none → ${attack}`)).toBeVisible();
    expect(card).toHaveTextContent(`Status changed · ${attack}`);
    expect(document.querySelector('img')).toBeNull();
  });
});

import { http, HttpResponse } from 'msw';
import type { LeadChange, LeadConflict, SubletQueue } from '@/features/staff/types';
import { aLead, auditPage, funnel, leadPage, moderatedSublets, signedInAgent, staffAlerts } from '../fixtures/staffOffice';

/** The office's staff routes (issue 22): a signed-in agent for whom everything succeeds unless a test says otherwise. */
export const staffOfficeHandlers = [
  http.get('*/api/staff/leads', () => HttpResponse.json(leadPage)),
  http.get('*/api/staff/leads/:id', ({ params }) =>
    params.id === String(aLead.id) ? HttpResponse.json(aLead) : HttpResponse.json({ message: 'No such lead' }, { status: 404 }),
  ),
  http.patch('*/api/staff/leads/:id', async ({ request }) => {
    const change = (await request.json()) as LeadChange;
    if (change.version !== aLead.version) {
      const conflict: LeadConflict = { message: 'Someone changed this lead while you had it open', current: aLead };
      return HttpResponse.json(conflict, { status: 409 });
    }
    const { version, ...values } = change;
    return HttpResponse.json({ ...aLead, ...values, version: version + 1 });
  }),
  http.post('*/api/staff/leads/:id/notes', async ({ request }) => {
    const { body } = (await request.json()) as { body: string };
    const note = { id: 3, authorName: signedInAgent.name, body, createdAt: '2026-03-10T16:00:00.000Z' };
    return HttpResponse.json({ ...aLead, version: aLead.version + 1, notes: [note, ...aLead.notes] }, { status: 201 });
  }),
  http.get('*/api/staff/sublets', ({ request }) =>
    HttpResponse.json(moderatedSublets[(new URL(request.url).searchParams.get('queue') ?? 'pending') as SubletQueue] ?? []),
  ),
  http.post('*/api/staff/sublets/:id/approve', () => HttpResponse.json({ message: 'Approved: the listing is on the board.' })),
  http.post('*/api/staff/sublets/:id/reject', () => HttpResponse.json({ message: 'Rejected: the poster has been told why.' })),
  http.post('*/api/staff/sublets/:id/restore', () => HttpResponse.json({ message: 'Restored: the listing is on the board again.' })),
  http.get('*/api/staff/funnel', () => HttpResponse.json(funnel)),
  http.get('*/api/staff/alerts', () => HttpResponse.json(staffAlerts)),
  // As the API answers (server/routes/staff-alerts.ts): alerts 7 and 9 mail ana@example.com; nothing else stops.
  http.post('*/api/staff/alerts/stop', async ({ request }) => {
    const { alert, email } = (await request.json()) as { alert?: number; email: string };
    if (email === 'ana@example.com' && alert === undefined) return HttpResponse.json({ message: 'Alerts 7, 9 are stopped: they send no more mail.' });
    if (email === 'ana@example.com' && (alert === 7 || alert === 9)) return HttpResponse.json({ message: `Alert ${alert} is stopped: it sends no more mail.` });
    const which = alert === undefined ? 'No alert' : `No alert ${alert}`;
    return HttpResponse.json({ message: `${which} mails that address. Check the number in the mail's subject and the address the mail came from.` }, { status: 404 });
  }),
  http.get('*/api/staff/audit', () => HttpResponse.json(auditPage)),
];

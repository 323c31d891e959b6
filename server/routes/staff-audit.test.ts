import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction, AuditPage } from '@/features/staff/types';
import { recordAudit } from '../staff/audit';
import { startTestApi, type TestApi } from '../test/api';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';

let api: TestApi;
let admin: SignedInTestStaff;
let leasing: SignedInTestStaff;
beforeAll(async () => {
  api = await startTestApi({ content: 'empty' });
  admin = await signedInStaff(api, 'admin', 'Alex Admin');
  leasing = await signedInStaff(api, 'leasing', 'Dana Agent');
  const entry = (minute: number, actorId: number | null, action: AuditAction, after?: unknown) =>
    recordAudit(api.db, { at: new Date(`2026-05-04T15:${String(minute).padStart(2, '0')}:00Z`), actorId, action, target: 'lead 1', from: '203.0.113.9', before: { status: 'new' }, after });
  await entry(1, leasing.member.id, 'lead-status', { status: 'contacted' });
  await entry(2, admin.member.id, 'lead-note', { noteId: 1 });
  await entry(3, leasing.member.id, 'lead-note', { noteId: 2 });
  await entry(4, null, 'sign-in-failed', '=cmd|"/c calc"!A1');
});
afterAll(() => api.close());

const audit = (query: string, headers = admin.headers) => api.app.inject({ url: `/api/staff/audit?${query}`, headers });

describe('issue 22 audit: GET api/staff/audit', () => {
  it('issue 22 audit: an admin reads the log newest first, with who, what, to what, from where, before and after', async () => {
    const page = (await audit('action=lead-note')).json<AuditPage>();
    expect(page.total).toBe(2);
    expect(page.rows).toMatchObject([
      { actorId: leasing.member.id, actorName: 'Dana Agent', action: 'lead-note', target: 'lead 1', from: '203.0.113.9', before: { status: 'new' }, after: { noteId: 2 }, at: '2026-05-04T15:03:00.000Z' },
      { actorId: admin.member.id, actorName: 'Alex Admin', action: 'lead-note', after: { noteId: 1 } },
    ]);
  });

  it('issue 22 audit: an action the log does not record is a clear 400, and the server cannot record one either', async () => {
    const unknown = await audit('action=lead.status');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Choose an action from the list/);
    // The log's actions are one list (AUDIT_ACTIONS), each with a label the workspace shows: another name does not compile.
    // @ts-expect-error 'lead.status' is not one of AUDIT_ACTIONS
    const unlisted: Parameters<typeof recordAudit>[1] = { at: new Date(), actorId: null, action: 'lead.status', target: null, from: null };
    expect(unlisted.action).toBe('lead.status');
  });

  it('issue 22 audit: filters by actor, and pages', async () => {
    const byLeasing = (await audit(`actor=${leasing.member.id}`)).json<AuditPage>();
    expect(byLeasing.rows.map((row) => row.action)).toEqual(['lead-note', 'lead-status']);
    expect((await audit('actor=999999')).json<AuditPage>()).toEqual({ rows: [], total: 0 });
    expect((await audit('size=7')).statusCode).toBe(400);
  });

  it('issue 22 audit: a leasing member is refused with 403 (and the refusal is itself audited); nobody signed in gets 401', async () => {
    const refused = await audit('', leasing.headers);
    expect(refused.statusCode).toBe(403);
    expect((await audit('action=denied')).json<AuditPage>().rows[0]).toMatchObject({ actorId: leasing.member.id, target: 'GET /api/staff/audit' });
    expect((await api.app.inject({ url: '/api/staff/audit.csv', headers: leasing.headers })).statusCode).toBe(403);
    expect((await api.app.inject({ url: '/api/staff/audit' })).statusCode).toBe(401);
  });

  it('issue 22 audit: the CSV export holds the matching entries, before and after as JSON text a spreadsheet cannot run', async () => {
    const csv = await api.app.inject({ url: '/api/staff/audit.csv?action=sign-in-failed', headers: admin.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, row, end] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Id,At,Actor id,Actor,Action,Target,From,Before,After');
    expect(row).toContain(',sign-in-failed,lead 1,203.0.113.9,');
    // The value after is a JSON string: written as JSON text, which starts with a quote, not with '='.
    expect(row).toContain('"""=cmd|\\""/c calc\\""!A1"""');
    expect(end).toBe('');
  });
});

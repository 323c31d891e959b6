import { auditQuerySchema, type AuditEntry } from '@/features/staff/types';
import { companyDate } from '../calendar/dates';
import { revertEntry } from '../catalog/revert';
import { writerOf } from '../catalog/writer';
import type { ApiContext, ApiInstance } from '../context';
import { findAuditEntries, findAuditPage } from '../db/queries/audit-entries';
import { sendCsv, toCsv, type CsvColumn } from '../http/csv';
import { idParams } from '../http/request-schemas';

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const CSV_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'Id', value: (entry) => entry.id },
  { header: 'At', value: (entry) => entry.at },
  { header: 'Actor id', value: (entry) => entry.actorId },
  { header: 'Actor', value: (entry) => entry.actorName },
  { header: 'Action', value: (entry) => entry.action },
  { header: 'Target', value: (entry) => entry.target },
  { header: 'From', value: (entry) => entry.from },
  { header: 'Before', value: (entry) => asJson(entry.before) },
  { header: 'After', value: (entry) => asJson(entry.after) },
];

/**
 * Issue 22: who did what (`api/staff/audit…`), for admins only: newest first, by action and actor, and as CSV; issue 23:
 * a catalog change undone from its entry.
 */
export function registerStaffAuditRoutes(app: ApiInstance, { db, now, staffOnly }: ApiContext): void {
  const admins = staffOnly(['admin']);

  app.get('/api/staff/audit', { ...admins, schema: { querystring: auditQuerySchema } }, async (request) => {
    const { action, actor, page, size } = request.query;
    return findAuditPage(db, { action: action || undefined, actor }, { size, number: page });
  });

  app.get('/api/staff/audit.csv', { ...admins, schema: { querystring: auditQuerySchema } }, async (request, reply) => {
    const { action, actor } = request.query;
    return sendCsv(reply, `audit-${companyDate(now())}.csv`, toCsv(CSV_COLUMNS, await findAuditEntries(db, { action: action || undefined, actor })));
  });

  app.post('/api/staff/audit/:id/revert', { ...admins, schema: { params: idParams } }, async (request, reply) => {
    const outcome = await revertEntry(db, request.params.id, writerOf(request, now()));
    return 'conflict' in outcome ? reply.code(409).send(outcome.conflict) : outcome.entry;
  });
}

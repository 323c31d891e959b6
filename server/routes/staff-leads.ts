import type { FastifyRequest } from 'fastify';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, leadChangeSchema, leadNoteSchema, leadQuerySchema, type AuditAction, type LeadConflict } from '@/features/staff/types';
import { companyDate } from '../calendar/dates';
import type { ApiContext, ApiInstance } from '../context';
import { findLead, findLeadsForExport, insertLeadNote, updateLeadAtVersion, type LeadExportRow } from '../db/queries/leads';
import { memberById } from '../db/queries/staff-members';
import { toCsv, sendCsv, type CsvColumn } from '../http/csv';
import { badRequest, found } from '../http/errors';
import { idParams } from '../http/request-schemas';
import { changedFields, leadUpdate } from '../leads/lead-change';
import { LEAD_READERS, leadFilter, leadPageJson } from '../leads/lead-page';
import { recordAudit } from '../staff/audit';
import { currentStaff } from '../staff/guard';

const noLead = (id: number) => `No lead with id ${id}`;

const CSV_COLUMNS: CsvColumn<LeadExportRow>[] = [
  { header: 'Id', value: (lead) => lead.id },
  { header: 'Received', value: (lead) => lead.createdAt },
  { header: 'Kind', value: (lead) => LEAD_KIND_LABELS[lead.kind] },
  { header: 'Status', value: (lead) => LEAD_STATUS_LABELS[lead.status] },
  { header: 'Name', value: (lead) => lead.name },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Phone', value: (lead) => lead.phone },
  { header: 'Preferred contact', value: (lead) => lead.preferredContact },
  { header: 'Community', value: (lead) => lead.propertyName },
  { header: 'Floor plan', value: (lead) => lead.floorPlan },
  { header: 'Assignee', value: (lead) => lead.assigneeName },
  { header: 'Next follow-up', value: (lead) => lead.nextFollowUp },
  { header: 'First response', value: (lead) => lead.firstResponseAt },
  { header: 'Lost reason', value: (lead) => lead.lostReason },
  { header: 'Page', value: (lead) => lead.page },
  { header: 'Message', value: (lead) => lead.message },
];

/** Issue 22: the leasing office's inbox (`api/staff/leads…`), for admins and leasing agents. */
export function registerStaffLeadRoutes(app: ApiInstance, { db, now, staffOnly }: ApiContext): void {
  const office = staffOnly(LEAD_READERS);
  const audit = (request: FastifyRequest, id: number, entry: { action: AuditAction; before?: unknown; after?: unknown }) => ({
    at: now(),
    actorId: currentStaff(request).id,
    target: `lead ${id}`,
    from: request.ip,
    ...entry,
  });

  app.get('/api/staff/leads', { ...office, schema: { querystring: leadQuerySchema } }, async (request, reply) => {
    return reply.type('application/json; charset=utf-8').send(await leadPageJson(db, request.query));
  });

  app.get('/api/staff/leads.csv', { ...office, schema: { querystring: leadQuerySchema } }, async (request, reply) => {
    const { sort, direction } = request.query;
    const leads = await findLeadsForExport(db, leadFilter(request.query), { sort, direction });
    return sendCsv(reply, `leads-${companyDate(now())}.csv`, toCsv(CSV_COLUMNS, leads));
  });

  app.get('/api/staff/leads/:id', { ...office, schema: { params: idParams } }, async (request) => found(await findLead(db, request.params.id), noLead(request.params.id)));

  app.patch('/api/staff/leads/:id', { ...office, schema: { params: idParams, body: leadChangeSchema } }, async (request, reply) => {
    const { id } = request.params;
    const { version, ...change } = request.body;
    if (change.assigneeId) {
      const assignee = await memberById(db, change.assigneeId);
      if (!assignee || assignee.disabledAt) throw badRequest(`There is no active team member with id ${change.assigneeId}`);
    }
    const outcome = await db.transaction(async (tx) => {
      const before = found(await findLead(tx, id, { lock: true }), noLead(id));
      // The database decides: the change applies only if the lead is still at the version it was made from.
      if (!(await updateLeadAtVersion(tx, id, version, leadUpdate(before, change), now()))) return { conflict: before };
      const after = (await findLead(tx, id))!;
      for (const entry of changedFields(before, after)) await recordAudit(tx, audit(request, id, entry), request.log);
      return { lead: after };
    });
    if (outcome.conflict) {
      const conflict: LeadConflict = { message: 'Someone else changed this lead first. Here it is as it is now: check it, then make your change again.', current: outcome.conflict };
      return reply.code(409).send(conflict);
    }
    return outcome.lead;
  });

  app.post('/api/staff/leads/:id/notes', { ...office, schema: { params: idParams, body: leadNoteSchema } }, async (request, reply) => {
    const { id } = request.params;
    const staff = currentStaff(request);
    const lead = await db.transaction(async (tx) => {
      const noteId = await insertLeadNote(tx, id, staff.id, request.body.body, now());
      if (noteId === undefined) return undefined;
      await recordAudit(tx, audit(request, id, { action: 'lead-note', after: { noteId } }), request.log);
      return findLead(tx, id);
    });
    return reply.code(201).send(found(lead, noLead(id)));
  });
}


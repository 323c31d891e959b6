import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Sublet } from '@/features/sublets/types';
import { SUBLET_QUEUES, subletRejectSchema, type AuditAction } from '@/features/staff/types';
import type { ApiContext, ApiInstance } from '../context';
import type { Queryable } from '../db/database';
import { insertOutboxMail } from '../db/queries/outbox';
import { findModeratedSublets } from '../db/queries/sublets';
import { idParams } from '../http/request-schemas';
import { rejectedMail } from '../mail/sublet-mails';
import { approve, settle } from '../operator/sublet-commands';
import { recordAudit } from '../staff/audit';
import { currentStaff } from '../staff/guard';

const OFFICE_ROLES = ['admin', 'leasing'] as const;
const queueQuery = z.object({ queue: z.enum(SUBLET_QUEUES).default('pending') });

/** What an audit entry keeps of a listing's state: enough to see what a decision changed. */
const reviewState = (sublet: Sublet) => ({ active: sublet.active, approved: sublet.approved, hidden: sublet.hidden, listedUntil: sublet.listedUntil });

/**
 * Issue 22: sublet moderation in the workspace (`api/staff/sublets…`). Decisions run the operator's commands (the
 * command line's rules: approve needs a confirmed listing with a photo, restore a hidden one), with the audit entry
 * and, for a rejection, the mail to the poster in the decision's own transaction.
 */
export function registerStaffSubletRoutes(app: ApiInstance, context: ApiContext): void {
  const { db, now, mailQueued, staffOnly } = context;
  const office = staffOnly(OFFICE_ROLES);

  /** The audit entry of a decision, written with it. */
  const audited = (request: FastifyRequest, action: AuditAction, extra: object = {}) => (tx: Queryable, before: Sublet, after: Sublet) =>
    recordAudit(tx, { at: now(), actorId: currentStaff(request).id, action, target: `sublet ${before.id}`, from: request.ip, before: reviewState(before), after: { ...reviewState(after), ...extra } }, request.log);

  app.get('/api/staff/sublets', { ...office, schema: { querystring: queueQuery } }, async (request) => findModeratedSublets(db, request.query.queue, now()));

  app.post('/api/staff/sublets/:id/approve', { ...office, schema: { params: idParams } }, async (request) => {
    const { message } = await approve(context, request.params.id, now(), audited(request, 'sublet-approve'));
    return { message: message! };
  });

  app.post('/api/staff/sublets/:id/reject', { ...office, schema: { params: idParams, body: subletRejectSchema } }, async (request) => {
    const { reason } = request.body;
    const { message } = await settle(context, request.params.id, 'reject', now(), async (tx, before, after) => {
      await insertOutboxMail(tx, rejectedMail(before, reason));
      await audited(request, 'sublet-reject', { reason })(tx, before, after);
    });
    mailQueued();
    return { message: `${message!} The poster was mailed the reason.` };
  });

  app.post('/api/staff/sublets/:id/restore', { ...office, schema: { params: idParams } }, async (request) => {
    const { message } = await settle(context, request.params.id, 'restore', now(), audited(request, 'sublet-restore'));
    return { message: message! };
  });
}

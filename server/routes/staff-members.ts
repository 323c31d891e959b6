import type { FastifyRequest } from 'fastify';
import { inviteSchema, memberChangeSchema, type AuditAction, type StaffMember } from '@/features/staff/types';
import type { ApiContext, ApiInstance } from '../context';
import { insertStaffMember, listStaffMembers, memberById, setMemberDisabled, setMemberRole } from '../db/queries/staff-members';
import { found, HttpError, notFound } from '../http/errors';
import { idParams } from '../http/request-schemas';
import { recordAudit, type AuditRecord } from '../staff/audit';
import { currentStaff } from '../staff/guard';
import { inviteMember } from '../staff/invitations';
import { endMemberSessions } from '../staff/sessions';

/** Issue 22: the admins' page of staff accounts (`api/staff/members…`). */
export function registerStaffMemberRoutes(app: ApiInstance, { db, now, staffOnly, siteUrl, mailQueued }: ApiContext): void {
  const adminOnly = staffOnly(['admin']);
  const entry = (request: FastifyRequest, action: AuditAction, target: string, more: Partial<AuditRecord> = {}): AuditRecord => ({
    at: now(),
    actorId: currentStaff(request).id,
    action,
    target,
    from: request.ip,
    ...more,
  });
  const memberOrFail = async (id: number) => found((await listStaffMembers(db)).find((member) => member.id === id), 'No such staff member');

  app.get('/api/staff/members', adminOnly, async () => listStaffMembers(db));

  app.post('/api/staff/members', { ...adminOnly, schema: { body: inviteSchema } }, async (request, reply) => {
    const invited = await db.transaction(async (tx) => {
      const member = await insertStaffMember(tx, request.body, now());
      if (!member) throw new HttpError(409, `${request.body.email} already has a staff account`);
      await inviteMember(tx, member, siteUrl, now());
      await recordAudit(tx, entry(request, 'member-invited', `member ${member.id}`, { after: { email: member.email, name: member.name, role: member.role } }), request.log);
      return member;
    });
    mailQueued();
    return reply.code(201).send(await memberOrFail(invited.id));
  });

  app.patch('/api/staff/members/:id', { ...adminOnly, schema: { params: idParams, body: memberChangeSchema } }, async (request): Promise<StaffMember> => {
    const { id } = request.params;
    if (id === currentStaff(request).id) throw new HttpError(409, 'You cannot change your own role: ask another admin');
    await db.transaction(async (tx) => {
      const before = await setMemberRole(tx, id, request.body.role);
      if (!before) throw notFound('No such staff member');
      await recordAudit(tx, entry(request, 'role-changed', `member ${id}`, { before: { role: before }, after: { role: request.body.role } }), request.log);
    });
    return memberOrFail(id);
  });

  app.post('/api/staff/members/:id/disable', { ...adminOnly, schema: { params: idParams } }, async (request): Promise<StaffMember> => {
    const { id } = request.params;
    if (id === currentStaff(request).id) throw new HttpError(409, 'You cannot disable your own account');
    await db.transaction(async (tx) => {
      if (!(await setMemberDisabled(tx, id, now()))) throw notFound('No such staff member');
      const sessions = await endMemberSessions(tx, id, now());
      await recordAudit(tx, entry(request, 'member-disabled', `member ${id}`, { before: { disabled: false }, after: { disabled: true, sessionsEnded: sessions } }), request.log);
    });
    return memberOrFail(id);
  });

  app.post('/api/staff/members/:id/enable', { ...adminOnly, schema: { params: idParams } }, async (request): Promise<StaffMember> => {
    const { id } = request.params;
    await db.transaction(async (tx) => {
      if (!(await setMemberDisabled(tx, id, null))) throw notFound('No such staff member');
      await recordAudit(tx, entry(request, 'member-enabled', `member ${id}`, { before: { disabled: true }, after: { disabled: false } }), request.log);
    });
    return memberOrFail(id);
  });

  app.post('/api/staff/members/:id/invitation', { ...adminOnly, schema: { params: idParams } }, async (request): Promise<StaffMember> => {
    const { id } = request.params;
    await db.transaction(async (tx) => {
      const member = await memberById(tx, id);
      if (!member) throw notFound('No such staff member');
      if (member.disabledAt) throw new HttpError(409, 'Enable this account before inviting it again');
      await inviteMember(tx, member, siteUrl, now());
      await recordAudit(tx, entry(request, 'member-invited', `member ${id}`, { after: { again: true } }), request.log);
    });
    mailQueued();
    return memberOrFail(id);
  });
}

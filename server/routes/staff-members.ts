import type { FastifyRequest } from 'fastify';
import { inviteSchema, memberChangeSchema, type AuditAction, type StaffMember } from '@/features/staff/types';
import type { ApiContext, ApiInstance } from '../context';
import { disableMember, enableMember, insertStaffMember, listStaffMembers, memberById, setMemberRole, type MemberRefusal } from '../db/queries/staff-members';
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

  /**
   * A change the database refused because it would leave the office without an active admin (two admins demoting or
   * disabling each other at once: the second finds itself facing the last one) is audited, then answered 409.
   */
  const refuse = async (request: FastifyRequest, id: number, refusal: MemberRefusal, attempted: Record<string, unknown>): Promise<never> => {
    if (refusal === 'missing') throw notFound('No such staff member');
    const member = await memberById(db, id);
    await recordAudit(db, entry(request, 'last-admin-kept', `member ${id}`, { after: attempted }), request.log);
    throw new HttpError(409, `${member?.name ?? 'This member'} is the last active admin: make another member an admin first`);
  };

  app.patch('/api/staff/members/:id', { ...adminOnly, schema: { params: idParams, body: memberChangeSchema } }, async (request): Promise<StaffMember> => {
    const { id } = request.params;
    if (id === currentStaff(request).id) throw new HttpError(409, 'You cannot change your own role: ask another admin');
    const change = await db.transaction(async (tx) => {
      const changed = await setMemberRole(tx, id, request.body.role);
      if (typeof changed === 'string') return changed;
      await recordAudit(tx, entry(request, 'role-changed', `member ${id}`, { before: { role: changed.before }, after: { role: request.body.role } }), request.log);
      return 'changed';
    });
    if (change !== 'changed') await refuse(request, id, change, { role: request.body.role });
    return memberOrFail(id);
  });

  app.post('/api/staff/members/:id/disable', { ...adminOnly, schema: { params: idParams } }, async (request): Promise<StaffMember> => {
    const { id } = request.params;
    if (id === currentStaff(request).id) throw new HttpError(409, 'You cannot disable your own account');
    const change = await db.transaction(async (tx) => {
      const disabled = await disableMember(tx, id, now());
      if (disabled !== 'disabled') return disabled;
      const sessions = await endMemberSessions(tx, id, now());
      await recordAudit(tx, entry(request, 'member-disabled', `member ${id}`, { before: { disabled: false }, after: { disabled: true, sessionsEnded: sessions } }), request.log);
      return disabled;
    });
    if (change !== 'disabled') await refuse(request, id, change, { disabled: true });
    return memberOrFail(id);
  });

  app.post('/api/staff/members/:id/enable', { ...adminOnly, schema: { params: idParams } }, async (request): Promise<StaffMember> => {
    const { id } = request.params;
    await db.transaction(async (tx) => {
      if (!(await enableMember(tx, id))) throw notFound('No such staff member');
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

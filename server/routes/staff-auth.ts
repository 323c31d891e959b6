import type { FastifyRequest } from 'fastify';
import type { StaffMe } from '@/features/staff/types';
import type { ApiContext, ApiInstance } from '../context';
import { recordAudit } from '../staff/audit';
import { currentStaff, type SignedInStaff } from '../staff/guard';
import { clearSessionCookies } from '../staff/session-cookies';
import { endMemberSessions, endSession } from '../staff/sessions';

export function staffMe(staff: Pick<SignedInStaff, 'id' | 'email' | 'name' | 'role' | 'idleUntil' | 'endsAt'>): StaffMe {
  return { id: staff.id, email: staff.email, name: staff.name, role: staff.role, idleUntil: staff.idleUntil.toISOString(), endsAt: staff.endsAt.toISOString() };
}

/** Issue 22: how the office signs in and out (`api/staff/…`; docs/decisions/028-staff-sign-in.md). */
export function registerStaffAuthRoutes(app: ApiInstance, context: ApiContext): void {
  const { db, now, staffOnly } = context;
  const audit = (request: FastifyRequest, action: string, actorId: number | null, target: string | null = null) => ({ at: now(), actorId, action, target, from: request.ip });

  app.get('/api/staff/me', staffOnly(), async (request) => staffMe(currentStaff(request)));

  app.post('/api/staff/sign-out', staffOnly(), async (request, reply) => {
    const staff = currentStaff(request);
    await db.transaction(async (tx) => {
      await endSession(tx, staff.sessionId, now());
      await recordAudit(tx, audit(request, 'sign-out', staff.id, `member ${staff.id}`), request.log);
    });
    clearSessionCookies(reply);
    return reply.code(204).send();
  });

  app.post('/api/staff/sign-out-everywhere', staffOnly(), async (request, reply) => {
    const staff = currentStaff(request);
    await db.transaction(async (tx) => {
      const sessions = await endMemberSessions(tx, staff.id, now());
      await recordAudit(tx, { ...audit(request, 'sign-out-everywhere', staff.id, `member ${staff.id}`), after: { sessionsEnded: sessions } }, request.log);
    });
    clearSessionCookies(reply);
    return reply.code(204).send();
  });
}

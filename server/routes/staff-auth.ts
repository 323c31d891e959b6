import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { codeRequestSchema, codeVerifySchema, invitationAcceptSchema, passkeyNameSchema, type AuditAction, type StaffMe } from '@/features/staff/types';
import type { ApiContext, ApiInstance } from '../context';
import { markSignedIn, memberByEmail, memberById } from '../db/queries/staff-members';
import { memberPasskeys, removePasskey, renamePasskey } from '../db/queries/staff-sign-in';
import { CountedRefusal, HttpError, badRequest } from '../http/errors';
import { idParams } from '../http/request-schemas';
import { recordAudit, type AuditRecord } from '../staff/audit';
import { staffCodes } from '../staff/codes';
import { CEREMONY_COOKIE, SESSION_COOKIE } from '../staff/cookies';
import { currentStaff, sameOriginWrites, type SignedInStaff } from '../staff/guard';
import { acceptInvitation } from '../staff/invitations';
import { finishRegistration, finishSignIn, relyingParty, startRegistration, startSignIn } from '../staff/passkeys';
import { clearCeremonyCookie, clearSessionCookies, setCeremonyCookie, setSessionCookies } from '../staff/session-cookies';
import { endMemberSessions, endSession, startSession } from '../staff/sessions';
import { tokenHash } from '../staff/tokens';

/** Per client: a few code mails (a person needs one or two) and a few more code checks, per 15 minutes. */
export const STAFF_CODE_CLIENT_LIMIT = { max: 10, timeWindow: 15 * 60_000 };
export const STAFF_VERIFY_CLIENT_LIMIT = { max: 20, timeWindow: 15 * 60_000 };
const CODE_SENT = 'If that address belongs to an active staff account, a 6-digit code is on its way. It works for 10 minutes.';
const NO_LIVE_CODE = 'That code has expired or has been used up: ask for a new code';

/** The browser's WebAuthn answers, checked in full by @simplewebauthn/server; here only their outline. */
const credentialResponse = z.looseObject({ id: z.string().min(1).max(1400), rawId: z.string().min(1).max(1400), type: z.literal('public-key'), response: z.looseObject({ clientDataJSON: z.string().max(4000) }), clientExtensionResults: z.looseObject({}) });
const registerBody = z.object({ response: credentialResponse, name: passkeyNameSchema.shape.name });
const signInBody = z.object({ response: credentialResponse });

export function staffMe(staff: Pick<SignedInStaff, 'id' | 'email' | 'name' | 'role' | 'idleUntil' | 'endsAt'>): StaffMe {
  return { id: staff.id, email: staff.email, name: staff.name, role: staff.role, idleUntil: staff.idleUntil.toISOString(), endsAt: staff.endsAt.toISOString() };
}

/** Issue 22: how the office signs in and out (`api/staff/…`; docs/decisions/028-staff-sign-in.md). */
export function registerStaffAuthRoutes(app: ApiInstance, context: ApiContext): void {
  const { db, now, staffOnly, siteUrl, siteOrigins, mailQueued, write } = context;
  const rp = relyingParty(siteUrl, siteOrigins);
  const codes = staffCodes(db);
  // Before sign-in there is no session to bind an XSRF token to: such writes are refused from another site's page.
  const beforeSignIn = { preParsing: sameOriginWrites(siteOrigins) };
  const entry = (request: FastifyRequest, action: AuditAction, actorId: number | null, target: string | null, more: Partial<AuditRecord> = {}): AuditRecord => ({
    at: now(),
    actorId,
    action,
    target,
    from: request.ip,
    ...more,
  });

  /**
   * Signs the member in: the session id the browser held before (if any) ends, a new one is handed out, and the
   * ceremony cookie goes. A disabled member is refused.
   */
  async function signIn(request: FastifyRequest, reply: FastifyReply, memberId: number, action: AuditAction, after: object): Promise<StaffMe> {
    const member = await memberById(db, memberId);
    if (!member || member.disabledAt) {
      await recordAudit(db, entry(request, 'sign-in-failed', null, `member ${memberId}`, { after: { reason: 'disabled' } }), request.log);
      throw new HttpError(401, 'This account is disabled: ask an admin');
    }
    const at = now();
    const earlier = request.cookies[SESSION_COOKIE];
    const session = await db.transaction(async (tx) => {
      if (earlier) await endSession(tx, tokenHash(earlier), at);
      await markSignedIn(tx, member.id, at);
      await recordAudit(tx, entry(request, action, member.id, `member ${member.id}`, { after }), request.log);
      return startSession(tx, member.id, at);
    });
    setSessionCookies(reply, session);
    clearCeremonyCookie(reply);
    return staffMe({ ...member, idleUntil: session.idleUntil, endsAt: session.endsAt });
  }

  app.get('/api/staff/me', staffOnly(), async (request) => staffMe(currentStaff(request)));

  app.post('/api/staff/invitations/accept', { ...write, ...beforeSignIn, schema: { body: invitationAcceptSchema } }, async (request) => {
    const at = now();
    const memberId = await acceptInvitation(db, request.body.key, at);
    const member = memberId === undefined ? undefined : await memberById(db, memberId);
    if (!member || member.disabledAt) throw badRequest('This invitation link has expired or was already used: ask an admin for a new one');
    await codes.mail(member, at, (tx) => recordAudit(tx, entry(request, 'invitation-accepted', null, `member ${member.id}`), request.log));
    mailQueued();
    return { email: member.email, message: `We mailed a 6-digit code to ${member.email}. Enter it to set up your passkey.` };
  });

  app.post('/api/staff/codes', { config: { rateLimit: STAFF_CODE_CLIENT_LIMIT }, ...beforeSignIn, schema: { body: codeRequestSchema } }, async (request, reply) => {
    const member = await memberByEmail(db, request.body.email);
    if (member && !member.disabledAt) {
      await codes.mail(member, now(), (tx, held) => recordAudit(tx, entry(request, 'code-mailed', null, `member ${member.id}`, { after: { held } }), request.log));
      mailQueued();
    }
    return reply.code(202).send({ message: CODE_SENT });
  });

  app.post('/api/staff/codes/verify', { config: { rateLimit: STAFF_VERIFY_CLIENT_LIMIT }, ...beforeSignIn, schema: { body: codeVerifySchema } }, async (request, reply) => {
    const at = now();
    const member = await memberByEmail(db, request.body.email);
    const check = member && !member.disabledAt ? await codes.check(member.id, request.body.code, at) : { ok: false as const, triesLeft: 0 };
    if (!check.ok) {
      if (member) await recordAudit(db, entry(request, 'code-wrong', null, `member ${member.id}`, { after: { triesLeft: check.triesLeft } }), request.log);
      // A wrong code counts against the client's limit (other 400s are given back).
      throw new CountedRefusal(check.triesLeft > 0 ? `That code is not right: ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left` : NO_LIVE_CODE);
    }
    if (!member) throw new CountedRefusal(NO_LIVE_CODE);
    const started = await db.transaction(async (tx) => {
      await recordAudit(tx, entry(request, 'code-accepted', null, `member ${member.id}`), request.log);
      return startRegistration(tx, rp, member, at);
    });
    setCeremonyCookie(reply, started.ceremonyId);
    return started.options;
  });

  app.post('/api/staff/passkeys/options', staffOnly(), async (request, reply) => {
    const staff = currentStaff(request);
    const started = await startRegistration(db, rp, staff, now());
    setCeremonyCookie(reply, started.ceremonyId);
    return started.options;
  });

  app.post('/api/staff/passkeys/register', { ...write, ...beforeSignIn, schema: { body: registerBody } }, async (request, reply) => {
    const ceremonyId = request.cookies[CEREMONY_COOKIE];
    const outcome = ceremonyId ? await finishRegistration(db, rp, ceremonyId, request.body.response as unknown as RegistrationResponseJSON, request.body.name, now()) : 'no-ceremony';
    if (typeof outcome === 'string') {
      await recordAudit(db, entry(request, 'passkey-refused', null, null, { after: { reason: outcome } }), request.log);
      clearCeremonyCookie(reply);
      throw badRequest(outcome === 'no-ceremony' ? 'This setup has expired: start again' : 'The passkey could not be checked: try again');
    }
    await recordAudit(db, entry(request, 'passkey-added', outcome.memberId, `member ${outcome.memberId}`, { after: { passkey: outcome.passkeyId, name: request.body.name } }), request.log);
    const me = await signIn(request, reply, outcome.memberId, 'sign-in', { passkey: outcome.passkeyId, with: 'new passkey' });
    return reply.code(201).send(me);
  });

  app.post('/api/staff/sign-in/options', { ...write, ...beforeSignIn }, async (_request, reply) => {
    const started = await startSignIn(db, rp, now());
    setCeremonyCookie(reply, started.ceremonyId);
    return started.options;
  });

  app.post('/api/staff/sign-in', { ...write, ...beforeSignIn, schema: { body: signInBody } }, async (request, reply) => {
    const ceremonyId = request.cookies[CEREMONY_COOKIE];
    const outcome = ceremonyId ? await finishSignIn(db, rp, ceremonyId, request.body.response as unknown as AuthenticationResponseJSON, now()) : 'no-ceremony';
    if (typeof outcome === 'string') {
      await recordAudit(db, entry(request, 'sign-in-failed', null, null, { after: { reason: outcome } }), request.log);
      clearCeremonyCookie(reply);
      throw new HttpError(401, outcome === 'unknown-passkey' ? 'This passkey is not known here: sign in with a code to set up a new one' : 'The sign-in could not be checked: try again');
    }
    return signIn(request, reply, outcome.memberId, 'sign-in', { passkey: outcome.passkeyId });
  });

  app.post('/api/staff/sign-out', staffOnly(), async (request, reply) => {
    const staff = currentStaff(request);
    await db.transaction(async (tx) => {
      await endSession(tx, staff.sessionId, now());
      await recordAudit(tx, entry(request, 'sign-out', staff.id, `member ${staff.id}`), request.log);
    });
    clearSessionCookies(reply);
    return reply.code(204).send();
  });

  app.post('/api/staff/sign-out-everywhere', staffOnly(), async (request, reply) => {
    const staff = currentStaff(request);
    await db.transaction(async (tx) => {
      const sessions = await endMemberSessions(tx, staff.id, now());
      await recordAudit(tx, entry(request, 'sign-out-everywhere', staff.id, `member ${staff.id}`, { after: { sessionsEnded: sessions } }), request.log);
    });
    clearSessionCookies(reply);
    return reply.code(204).send();
  });

  app.get('/api/staff/passkeys', staffOnly(), async (request) => memberPasskeys(db, currentStaff(request).id));

  app.patch('/api/staff/passkeys/:id', { ...staffOnly(), schema: { params: idParams, body: passkeyNameSchema } }, async (request, reply) => {
    const staff = currentStaff(request);
    await db.transaction(async (tx) => {
      const before = await renamePasskey(tx, staff.id, request.params.id, request.body.name);
      if (before === undefined) throw new HttpError(404, 'No such passkey');
      await recordAudit(tx, entry(request, 'passkey-renamed', staff.id, `passkey ${request.params.id}`, { before: { name: before }, after: { name: request.body.name } }), request.log);
    });
    return reply.code(204).send();
  });

  app.delete('/api/staff/passkeys/:id', { ...staffOnly(), schema: { params: idParams } }, async (request, reply) => {
    const staff = currentStaff(request);
    await db.transaction(async (tx) => {
      const outcome = await removePasskey(tx, staff.id, request.params.id);
      if (outcome === 'missing') throw new HttpError(404, 'No such passkey');
      if (outcome === 'last') throw new HttpError(409, 'This is your only passkey: add another before removing it');
      await recordAudit(tx, entry(request, 'passkey-removed', staff.id, `passkey ${request.params.id}`, { before: { name: outcome.removed } }), request.log);
    });
    return reply.code(204).send();
  });
}

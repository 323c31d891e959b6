import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { StaffRole } from '@/features/staff/types';
import type { Queryable } from '../db/database';
import type { LiveSession } from '../db/queries/staff-sessions';
import { HttpError } from '../http/errors';
import { recordAudit } from './audit';
import { SESSION_COOKIE, XSRF_HEADER } from './cookies';
import { idleUntil, liveSession } from './sessions';
import { matchesHash } from './tokens';

/** The member a staff route runs for. */
export interface SignedInStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The stored hash of the session's id (never the cookie's value), to end this session. */
  sessionId: string;
  idleUntil: Date;
  endsAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `staffOnly` before a staff route runs. */
    staff?: SignedInStaff;
  }
}

/** The member a live session (sessions.ts `liveSession`) belongs to. */
export function staffOfSession(session: LiveSession): SignedInStaff {
  return {
    id: session.memberId,
    email: session.email,
    name: session.name,
    role: session.role,
    sessionId: session.idHash,
    idleUntil: idleUntil(session),
    endsAt: new Date(session.endsAt),
  };
}

/** Route options for a staff route: only a signed-in member (of one of `roles`, when given) gets through. */
export type StaffOnly = (roles?: readonly StaffRole[]) => RouteShorthandOptions;

export interface StaffGuardOptions {
  db: Queryable;
  now: () => Date;
  /** The site's own origins (SITE_URL's and SITE_ORIGINS): the only ones a staff write may come from. */
  siteOrigins: readonly string[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in member of a route behind `staffOnly` (a 401 if the route forgot it). */
export function currentStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new HttpError(401, 'Please sign in');
  return request.staff;
}

/** Whether a request's Origin header, when it sends one, is one of the site's own. */
export function fromOwnOrigin(request: FastifyRequest, siteOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  return origin === undefined || siteOrigins.includes(origin);
}

/** Refuses a write sent from another site's page (its Origin); staff routes before sign-in use it alone (preParsing). */
export function sameOriginWrites(siteOrigins: readonly string[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!SAFE_METHODS.has(request.method) && !fromOwnOrigin(request, siteOrigins)) throw new HttpError(403, 'This request did not come from the site');
  };
}

/**
 * `staffOnly(roles?)`: 401 without a live session (unknown, ended, idle 30 minutes, older than 12 hours, or its member
 * disabled); for a write, 403 unless it comes from the site's own origin and carries the session's XSRF token in
 * X-XSRF-TOKEN (double submit, bound to the session: another session's token does not pass); 403 and an audit entry
 * `denied` for a role that may not. Every answer is `no-store`.
 */
export function staffGuard({ db, now, siteOrigins }: StaffGuardOptions): StaffOnly {
  const sameOrigin = sameOriginWrites(siteOrigins);
  // Before the body is parsed: a cross-site form post is a 403 whatever its content type, and nothing it sent is read.
  return (roles) => ({
    preParsing: async (request, reply) => {
      await sameOrigin(request, reply);
      const cookie = request.cookies[SESSION_COOKIE];
      const at = now();
      const session = cookie ? await liveSession(db, cookie, at) : undefined;
      if (!session) throw new HttpError(401, 'Please sign in');
      if (!SAFE_METHODS.has(request.method) && !matchesHash(request.headers[XSRF_HEADER], session.csrfHash)) {
        throw new HttpError(403, 'This request is missing its security token: reload the page and try again');
      }
      request.staff = staffOfSession(session);
      if (roles && !roles.includes(session.role)) {
        await recordAudit(db, { at, actorId: session.memberId, action: 'denied', target: `${request.method} ${request.routeOptions.url ?? request.url}`, from: request.ip }, request.log);
        throw new HttpError(403, 'Your role does not allow this: ask an admin');
      }
    },
  });
}

import type { FastifyReply } from 'fastify';
import { CEREMONY_COOKIE, SESSION_COOKIE, XSRF_COOKIE } from './cookies';
import { SESSION_MAX_MS } from './sessions';
import type { NewSession } from './sessions';

/**
 * Secure on every address: browsers keep Secure cookies from http://localhost and http://127.0.0.1 too, and passkeys
 * need a secure context anyway. SameSite=Lax: a link from a mail opens the workspace signed in; a cross-site POST
 * carries no session.
 */
const BASE = { path: '/', secure: true, sameSite: 'lax' } as const;
const CEREMONY_MS = 5 * 60_000;

/** Hands the browser a new session: its id (HttpOnly) and the XSRF token the page sends back with each write. */
export function setSessionCookies(reply: FastifyReply, session: NewSession): void {
  const maxAge = SESSION_MAX_MS / 1000;
  reply.setCookie(SESSION_COOKIE, session.id, { ...BASE, httpOnly: true, maxAge });
  reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...BASE, httpOnly: false, maxAge });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...BASE, httpOnly: true });
  reply.clearCookie(XSRF_COOKIE, { ...BASE, httpOnly: false });
}

export function setCeremonyCookie(reply: FastifyReply, ceremonyId: string): void {
  reply.setCookie(CEREMONY_COOKIE, ceremonyId, { ...BASE, sameSite: 'strict', httpOnly: true, maxAge: CEREMONY_MS / 1000 });
}

export function clearCeremonyCookie(reply: FastifyReply): void {
  reply.clearCookie(CEREMONY_COOKIE, { ...BASE, sameSite: 'strict', httpOnly: true });
}

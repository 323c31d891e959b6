import type { FastifyRequest } from 'fastify';
import { staffPaths } from '@/features/staff/paths';
import { leadQuerySchema } from '@/features/staff/types';
import type { MemberRender, ReadApi } from '@/shared/renderSeam';
import { pathnameOf } from '@/shared/routeFacts';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { LEAD_READERS, leadPageJson } from '../leads/lead-page';
import { staffMe } from '../routes/staff-auth';
import { SESSION_COOKIE } from '../staff/cookies';
import { staffOfSession, type SignedInStaff } from '../staff/guard';
import { liveSession } from '../staff/sessions';
import { screenGuess } from './screen-guess';

/** What the workspace's first paint needs of the server: its database and clock, to check the session and read. */
export interface WorkspaceAccess {
  db: Queryable;
  now: () => Date;
}

/**
 * How the server answers a workspace page (docs/decisions/029): rendered with the reads of the member whose session
 * the request carries, for the screen their request suggests (docs/decisions/031), a redirect to where `/staff` leads
 * (the browser's own redirect would cost a round trip before anything shows), or null: the browser renders it, as for
 * everyone not signed in.
 */
export type WorkspaceFirstScreen = MemberRender | { redirect: string } | null;

/**
 * The page the workspace opens on is the one rendered: the inbox, whose data is the member and a page of leads. The
 * others (a lead, the queues, the funnel, the team, the account) are rendered by the browser, as the sign-in pages.
 */
const RENDERED = staffPaths.leads;

const jsonText = (status: number, body: string) => ({ status, body, headers: { 'content-type': 'application/json; charset=utf-8' } });
const json = (status: number, body: unknown) => jsonText(status, JSON.stringify(body));

/**
 * The staff API's reads a render of the inbox makes, answered in process for `staff` with the functions its routes
 * use (`GET api/staff/me`, `GET api/staff/leads`), after the one session check of the page request: a render does
 * not use the session again. Anything else under `api/staff/` is not read for a first paint (404: the page goes to
 * the browser); the public API's reads go to `publicReads`.
 */
function memberReads(db: Queryable, staff: SignedInStaff, publicReads: ReadApi): ReadApi {
  return async (pathAndQuery) => {
    const url = new URL(pathAndQuery, 'http://render.invalid');
    if (!url.pathname.startsWith('/api/staff/')) return publicReads(pathAndQuery);
    if (url.pathname === '/api/staff/me') return json(200, staffMe(staff));
    if (url.pathname !== '/api/staff/leads' || !LEAD_READERS.includes(staff.role)) return json(404, { message: 'Not read for a first paint' });
    const query = leadQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return json(400, { message: 'These filters are not valid' });
    try {
      return jsonText(200, await leadPageJson(db, query.data));
    } catch (error) {
      if (error instanceof HttpError) return json(error.statusCode, { message: error.message });
      throw error;
    }
  };
}

/**
 * What to answer a workspace page's request with. Only a GET of the inbox or of `/staff` carrying the cookie of a
 * live session gets more than the browser's own rendering: the session is checked as the staff API's guard checks it
 * (unknown, ended, idle, too old, or its member disabled: nothing), which marks it used once, as any request does.
 */
export function workspaceFirstScreen({ db, now }: WorkspaceAccess, publicReads: ReadApi): (request: FastifyRequest) => Promise<WorkspaceFirstScreen> {
  return async (request) => {
    const pathname = pathnameOf(request.url);
    const home = pathname === staffPaths.home || pathname === `${staffPaths.home}/`;
    if (request.method !== 'GET' || !(home || pathname === RENDERED)) return null;
    const cookie = request.cookies[SESSION_COOKIE];
    const session = cookie ? await liveSession(db, cookie, now()) : undefined;
    if (!session) return null;
    if (home) return { redirect: RENDERED };
    return { reads: memberReads(db, staffOfSession(session), publicReads), screen: screenGuess(request.headers) };
  };
}

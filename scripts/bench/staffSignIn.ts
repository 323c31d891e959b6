/**
 * Issue 22: a member signed in on a running server the way the workspace signs one in (invited from the command line,
 * the invitation accepted, the mailed code entered, a passkey registered with a software authenticator), for the
 * bench and the browser suite, which then open the workspace with the session's cookies.
 */
import { runCommand } from '../../server/cli/reach.ts';
import { readEnv } from '../../server/config/env.ts';
import { CEREMONY_COOKIE, SESSION_COOKIE, XSRF_COOKIE } from '../../server/staff/cookies.ts';
import { TestAuthenticator } from '../../server/test/passkey-authenticator.ts';

/**
 * Where the server is (without a trailing slash) and its DATA_DIR (or its PostgreSQL), for the operator's commands;
 * `origin` is the site's origin as browsers see it when that is not `url` (a process reached by its own address behind
 * a balancer, whose SITE_URL names the site).
 */
export interface RunningServer {
  url: string;
  origin?: string;
  dataDir: string;
  databaseUrl?: string;
}

/** The origin a browser on the site sends: where passkeys belong and the only one the workspace's writes come from. */
export const siteOriginOf = (server: Pick<RunningServer, 'url' | 'origin'>) => server.origin ?? server.url;

const operatorEnv = (server: RunningServer) => readEnv({ DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl });

/** The body of the newest outbox mail of `kind` to `email`, read with the operator's commands. */
async function lastMail(server: RunningServer, kind: string, email: string): Promise<string> {
  const env = operatorEnv(server);
  const outbox = await runCommand(env, { name: 'outbox' });
  const row = outbox.table?.rows.find(([, , rowKind, to]) => rowKind === kind && to === email);
  if (!row) throw new Error(`no ${kind} mail to ${email} in the outbox`);
  return (await runCommand(env, { name: 'outbox', id: Number(row[0]) })).message ?? '';
}

/** A JSON POST from the site's own origin; anything but 2xx throws. */
export async function post(server: RunningServer, path: string, body: unknown, cookie = ''): Promise<Response> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteOriginOf(server), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

const cookieOf = (response: Response, name: string) =>
  response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith(`${name}=`)) ?? '';

/** A new admin `email` called `name`, signed in: the session's cookies as a Cookie header (`name=value; …`). */
export async function signInAsNewMember(server: RunningServer, { email, name }: { email: string; name: string }): Promise<string> {
  await runCommand(operatorEnv(server), { name: 'staff-invite', email, role: 'admin', staffName: name });
  const key = decodeURIComponent(/#key=(\S+)/.exec(await lastMail(server, 'staff-invitation', email))![1]);
  await post(server, '/api/staff/invitations/accept', { key });
  const code = /\b(\d{6})\b/.exec(await lastMail(server, 'staff-code', email))![1];
  const verified = await post(server, '/api/staff/codes/verify', { email, code });
  const authenticator = new TestAuthenticator(siteOriginOf(server));
  const registered = await post(server, '/api/staff/passkeys/register', { response: authenticator.register(await verified.json()), name: 'Software key' }, cookieOf(verified, CEREMONY_COOKIE));
  return [cookieOf(registered, SESSION_COOKIE), cookieOf(registered, XSRF_COOKIE)].join('; ');
}

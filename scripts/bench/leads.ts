/**
 * Issue 22: the leasing office's inbox with 10,000 leads. A throwaway PostgreSQL 15 (as a server with DATABASE_URL;
 * skipped without the binaries) is migrated and seeded with the portfolio, five members and 10,000 leads; members are
 * signed in as the test helper does (a session row, its cookies); the server runs as its own process on that database
 * (as `npm start` does, on a loopback port) and the load client (loadClients.ts: wrk, else autocannon) asks for one
 * page of 50 rows at 20 connections, each request as the next of the 20 members, for several sorts and filters.
 * Target: p95 at most 20 ms.
 *
 * The load comes from outside the server's process: autocannon in the server's own thread (as this bench first ran)
 * parsed every 15 kB answer on the thread that serves them, and its work counted as the server's latency. The client
 * shares the two cores with the server and PostgreSQL: autocannon spent about a tenth of a search's CPU time, which is
 * why wrk (native code) is preferred when installed.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { insertStaffMember } from '../../server/db/queries/staff-members.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../server/staff/cookies.ts';
import { startSession } from '../../server/staff/sessions.ts';
import { pickLoadClient } from './loadClients.ts';
import { ensureBuilt } from './localServer.ts';
import { startLocalServer, type LocalServer } from '../localServer.ts';
import { startThrowawayPostgres } from './throwawayPostgres.ts';

const LEADS = 10_000;
const CONNECTIONS = 20;
const SECONDS = 5;
const P95_TARGET_MS = 20;
const INBOX_PAGES = [
  ['newest first (the default)', ''],
  ['by name', 'sort=name&direction=asc'],
  ['by community', 'sort=property&direction=asc'],
  ['by assignee', 'sort=assignee&direction=desc'],
  ['by status, page 40', 'sort=status&page=40'],
  ['status New', 'status=new'],
  ['one community, by next follow-up', 'community=2&sort=nextFollowUp&direction=asc'],
  ['nobody assigned', 'assignee=none'],
  ['one month', 'from=2026-03-01&to=2026-03-31'],
  ['search "ter 12"', 'q=ter%2012'],
  // "any filter": a search an agent types that every lead matches (each address ends in it).
  ['search "example.org" (every lead)', 'q=example.org'],
] as const;

/** Leads spread over a year, seven communities, six statuses and five members (a fifth unassigned). */
async function seedLeads(db: Database): Promise<void> {
  const members = [];
  for (const name of ['Ann', 'Bo', 'Cy', 'Di', 'Ed']) members.push((await insertStaffMember(db, { email: `${name.toLowerCase()}@office.test`, name: `${name} Agent`, role: 'leasing' }, new Date()))!.id);
  await db.query(
    `INSERT INTO leads (kind, status, name, email, phone, property_id, message, payload, assignee_id, next_follow_up, created_at, first_response_at, lost_reason)
     SELECT (ARRAY['contact', 'application', 'stay-request'])[1 + i % 3],
            (ARRAY['new', 'contacted', 'tour-scheduled', 'applied', 'leased', 'lost'])[1 + (i * 7) % 6],
            'Renter ' || i, 'renter' || i || '@example.org', '812555' || lpad((i % 10000)::text, 4, '0'),
            1 + i % 7, 'Is parking included?', '{}',
            CASE WHEN i % 5 = 0 THEN NULL ELSE ($1::int[])[1 + i % 5] END,
            CASE WHEN i % 3 = 0 THEN NULL ELSE date '2026-06-01' + (i % 90) END,
            timestamptz '2025-06-01 00:00Z' + (i * interval '52 minutes'),
            CASE WHEN (i * 7) % 6 = 0 THEN NULL ELSE timestamptz '2025-06-01 02:00Z' + (i * interval '52 minutes') END,
            CASE WHEN (i * 7) % 6 = 5 THEN 'Signed elsewhere' END
     FROM generate_series(1, $2::int) AS i`,
    [members, LEADS],
  );
  // A table of 10,000 leads gathered over a year has been vacuumed many times; one filled by a single INSERT a moment
  // ago has not (autovacuum would come within a minute, during the measurement). Vacuumed, its pages are marked
  // all-visible, which lets a deep page read its ids from an index alone (migration 044), as it would in the office.
  await db.exec('VACUUM ANALYZE leads');
}

export async function run(): Promise<void> {
  const postgres = await startThrowawayPostgres();
  if (!postgres) {
    console.log('skipped: no PostgreSQL 15 binaries (apt-get install postgresql-15, or set PG_BIN)');
    return;
  }
  const db = openPostgres(postgres.url);
  let server: LocalServer | undefined;
  try {
    await migrate(db);
    await seedIfEmpty(db);
    await seedLeads(db);
    // One signed-in member per connection, as twenty agents at their desks: each request marks its session as used.
    const sessions: Record<string, string>[] = [];
    for (let i = 0; i < CONNECTIONS; i += 1) {
      const member = (await insertStaffMember(db, { email: `bench${i}@office.test`, name: `Bench Agent ${i}`, role: 'leasing' }, new Date()))!;
      const session = await startSession(db, member.id, new Date());
      sessions.push({ cookie: `${SESSION_COOKIE}=${session.id}; ${XSRF_COOKIE}=${session.csrfToken}` });
    }
    const headers = sessions[0];
    ensureBuilt();
    // READ_RATE_LIMIT 0 (startLocalServer's default): the bench is one client doing the reads of many agents.
    server = await startLocalServer({ env: { DATABASE_URL: postgres.url } });
    const origin = server.url;

    const client = pickLoadClient();
    console.log(`GET /api/staff/leads, 50 rows a page of ${LEADS} leads, ${CONNECTIONS} connections (${CONNECTIONS} members) for ${SECONDS} s each, ${client.name} from another process; PostgreSQL 15 on loopback`);
    const measure = (url: string) => client.measure(url, { connections: CONNECTIONS, seconds: SECONDS, headers, rotatingHeaders: sessions });
    // The yardstick: the sign-in check alone (GET me), which every staff request pays before its own work.
    console.log(`  ${'the session check alone (GET me)'.padEnd(34)} ${(await measure(`${origin}/api/staff/me`)).summary}`);
    let worst = 0;
    for (const [name, query] of INBOX_PAGES) {
      const url = `${origin}/api/staff/leads?size=50${query ? `&${query}` : ''}`;
      const check = await fetch(url, { headers });
      if (check.status !== 200) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);
      const result = await measure(url);
      worst = Math.max(worst, result.p95);
      console.log(`  ${name.padEnd(34)} ${result.summary}`);
    }
    console.log(`  load average while measured: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
    console.log(`  worst p95: ${worst.toFixed(1)} ms (target <= ${P95_TARGET_MS} ms: ${worst <= P95_TARGET_MS ? 'met' : 'not met'})`);
  } finally {
    await server?.stop();
    await db.close();
    postgres.stop();
  }
}

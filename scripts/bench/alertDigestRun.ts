/**
 * One server process's run of the 7:00 digests, on its own (a child of alertDigest.ts, so the bench's load client does
 * not share its event loop): `node --import tsx scripts/bench/alertDigestRun.ts <DATABASE_URL> <site URL>`. Runs the
 * sender as the server's job does, at 7:01 at the office today, then waits until every digest another process may have
 * claimed meanwhile is queued too; prints {"ms", "built"} as one JSON line.
 */
import { alertSender } from '../../server/alerts/sending.ts';
import { companyDate, companyTimeOn } from '../../server/calendar/dates.ts';
import { openPostgres } from '../../server/db/postgres.ts';

const [databaseUrl, siteUrl, expected] = process.argv.slice(2);
const db = openPostgres(databaseUrl);
try {
  const sevenOhOne = companyTimeOn(companyDate(new Date()), '07:01');
  const started = performance.now();
  const built = await alertSender({ db, siteUrl, mailQueued: () => undefined }).mailDailyDigests(sevenOhOne);
  const queued = async () => (await db.query<{ count: number }>("SELECT count(*)::integer AS count FROM outbox WHERE kind = 'alert-digest'"))[0].count;
  while ((await queued()) < Number(expected)) await new Promise((resolve) => setTimeout(resolve, 20));
  console.log(JSON.stringify({ ms: performance.now() - started, built }));
} finally {
  await db.close();
}

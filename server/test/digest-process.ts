/**
 * One process's daily alert run, as each server's `alert mails` job makes it (issue 25), for tests of several processes
 * on one PostgreSQL: its own pool on DATABASE_URL and the production sender, the clock at NOW. It writes "ready" once
 * its connection is open, runs the digests when a line arrives on stdin (so several processes start at the same
 * moment), writes `{"mailed":N}` and exits.
 */
import { createInterface } from 'node:readline';
import { alertSender } from '../alerts/sending';
import { openPostgres } from '../db/postgres';

const db = openPostgres(process.env.DATABASE_URL!);
const sender = alertSender({ db, siteUrl: 'https://homes.example.org', mailQueued: () => {} });
await db.query('SELECT 1');
const lines = createInterface({ input: process.stdin });
const go = new Promise((resolve) => lines.once('line', resolve));
process.stdout.write('ready\n');
await go;
const mailed = await sender.mailDailyDigests(new Date(process.env.NOW!));
process.stdout.write(`${JSON.stringify({ mailed })}\n`);
lines.close();
await db.close();

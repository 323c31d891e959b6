import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertStaffMember } from '../db/queries/staff-members';
import { insertSession } from '../db/queries/staff-sessions';
import { insertCeremony, replaceCode, replaceInvitation } from '../db/queries/staff-sign-in';
import { recordAudit } from '../staff/audit';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';
import { purgeStaffRecords } from './staff-purge';

const now = new Date('2026-11-28T15:00:00Z');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const at = (msBefore: number) => new Date(now.getTime() - msBefore);
let clock = now;
let api: TestApi;
beforeEach(async () => {
  clock = now;
  api = await startTestApi({ content: 'empty', now: () => clock });
});
afterEach(async () => {
  vi.useRealTimers();
  await api.close();
});

let made = 0;
async function member(): Promise<number> {
  const row = await insertStaffMember(api.db, { email: `member.${++made}@office.test`, name: `Member ${made}`, role: 'leasing' }, at(60 * DAY));
  return row!.id;
}
/** A session signed in at `signedIn` (so it ended 12 hours later at the latest), and how it is known afterwards. */
async function session(signedIn: Date, name: string, signedOut?: Date): Promise<void> {
  await insertSession(api.db, { idHash: name, csrfHash: `${name} xsrf`, memberId: await member(), now: signedIn, endsAt: new Date(signedIn.getTime() + 12 * HOUR) });
  if (signedOut) await api.db.query('UPDATE staff_sessions SET ended_at = $2 WHERE id_hash = $1', [name, signedOut]);
}
async function invitation(sent: Date, name: string, accepted?: Date): Promise<void> {
  await replaceInvitation(api.db, { memberId: await member(), keyHash: name, now: sent, expiresAt: new Date(sent.getTime() + DAY) });
  if (accepted) await api.db.query('UPDATE staff_invitations SET ended_at = $2 WHERE key_hash = $1', [name, accepted]);
}
async function code(mailed: Date, name: string): Promise<void> {
  await replaceCode(api.db, { memberId: await member(), codeHash: name, now: mailed, expiresAt: new Date(mailed.getTime() + 10 * 60_000) });
}
/** A stale ceremony goes in directly: insertCeremony sweeps the expired ones as it adds one. */
async function staleCeremony(started: Date, name: string): Promise<void> {
  await api.db.query(`INSERT INTO staff_ceremonies (id_hash, kind, challenge, created_at, expires_at) VALUES ($1, 'sign-in', 'challenge', $2, $3)`, [
    name,
    started,
    new Date(started.getTime() + 5 * 60_000),
  ]);
}
const left = async (table: string, key: string) => (await api.db.query<{ name: string }>(`SELECT ${key} AS name FROM ${table} ORDER BY 1`)).map((row) => row.name);

/** What each table holds: records past their keeping, and records that must stay. */
async function seedRecords(): Promise<void> {
  await session(at(31 * DAY), 'signed in 31 days ago');
  await session(at(40 * DAY), 'signed out 40 days ago', at(40 * DAY - HOUR));
  await session(at(29 * DAY), 'signed in 29 days ago, kept for a month');
  await session(at(HOUR), 'live');
  await invitation(at(32 * DAY), 'expired a month ago');
  await invitation(at(35 * DAY), 'accepted a month ago', at(35 * DAY - HOUR));
  await invitation(at(10 * DAY), 'accepted 10 days ago', at(10 * DAY - HOUR));
  await invitation(at(HOUR), 'open');
  await code(at(2 * DAY), 'expired two days ago');
  await code(at(11 * 60_000), 'expired a minute ago');
  await code(at(60_000), 'live');
  await insertCeremony(api.db, { idHash: 'live', kind: 'sign-in', memberId: null, challenge: 'challenge', now: at(60_000), expiresAt: at(-4 * 60_000) });
  await staleCeremony(at(10 * 60_000), 'expired five minutes ago');
  await staleCeremony(at(DAY), 'expired a day ago');
}

describe('issue 22 purge of old sign-in records', () => {
  it('issue 22 purge: old sessions, invitations, codes and ceremonies go; recent and live ones stay; the audit log is untouched', async () => {
    await seedRecords();
    await recordAudit(api.db, { at: at(400 * DAY), actorId: null, action: 'sign-in-failed', target: null, from: '203.0.113.9' });
    const audit = await countRows(api.db, 'audit_log');

    expect(await purgeStaffRecords(api.db, now)).toEqual({ sessions: 2, invitations: 2, codes: 2, ceremonies: 2 });
    expect(await left('staff_sessions', 'id_hash')).toEqual(['live', 'signed in 29 days ago, kept for a month']);
    expect(await left('staff_invitations', 'key_hash')).toEqual(['accepted 10 days ago', 'open']);
    expect(await left('staff_codes', 'code_hash')).toEqual(['live']);
    expect(await left('staff_ceremonies', 'id_hash')).toEqual(['live']);
    expect(await countRows(api.db, 'audit_log')).toBe(audit);
    // A second run finds nothing more.
    expect(await purgeStaffRecords(api.db, now)).toEqual({ sessions: 0, invitations: 0, codes: 0, ceremonies: 0 });
  });

  it('issue 22 purge: four processes purging at once delete every old record exactly once between them, without an error', async () => {
    const sessions = 1_200;
    const memberId = await member();
    await api.db.query(
      `INSERT INTO staff_sessions (id_hash, csrf_hash, member_id, created_at, last_seen_at, ends_at)
       SELECT 'old ' || n, 'xsrf', $1, $2, $2, $3 FROM generate_series(1, ${sessions}) AS n`,
      [memberId, at(40 * DAY), at(40 * DAY - 12 * HOUR)],
    );
    await seedRecords();
    const reports = await Promise.all(Array.from({ length: 4 }, () => purgeStaffRecords(api.db, now)));
    const total = (records: keyof (typeof reports)[number]) => reports.reduce((sum, report) => sum + report[records], 0);
    expect({ sessions: total('sessions'), invitations: total('invitations'), codes: total('codes'), ceremonies: total('ceremonies') }).toEqual({
      sessions: sessions + 2,
      invitations: 2,
      codes: 2,
      ceremonies: 2,
    });
    expect(await countRows(api.db, 'staff_sessions')).toBe(2);
  });

  it('issue 22 purge: the server runs it by itself ten minutes after it starts listening, then every hour', async () => {
    const sessions = () => countRows(api.db, 'staff_sessions');
    await session(at(31 * DAY), 'old');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(await sessions()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    // A loaded machine may take over a second for the runs the timers started (every job of the server runs there).
    await vi.waitFor(async () => expect(await sessions()).toBe(0), { timeout: 10_000 });

    // Old two days on; the next run comes an hour after the first one ended, a minute of the timers at a time.
    await session(at(29 * DAY), 'a month old within the hour');
    clock = new Date(now.getTime() + 2 * DAY);
    let minutes = 0;
    while ((await sessions()) > 0 && minutes < 90) {
      await vi.advanceTimersByTimeAsync(60_000);
      minutes += 1;
    }
    expect(minutes).toBeGreaterThanOrEqual(59);
    expect(minutes).toBeLessThanOrEqual(70);
  });
});

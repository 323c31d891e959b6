import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_COUNT_REACH, type LeadPage, type LeadQuery, type LeadStatus } from '@/features/staff/types';
import { addDays, companyDate, companyDayStart } from '../calendar/dates';
import type { Database, Queryable } from '../db/database';
import { insertLead, tourLeadUpsert, updateLeadAtVersion, type NewLead } from '../db/queries/leads';
import { insertStaffMember } from '../db/queries/staff-members';
import { countRows, freshDatabase } from '../test/database';
import { applyMigration, databaseBefore } from '../test/migrations';
import { leadPageJson } from './lead-page';

// Issue 22: the inbox's totals come from counts the database keeps per (status, community, assignee) (migration 044)
// and per office day (migration 046). They hold the same fact as the leads themselves, so every way a lead is written
// must leave the two agreeing; the day a lead is counted on is the office's day as the server reads it (companyDate).

let db: Database;
let agents: number[];
const at = new Date('2026-05-04T15:00:00Z');
beforeAll(async () => {
  db = await freshDatabase();
  agents = [];
  for (const name of ['Count Ann', 'Count Bo']) agents.push((await insertStaffMember(db, { email: `${name.replace(' ', '.')}@office.test`, name, role: 'leasing' }, at))!.id);
});
afterAll(() => db.close());

const newLead = (name: string, community: string | null): NewLead => ({
  kind: 'contact', name, email: `${name.toLowerCase().replace(/ /g, '.')}@example.org`, phone: null, preferredContact: null, community,
  floorPlan: null, page: null, message: null, details: [], payload: {}, createdAt: at,
});

/**
 * Every (status, community, assignee) whose kept count differs from a count of its leads (EXCEPT, which takes two
 * NULLs as the same): none, whatever happened.
 */
const untrueCounts = (q: Queryable = db) =>
  q.query(
    `WITH real AS (SELECT status, property_id, assignee_id, count(*)::int AS leads FROM leads GROUP BY status, property_id, assignee_id),
          kept AS (SELECT status, property_id, assignee_id, leads FROM lead_counts WHERE leads <> 0)
     (SELECT 'leads' AS side, * FROM (TABLE real EXCEPT TABLE kept) missing)
     UNION ALL (SELECT 'kept', * FROM (TABLE kept EXCEPT TABLE real) extra)`,
  );

/**
 * Every office day whose kept count differs from the leads that arrived on it, the day of each lead read by the
 * server's own companyDate (not by the SQL the counts are kept with): none, whatever happened.
 */
async function untrueDayCounts(q: Queryable = db) {
  const real = new Map<string, number>();
  for (const { createdAt } of await q.query<{ createdAt: string }>('SELECT created_at AS "createdAt" FROM leads')) {
    const day = companyDate(new Date(createdAt));
    real.set(day, (real.get(day) ?? 0) + 1);
  }
  const kept = new Map((await q.query<{ day: string; leads: number }>("SELECT to_char(day, 'YYYY-MM-DD') AS day, leads FROM lead_day_counts WHERE leads <> 0")).map(({ day, leads }) => [day, leads]));
  return [...new Set([...real.keys(), ...kept.keys()])].filter((day) => real.get(day) !== kept.get(day)).map((day) => ({ day, leads: real.get(day), kept: kept.get(day) }));
}

/** The inbox's total for a filter, and the leads that filter matches counted one by one. */
async function totals(filter: Partial<LeadQuery>, where: string, params: unknown[] = []) {
  const query: LeadQuery = { sort: 'createdAt', direction: 'desc', page: 0, size: 50, ...filter };
  return { inbox: (JSON.parse(await leadPageJson(db, query)) as LeadPage).total, leads: await countRows(db, 'leads', where, params) };
}

/** The instants the office's days `from` to `to` begin and end, as the server reads them, for a count of leads. */
const arrivedOn = (from: string, to: string) => ['created_at >= $1 AND created_at < $2', [companyDayStart(from), companyDayStart(addDays(to, 1))]] as const;

async function expectInboxTotalsTrue() {
  expect(await untrueCounts()).toEqual([]);
  expect(await untrueDayCounts()).toEqual([]);
  // The office's days around `at`, a day that began at 23:00 UTC before the clocks went forward, and one 25 hours long.
  for (const [from, to] of [['2026-05-04', '2026-05-04'], ['2026-05-01', '2026-05-31'], ['2026-03-07', '2026-03-08'], ['2026-11-01', '2026-11-01'], ['2026-01-01', '2026-12-31']]) {
    const [where, params] = arrivedOn(from, to);
    const { inbox, leads } = await totals({ from, to }, where, [...params]);
    expect(inbox, `${from} to ${to}`).toBe(leads);
    // With another filter the leads themselves are counted, from the instants PostgreSQL finds for the office's days.
    const withStatus = await totals({ from, to, status: 'new' }, `${where} AND status = 'new'`, [...params]);
    expect(withStatus.inbox, `${from} to ${to}, New`).toBe(withStatus.leads);
  }
  const [ann] = agents;
  const jordan = (await db.query<{ id: number }>("SELECT id FROM properties WHERE name = 'Jordan Commons'"))[0].id;
  for (const [filter, where, params] of [
    [{}, 'true', []],
    [{ status: 'new' }, "status = 'new'", []],
    [{ status: 'contacted', assignee: ann }, "status = 'contacted' AND assignee_id = $1", [ann]],
    [{ community: jordan, assignee: 'none' }, 'property_id = $1 AND assignee_id IS NULL', [jordan]],
    [{ status: 'lost', community: jordan, assignee: ann }, "status = 'lost' AND property_id = $1 AND assignee_id = $2", [jordan, ann]],
  ] as const) {
    const { inbox, leads } = await totals(filter as Partial<LeadQuery>, where, [...params]);
    expect(inbox, JSON.stringify(filter)).toBe(leads);
  }
}

const statusOf = async (id: number) => (await db.query<{ status: LeadStatus; version: number }>('SELECT status, version FROM leads WHERE id = $1', [id]))[0];

describe('issue 22 leads: the inbox\'s totals stay the leads\' own count', () => {
  it('issue 22 leads: leads that arrive, change status, community or assignee, and are deleted leave every total true', async () => {
    const [ann, bo] = agents;
    const robin = await insertLead(db, newLead('Count Robin', 'Jordan Commons'));
    const sam = await insertLead(db, newLead('Count Sam', 'The Kirkwood'));
    await insertLead(db, newLead('Count Nowhere', null));
    // Arrivals just either side of the office's midnight (UTC is already on the next day), on the days the clocks change.
    const edges = ['2026-03-08T04:59:59.999Z', '2026-03-08T05:00:00Z', '2026-03-09T03:59:59.999Z', '2026-03-09T04:00:00Z', '2026-11-01T03:59:59Z', '2026-11-02T04:59:59Z', '2026-11-02T05:00:00Z'];
    for (const [i, instant] of edges.entries()) await insertLead(db, { ...newLead(`Count Edge ${i}`, null), createdAt: new Date(instant) });
    await db.query(
      `INSERT INTO leads (kind, name, email, property_id, payload, created_at, assignee_id)
       SELECT 'contact', 'Count Many ' || i, 'many' || i || '@example.org', (SELECT id FROM properties WHERE name = 'Jordan Commons'), '{}', $1, CASE WHEN i % 2 = 0 THEN $2::int END
       FROM generate_series(1, 12) AS i`,
      [at, ann],
    );
    await expectInboxTotalsTrue();

    // A status, an assignee, both, and a lost lead with its reason, as the office changes them.
    expect(await updateLeadAtVersion(db, robin, 0, { status: 'contacted', assigneeId: ann }, at)).toBe(true);
    expect(await updateLeadAtVersion(db, sam, 0, { assigneeId: bo }, at)).toBe(true);
    expect(await updateLeadAtVersion(db, sam, 1, { status: 'lost', lostReason: 'Signed elsewhere', assigneeId: ann }, at)).toBe(true);
    // A change from a stale version changes nothing, counts included.
    expect(await updateLeadAtVersion(db, robin, 0, { status: 'applied' }, at)).toBe(false);
    await expectInboxTotalsTrue();

    // A community changed behind the office's back, several leads at once, and a write that moves no count.
    await db.query("UPDATE leads SET created_at = created_at + interval '1 hour' WHERE name LIKE 'Count Edge %'");
    await db.query("UPDATE leads SET created_at = '2026-03-08T05:00:00Z' WHERE id = $1", [sam]);
    await db.query("UPDATE leads SET property_id = (SELECT id FROM properties WHERE name = 'The Kirkwood') WHERE id = $1", [robin]);
    await db.query("UPDATE leads SET status = 'contacted', assignee_id = $1 WHERE name LIKE 'Count Many %' AND assignee_id IS NULL", [bo]);
    await db.query(`UPDATE leads SET details = '[["Note", "x"]]' WHERE name LIKE 'Count %'`);
    // A booked tour moves the renter's open lead to Tour scheduled, in the statement that stores the tour.
    const booked = tourLeadUpsert({ email: 'many2@example.org', line: ['Tour', 'Mon'], fresh: newLead('Count Tour', null) }, 1, 'booking');
    expect(await db.query(`WITH booking AS (SELECT 1), ${booked.sql} SELECT id FROM lead`, booked.params)).toHaveLength(1);
    expect((await statusOf((await db.query<{ id: number }>("SELECT id FROM leads WHERE email = 'many2@example.org'"))[0].id)).status).toBe('tour-scheduled');
    await expectInboxTotalsTrue();

    await db.query('DELETE FROM leads WHERE id = $1', [sam]);
    await db.query("DELETE FROM leads WHERE name LIKE 'Count Many 1%'");
    await expectInboxTotalsTrue();

    // Emptying the table empties the counts (inside a transaction that is then undone).
    await expect(
      db.transaction(async (tx) => {
        await tx.exec('TRUNCATE leads CASCADE');
        expect(await untrueCounts(tx)).toEqual([]);
        expect(await countRows(tx, 'lead_counts', 'leads <> 0')).toBe(0);
        expect(await untrueDayCounts(tx)).toEqual([]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await expectInboxTotalsTrue();
  });

  it('issue 22 leads: changes made at once, crossing each other between two statuses, all go through and leave the totals true', async () => {
    const [ann] = agents;
    const ids = [];
    for (let i = 0; i < 60; i += 1) ids.push(await insertLead(db, newLead(`Count Crossing ${i}`, 'Jordan Commons')));
    // Half the leads start Contacted; at once, each New one moves to Contacted while each Contacted one moves to New:
    // every change takes the same two counts, from opposite ends, while leads arrive and are deleted.
    await db.query("UPDATE leads SET status = 'contacted' WHERE id = ANY($1)", [ids.filter((_, i) => i % 2 === 1)]);
    await db.query('UPDATE leads SET assignee_id = $2 WHERE id = ANY($1)', [ids, ann]);
    const flips = ids.slice(0, 50).map((id) =>
      db.transaction(async (tx) => {
        const [{ status, version }] = await tx.query<{ status: LeadStatus; version: number }>('SELECT status, version FROM leads WHERE id = $1 FOR UPDATE', [id]);
        expect(await updateLeadAtVersion(tx, id, version, { status: status === 'new' ? 'contacted' : 'new' }, at)).toBe(true);
      }),
    );
    const arrivals = Array.from({ length: 10 }, (_, i) => insertLead(db, newLead(`Count Arriving ${i}`, 'Jordan Commons')));
    const departures = ids.slice(50).map((id) => db.query('DELETE FROM leads WHERE id = $1', [id]));
    const outcomes = await Promise.allSettled([...flips, ...arrivals, ...departures]);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    await expectInboxTotalsTrue();
  });
});

describe('issue 22 migration 044: leads stored before are counted', () => {
  it('issue 22 leads: the counts start as a count of the leads already stored', async () => {
    const before = await databaseBefore('044');
    try {
      const [{ id: ann }] = await before.query<{ id: number }>("INSERT INTO staff_members (email, name, role, created_at) VALUES ('ann@office.test', 'Ann', 'leasing', now()) RETURNING id");
      await before.query(
        `INSERT INTO leads (kind, status, name, email, payload, created_at, assignee_id, lost_reason)
         SELECT 'contact', (ARRAY['new', 'contacted', 'lost'])[1 + i % 3], 'Renter ' || i, 'r' || i || '@example.org', '{}', now(),
           CASE WHEN i % 2 = 0 THEN $1::int END, 'Signed elsewhere'
         FROM generate_series(1, 12) AS i`,
        [ann],
      );
      await applyMigration(before, '044');
      expect(await untrueCounts(before)).toEqual([]);
      expect(await before.query('SELECT sum(leads)::int AS leads FROM lead_counts')).toEqual([{ leads: 12 }]);
    } finally {
      await before.close();
    }
  });
});

describe('issue 22 migration 046: leads stored before are counted by day', () => {
  it('issue 22 leads: the day counts start as the leads already stored, each on the office\'s day it arrived', async () => {
    const before = await databaseBefore('046');
    try {
      // Every 5 hours for 12 days, across the office's midnight (04:00 or 05:00 UTC) and the night the clocks go back.
      await before.query(
        `INSERT INTO leads (kind, name, email, payload, created_at)
         SELECT 'contact', 'Renter ' || i, 'r' || i || '@example.org', '{}', timestamptz '2026-10-28 02:00Z' + i * interval '5 hours'
         FROM generate_series(1, 57) AS i`,
      );
      await applyMigration(before, '046');
      expect(await untrueDayCounts(before)).toEqual([]);
      expect(await before.query('SELECT sum(leads)::int AS leads FROM lead_day_counts')).toEqual([{ leads: 57 }]);
    } finally {
      await before.close();
    }
  });
});

describe('issue 22 leads: a search as wide as the inbox', () => {
  it('issue 22 leads: a search matching more than 1,000 leads counts 1,000 past the page and says more match; a narrow one is counted exactly', async () => {
    await db.query(
      `INSERT INTO leads (kind, name, email, payload, created_at)
       SELECT 'contact', 'Wide Search ' || i, 'wide' || i || '@example.org', '{}', timestamptz '2026-02-01 12:00Z' + i * interval '1 minute'
       FROM generate_series(1, 1105) AS i`,
    );
    const page = async (q: string, number: number) =>
      JSON.parse(await leadPageJson(db, { q, sort: 'createdAt', direction: 'desc', page: number, size: 50 })) as LeadPage;

    const first = await page('Wide Search', 0);
    expect(first.rows).toHaveLength(50);
    expect({ total: first.total, more: first.more }).toEqual({ total: LEAD_COUNT_REACH, more: true });
    // From page 3 (leads 151 on) the count reaches past the last of the 1,105: the pages end where the leads do.
    expect(await page('Wide Search', 1)).toMatchObject({ total: 1_050, more: true });
    expect(await page('Wide Search', 3)).toMatchObject({ total: 1_105, more: false });
    const last = await page('Wide Search', 22);
    expect({ rows: last.rows.length, total: last.total, more: last.more }).toEqual({ rows: 5, total: 1_105, more: false });
    // Seven leads' names hold "Search 110" (110, and 1100 to 1105): counted to the last.
    expect(await page('Wide Search 110', 0)).toMatchObject({ total: 7, more: false });
  });
});

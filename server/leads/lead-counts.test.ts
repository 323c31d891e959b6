import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadPage, LeadQuery, LeadStatus } from '@/features/staff/types';
import type { Database, Queryable } from '../db/database';
import { insertLead, tourLeadUpsert, updateLeadAtVersion, type NewLead } from '../db/queries/leads';
import { insertStaffMember } from '../db/queries/staff-members';
import { countRows, freshDatabase } from '../test/database';
import { applyMigration, databaseBefore } from '../test/migrations';
import { leadPageJson } from './lead-page';

// Issue 22: the inbox's totals come from counts the database keeps per (status, community, assignee) (migration 044).
// They hold the same fact as the leads themselves, so every way a lead is written must leave the two agreeing.

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

/** The inbox's total for a filter, and the leads that filter matches counted one by one. */
async function totals(filter: Partial<LeadQuery>, where: string, params: unknown[] = []) {
  const query: LeadQuery = { sort: 'createdAt', direction: 'desc', page: 0, size: 50, ...filter };
  return { inbox: (JSON.parse(await leadPageJson(db, query)) as LeadPage).total, leads: await countRows(db, 'leads', where, params) };
}

async function expectInboxTotalsTrue() {
  expect(await untrueCounts()).toEqual([]);
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

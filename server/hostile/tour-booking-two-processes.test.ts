import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TourConflict, TourSlots } from '@/features/tour-booking/types';
import { openPostgres } from '../db/postgres';
import { seededPostgresCopy } from '../test/database';
import { apiProcesses } from '../test/server-process';

/**
 * Issue 24: a booking locks only the times its tour and buffer hold, not the whole community, so the database must
 * keep every rule when two API processes book on one PostgreSQL at once: a slot's capacity, the buffer between
 * neighbouring tours, and 3 upcoming tours per address. Runs where the suite runs on PostgreSQL
 * (scripts/test-server-postgres.sh, CI); the same attacks on one process are in server/routes/tour-booking.test.ts.
 */
const templates = inject('databaseTemplates');
const onPostgres = templates.engine === 'postgres';
const MINUTE = 60_000;

let url = '';
let dropDatabase = async () => {};
const apis = apiProcesses('rentals-tours-two-');
let bases: string[] = [];

// A client's writes are limited per minute: these attacks come from one address, so the limit stands aside.
const startApi = () => apis.start({ DATABASE_URL: url, WRITE_RATE_LIMIT: '10000' });

beforeAll(async () => {
  if (!onPostgres) return;
  ({ url, drop: dropDatabase } = await seededPostgresCopy('ll_tours'));
  bases = [await startApi(), await startApi()];
}, 300_000);

afterAll(async () => {
  await apis.stopAll();
  await dropDatabase();
});

let renters = 0;
/** Each request through the other process than the one before, with its own captcha token. */
async function book(index: number, start: string, email = `renter${(renters += 1)}@example.org`) {
  const base = bases[index % 2];
  const { token } = (await (await fetch(`${base}/api/captcha/local`, { method: 'POST' })).json()) as { token: string };
  return fetch(`${base}/api/tour-booking/tours?captchaResponse=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ property: 1, start, name: 'Robin Lee', email, phone: '8125550177', people: 2 }),
  });
}

/** The free starts of community 1 (capacity 1, 30-minute tours, 15 minutes of buffer: the defaults), in time order. */
async function freeStarts(): Promise<number[]> {
  const slots = (await (await fetch(`${bases[0]}/api/tour-booking/slots?property=1&days=14`)).json()) as TourSlots;
  return slots.days.flatMap((day) => day.slots.map((slot) => Date.parse(slot.start)));
}

const iso = (time: number) => new Date(time).toISOString();

async function toursAt(starts: number[]): Promise<number> {
  const db = openPostgres(url);
  try {
    const [{ count }] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM tours WHERE property_id = 1 AND status = 'confirmed' AND start_at = ANY($1::timestamptz[])`,
      [starts.map(iso)],
    );
    return count;
  } finally {
    await db.close();
  }
}

describe.runIf(onPostgres)('issue 24 tour booking on two API processes on one PostgreSQL', () => {
  it('20 requests at once for a slot of capacity 1, through both processes: exactly 1 booked, 19 answered 409 with free alternatives', async () => {
    const start = iso((await freeStarts())[4]);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(i, start)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      const conflict = (await answer.json()) as TourConflict;
      expect(conflict.message).toBe('That time was just taken');
      expect(conflict.alternatives.length).toBeGreaterThan(0);
      expect(conflict.alternatives.map((slot) => slot.start)).not.toContain(start);
    }
    expect(await toursAt([Date.parse(start)])).toBe(1);
  }, 60_000);

  it('20 requests at once for two neighbouring slots (the buffer between them): exactly 1 of the two booked', async () => {
    const starts = await freeStarts();
    const first = starts.find((start, i) => i > 10 && starts.includes(start + 30 * MINUTE))!;
    const pair = [first, first + 30 * MINUTE];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(i, iso(pair[Math.floor(i / 2) % 2]))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await toursAt(pair)).toBe(1);
  }, 60_000);

  it('one address booking 8 far-apart times at once, through both processes: 3 booked, the others refused with 429', async () => {
    const starts = await freeStarts();
    // Two hours apart: none of these tours stands in another's way, only the address's limit does.
    const apart = starts.filter((start) => start % (120 * MINUTE) === 0).slice(-8);
    expect(apart).toHaveLength(8);
    const answers = await Promise.all(apart.map((start, i) => book(i, iso(start), 'Busy.Renter@example.org')));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
    expect(await toursAt(apart)).toBe(3);
  }, 60_000);
});

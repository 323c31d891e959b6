import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Funnel } from '@/features/staff/types';
import { startTestApi, type TestApi } from '../test/api';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';

let api: TestApi;
let leasing: SignedInTestStaff;

/** Events over nine weeks for three communities, some on the window's edges and some outside it. */
async function seedEvents(): Promise<void> {
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647);
  for (let day = 0; day < 63; day++) {
    const date = new Date(Date.UTC(2026, 1, 23 + day)).toISOString().slice(0, 10);
    for (const property of [1, 2, 3]) {
      for (const event of ['clicked', 'initiated', 'submitted']) {
        if (next() % 3 === 0) continue;
        await api.db.query('INSERT INTO contact_events (property_id, day, event, count) VALUES ($1, $2, $3, $4)', [property, date, event, 1 + (next() % 20)]);
      }
    }
  }
}

beforeAll(async () => {
  api = await startTestApi();
  leasing = await signedInStaff(api, 'leasing');
  await api.db.query('DELETE FROM contact_events');
  await seedEvents();
});
afterAll(() => api.close());

const funnel = async (query: string) => {
  const response = await api.app.inject({ url: `/api/staff/funnel?${query}`, headers: leasing.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Funnel>();
};

/** The same counts, straight from the table. */
async function sqlCounts(from: string, to: string, group: 'day' | 'week', property?: number) {
  const period = group === 'week' ? "to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD')" : "to_char(day, 'YYYY-MM-DD')";
  return api.db.query<{ period: string; clicked: number; initiated: number; submitted: number }>(
    `SELECT ${period} AS period, sum(count) FILTER (WHERE event = 'clicked') AS clicked, sum(count) FILTER (WHERE event = 'initiated') AS initiated,
            sum(count) FILTER (WHERE event = 'submitted') AS submitted
     FROM contact_events WHERE day >= $1 AND day <= $2 AND ($3::int IS NULL OR property_id = $3) GROUP BY 1 ORDER BY 1`,
    [from, to, property ?? null],
  );
}

const nonEmpty = (rows: Funnel['rows']) => rows.filter((row) => row.clicked + row.initiated + row.submitted > 0);
const withZeros = (rows: { period: string; clicked: number | null; initiated: number | null; submitted: number | null }[]) =>
  rows.map((row) => ({ period: row.period, clicked: row.clicked ?? 0, initiated: row.initiated ?? 0, submitted: row.submitted ?? 0 }));

describe('issue 22 funnel: GET api/staff/funnel', () => {
  it('issue 22 funnel: per day, the numbers equal a count in SQL over the same window, every day present', async () => {
    const result = await funnel('from=2026-03-02&to=2026-03-29');
    expect(result.rows).toHaveLength(28);
    expect(result.rows[0].period).toBe('2026-03-02');
    expect(nonEmpty(result.rows)).toEqual(withZeros(await sqlCounts('2026-03-02', '2026-03-29', 'day')));
    const [totals] = await api.db.query<Funnel['totals']>(
      `SELECT sum(count) FILTER (WHERE event = 'clicked') AS clicked, sum(count) FILTER (WHERE event = 'initiated') AS initiated,
              sum(count) FILTER (WHERE event = 'submitted') AS submitted FROM contact_events WHERE day BETWEEN '2026-03-02' AND '2026-03-29'`,
    );
    expect(result.totals).toEqual(totals);
  });

  it('issue 22 funnel: per ISO week (named by its Monday) and for one community, the numbers equal SQL counts', async () => {
    const result = await funnel('from=2026-03-04&to=2026-04-14&group=week&community=2');
    expect(result.rows.map((row) => row.period)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30', '2026-04-06', '2026-04-13']);
    expect(nonEmpty(result.rows)).toEqual(withZeros(await sqlCounts('2026-03-04', '2026-04-14', 'week', 2)));
  });

  it('issue 22 funnel: a window of more than 400 days, dates the wrong way round, or no session are refused', async () => {
    const long = await api.app.inject({ url: '/api/staff/funnel?from=2025-01-01&to=2026-03-01', headers: leasing.headers });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'Choose at most 400 days' });
    expect((await api.app.inject({ url: '/api/staff/funnel?from=2026-03-02&to=2026-03-01', headers: leasing.headers })).statusCode).toBe(400);
    expect((await api.app.inject({ url: '/api/staff/funnel?from=2026-03-02', headers: leasing.headers })).statusCode).toBe(400);
    expect((await api.app.inject({ url: '/api/staff/funnel?from=2026-03-01&to=2026-03-02' })).statusCode).toBe(401);
  });
});

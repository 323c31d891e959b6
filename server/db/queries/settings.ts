import type { Queryable } from '../database';

/** The stored value of `key`, created from `initial()` the first time; concurrent first calls agree on one value. */
export async function settingOrCreate(q: Queryable, key: string, initial: () => string): Promise<string> {
  await q.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, initial()]);
  return (await q.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]))[0].value;
}

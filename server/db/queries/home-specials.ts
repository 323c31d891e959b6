import type { EditableHomeSpecial, HomeSpecialFields, HomeSpecialsAnswer } from '@/features/staff/planEdits';
import type { Queryable } from '../database';

/**
 * Issue 23: the home-page specials as the office edits them. The table keeps the communities as the wire carries them
 * (comma-separated property ids); the editor reads and writes them as a list.
 */
const COLUMNS = `id, version, title, description, details, image, to_char(start_date, 'YYYY-MM-DD') AS "startDate",
  coalesce((SELECT array_agg(p::int ORDER BY p::int) FROM unnest(string_to_array(properties, ',')) AS p WHERE p ~ '^\\s*\\d+\\s*$'), '{}') AS "communityIds"`;

export async function findEditableHomeSpecials(q: Queryable): Promise<HomeSpecialsAnswer> {
  const [specials, communities] = await Promise.all([
    q.query<EditableHomeSpecial>(`SELECT ${COLUMNS} FROM home_page_specials ORDER BY start_date, id`),
    q.query<{ id: number; name: string }>('SELECT id, name FROM properties ORDER BY name'),
  ]);
  return { specials, communities };
}

export async function findEditableHomeSpecial(q: Queryable, id: number, options: { lock?: boolean } = {}): Promise<EditableHomeSpecial | undefined> {
  return (await q.query<EditableHomeSpecial>(`SELECT ${COLUMNS} FROM home_page_specials WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]))[0];
}

/** Which of `ids` name no community. */
export async function unknownCommunities(q: Queryable, ids: readonly number[]): Promise<number[]> {
  const rows = await q.query<{ id: number }>('SELECT id FROM properties WHERE id = ANY($1::int[])', [ids]);
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

type StoredHomeSpecial = Omit<HomeSpecialFields, 'image'> & { image: string | null };
/** The row's values for a special's fields: the communities as the wire's comma-separated ids, each once, in order. */
const rowValues = (special: StoredHomeSpecial) => [
  special.title,
  special.description,
  special.details,
  special.image,
  special.startDate,
  [...new Set(special.communityIds)].sort((a, b) => a - b).join(','),
];

/**
 * Sets a special's fields if it is still at `version`. false: it is not (or is gone), nothing written. The same values
 * again are no change to the trigger (migration 060): the version stays.
 */
export async function updateHomeSpecialAtVersion(q: Queryable, id: number, version: number, special: StoredHomeSpecial): Promise<boolean> {
  const rows = await q.query(
    `UPDATE home_page_specials SET title = $3, description = $4, details = $5, image = $6, start_date = $7, properties = $8
     WHERE id = $1 AND version = $2 RETURNING id`,
    [id, version, ...rowValues(special)],
  );
  return rows.length === 1;
}

/**
 * Adds a special: under `id` when given (an undone removal puts it back where it was; undefined when that id is taken
 * again), else the next id of the table's sequence (migration 060).
 */
export async function insertHomeSpecial(q: Queryable, special: StoredHomeSpecial, id?: number): Promise<number | undefined> {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO home_page_specials (${id === undefined ? '' : 'id, '}title, description, details, image, start_date, properties)
     VALUES (${id === undefined ? '' : '$7, '}$1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [...rowValues(special), ...(id === undefined ? [] : [id])],
  );
  return rows[0]?.id;
}

/** Removes a special if it is still at `version`; false: it is not (or is gone). */
export async function deleteHomeSpecialAtVersion(q: Queryable, id: number, version: number): Promise<boolean> {
  return (await q.query('DELETE FROM home_page_specials WHERE id = $1 AND version = $2 RETURNING id', [id, version])).length === 1;
}

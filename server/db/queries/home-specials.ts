import type { EditableHomeSpecial, HomeSpecialFields, HomeSpecialsAnswer } from '@/features/staff/planEdits';
import type { Queryable } from '../database';

/**
 * Issue 23: the home-page specials as the office edits them. The table keeps the communities as the wire carries them
 * (comma-separated property ids); the editor reads and writes them as a list.
 */
const COLUMNS = `id, title, description, details, image, to_char(start_date, 'YYYY-MM-DD') AS "startDate",
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

export async function updateHomeSpecial(q: Queryable, id: number, special: Omit<HomeSpecialFields, 'image'> & { image: string | null }): Promise<void> {
  await q.query(`UPDATE home_page_specials SET title = $2, description = $3, details = $4, image = $5, start_date = $6, properties = $7 WHERE id = $1`, [
    id,
    special.title,
    special.description,
    special.details,
    special.image,
    special.startDate,
    [...new Set(special.communityIds)].sort((a, b) => a - b).join(','),
  ]);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, freshDatabase } from '../test/database';
import type { Database } from './database';
import { migrate } from './migrate';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase('empty');
});
afterAll(() => db.close());

describe('one migration history for PGlite and PostgreSQL', () => {
  it('records each applied migration and applies nothing twice', async () => {
    const applied = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(applied.map((row) => row.version)).toEqual(['001_schema', '002_spent_captcha_tokens', '010_sublet_trust', '031_reporters_networks_and_renewals', '032_mail_cooldowns', '033_outbox_states', '034_rate_limits', '035_stay_request_mails', '036_receipts_and_true_resident_answers', '037_staff', '038_leads', '039_lead_names', '040_lead_search_index', '041_tour_booking', '042_tour_office', '043_tour_booking_locks', '044_lead_counts', '045_lead_pages_from_indexes', '046_lead_day_counts', '049_catalog_changed_notices', '050_catalog_versions', '054_floorplan_photo_alt_text', '055_saved_searches', '056_alert_matches', '057_alert_unit_snapshots', '058_alert_sending', '059_plan_amenity_and_utility_lists', '060_special_versions', '061_amenities_added_by_the_office', '062_alert_unsubscribe_key_ages', '063_amenity_names_unique_ignoring_case', '064_lead_inbox_rows']);
    expect(await migrate(db)).toEqual([]);
    expect(await countRows(db, 'schema_migrations')).toBe(applied.length);
  });

  it('writes that break a rule of the schema are refused by the database itself', async () => {
    await expect(db.query("INSERT INTO floorplans (id, property_id, name, bedroom, bathroom, style) VALUES (1, 999, 'x', 1, 1, 'APARTMENT')")).rejects.toThrow();
    await expect(db.query("INSERT INTO properties (id, name, lease_type, address, zipcode, phone, leasing_office_type) VALUES (1, 'x', 'MONTHLY', 'a', '47401', '1', 'ON_SITE')")).rejects.toThrow();
  });

  it('a transaction that fails stores nothing', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO settings (key, value) VALUES ('a', '1')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await countRows(db, 'settings')).toBe(0);
  });
});

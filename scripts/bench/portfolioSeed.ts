/**
 * Issue 28: a seeded portfolio grown `factor` times, as a company that bought more communities would hold it: every
 * extra community is a varied copy of a seeded one (its own name and cover, some closed), and its floor plans differ
 * from their model in name, bedrooms, rents, move-in dates, featured flags, specials and active units, so the pages
 * and their compression see data that repeats itself no more than a real portfolio would.
 */
import type { Database } from '../../server/db/database.ts';

/** Id offsets of copy `c`: far above anything the seed writes. */
const PROPERTY_STEP = 1_000;
const FLOORPLAN_STEP = 10_000;
const UNIT_STEP = 100_000;

const COPY_STATEMENTS = [
  // Communities: a neighbourhood and a number in the name, one in eleven closed, a cover of its own.
  `INSERT INTO properties (id, name, active, lease_type, address, zipcode, phone, leasing_office_type, leasing_office_id, cover_image, rating, rating_link)
   SELECT p.id + c * ${PROPERTY_STEP},
          p.name || ' ' || (ARRAY['North', 'South', 'East', 'West', 'Park', 'Ridge', 'Village', 'Crossing', 'Square', 'Terrace'])[1 + (c + p.id) % 10] || ' ' || c,
          p.active AND (c + p.id) % 11 <> 0, p.lease_type, (100 + c * 7 + p.id) || ' ' || split_part(p.address, ' ', 2) || ' St', p.zipcode, p.phone,
          p.leasing_office_type, p.leasing_office_id,
          'https://drive.google.com/uc?id=' || substr(md5('property' || p.id || '-' || c), 1, 28), p.rating, p.rating_link
   FROM properties p, generate_series(1, $1::int - 1) AS c WHERE p.id < ${PROPERTY_STEP}`,
  // Floor plans: a letter in the name, a bedroom more or less now and then, one featured flag in seven flipped,
  // specials started, ended or dropped, a cover of their own.
  `INSERT INTO floorplans (id, property_id, name, active, featured, bedroom, bathroom, style, description, cover_image, photos_folder_id, photo,
                           virtual_tour_link, video_tour_link, three_sixty_video_tour_link, special_rent, special_rent_start_date, special_rent_end_date,
                           address, zipcode, allowed_pet, pet_policy, html_title)
   SELECT f.id + c * ${FLOORPLAN_STEP}, f.property_id + c * ${PROPERTY_STEP},
          f.name || ' ' || chr(65 + (c * 3 + f.id) % 26) || (1 + c % 9),
          f.active AND (c * 5 + f.id) % 17 <> 0,
          f.featured <> ((c + f.id) % 7 = 0),
          CASE WHEN f.style IN ('GARAGE', 'STUDIO') THEN f.bedroom ELSE greatest(1, least(5, f.bedroom + (c + f.id) % 3 - 1)) END,
          f.bathroom, f.style, f.description,
          'https://drive.google.com/uc?id=' || substr(md5('floorplan' || f.id || '-' || c), 1, 28), f.photos_folder_id, f.photo,
          f.virtual_tour_link, f.video_tour_link, f.three_sixty_video_tour_link,
          CASE WHEN (c + f.id) % 4 = 0 THEN NULL WHEN f.special_rent IS NOT NULL THEN greatest(0, f.special_rent + ((c * 31 + f.id) % 9 - 4) * 10)
               WHEN (c + f.id) % 9 = 0 THEN 900 + ((c * 17 + f.id * 13) % 60) * 10 END,
          CASE WHEN (c + f.id) % 4 = 0 THEN NULL WHEN f.special_rent IS NOT NULL THEN f.special_rent_start_date WHEN (c + f.id) % 9 = 0 THEN current_date - (c % 20) END,
          CASE WHEN (c + f.id) % 4 = 0 THEN NULL WHEN f.special_rent IS NOT NULL THEN f.special_rent_end_date WHEN (c + f.id) % 9 = 0 THEN current_date + 10 + (c * 7) % 60 END,
          f.address, f.zipcode, f.allowed_pet, f.pet_policy, f.html_title
   FROM floorplans f, generate_series(1, $1::int - 1) AS c WHERE f.id < ${FLOORPLAN_STEP}`,
  // Units: rents up to $150 either way (in fives), move-in dates spread over four months, one in thirteen off the market.
  `INSERT INTO units (id, floorplan_id, active, rent, deposit, square_foot, move_in_date, availability_extension_months, address, zipcode, allowed_pet, pet_policy)
   SELECT u.id + c * ${UNIT_STEP}, u.floorplan_id + c * ${FLOORPLAN_STEP}, u.active AND (u.id + c) % 13 <> 0,
          greatest(300, u.rent + ((u.id * 37 + c * 53) % 61 - 30) * 5), u.deposit, u.square_foot + (c * 11 + u.id) % 90 - 45,
          u.move_in_date + ((u.id * 7 + c * 13) % 120 - 30), (u.availability_extension_months + c) % 3,
          (100 + c * 7) || ' ' || u.address, u.zipcode, u.allowed_pet, u.pet_policy
   FROM units u, generate_series(1, $1::int - 1) AS c WHERE u.id < ${UNIT_STEP}`,
  // The floor plans' covers exist (their model's picture under an id of their own), so a browser's page loads them.
  `INSERT INTO assets (id, folder_id, name, content_type, byte_size, sha256, content)
   SELECT substr(md5('floorplan' || f.id || '-' || c), 1, 28), 'portfolio-cover-' || (f.id + c * ${FLOORPLAN_STEP}), '1',
          a.content_type, a.byte_size, a.sha256, a.content
   FROM floorplans f JOIN assets a ON a.id = substring(f.cover_image FROM 'id=(.*)$'), generate_series(1, $1::int - 1) AS c
   WHERE f.id < ${FLOORPLAN_STEP}`,
  `INSERT INTO short_terms SELECT s.floorplan_id + c * ${FLOORPLAN_STEP}, s.square_foot, s.price_for_2_to_4_days, s.price_for_5_to_13_days,
     s.price_for_14_to_29_days, s.price_for_1_to_4_months, s.price_for_4_and_more_months
   FROM short_terms s, generate_series(1, $1::int - 1) AS c WHERE s.floorplan_id < ${FLOORPLAN_STEP}`,
  // Amenities and utilities: most of the model's, one in five left out.
  `INSERT INTO floorplan_amenities (floorplan_id, amenity_id, position) SELECT a.floorplan_id + c * ${FLOORPLAN_STEP}, a.amenity_id, a.position
   FROM floorplan_amenities a, generate_series(1, $1::int - 1) AS c WHERE a.floorplan_id < ${FLOORPLAN_STEP} AND (a.amenity_id + c) % 5 <> 0`,
  `INSERT INTO floorplan_utilities (floorplan_id, utility_id, position, average_monthly_bill)
   SELECT u.floorplan_id + c * ${FLOORPLAN_STEP}, u.utility_id, u.position, u.average_monthly_bill
   FROM floorplan_utilities u, generate_series(1, $1::int - 1) AS c WHERE u.floorplan_id < ${FLOORPLAN_STEP} AND (u.utility_id + c) % 5 <> 0`,
  `INSERT INTO web_specials (floorplan_id, start_date, end_date, description)
   SELECT w.floorplan_id + c * ${FLOORPLAN_STEP}, w.start_date, w.end_date + c % 30, w.description || ' (' || (c % 4 + 1) || ' spots left)'
   FROM web_specials w, generate_series(1, $1::int - 1) AS c WHERE w.floorplan_id < ${FLOORPLAN_STEP} AND (w.floorplan_id + c) % 3 <> 0`,
];

/** Grows the seeded portfolio in `db` to `factor` times its communities, floor plans and units (1: as seeded). */
export async function growPortfolio(db: Database, factor: number): Promise<void> {
  if (factor > 1) for (const statement of COPY_STATEMENTS) await db.query(statement, [factor]);
  await db.exec('ANALYZE');
}

/** What the grown portfolio holds: communities, floor plans and units. */
export async function portfolioSize(db: Database): Promise<string> {
  const [row] = await db.query<{ p: number; f: number; u: number }>(
    'SELECT (SELECT count(*) FROM properties)::int AS p, (SELECT count(*) FROM floorplans)::int AS f, (SELECT count(*) FROM units)::int AS u',
  );
  return `${row.p}/${row.f}/${row.u}`;
}

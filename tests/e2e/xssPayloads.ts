import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { seedIfEmpty } from '../../server/db/seed/index';

/**
 * Issue 8 security: ten ways to get script into a page through stored text. Each one, if it ran, sets
 * `window.__xss` (frames set it on `top`); the links use `void(...)` so that following one leaves the page in place.
 */
export const XSS_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  '<a href="javascript:void(window.__xss=1)">click</a>',
  '<iframe src="javascript:top.__xss=1"></iframe>',
  '<svg><script>window.__xss=1</script></svg>',
  '"><img src=x onerror=window.__xss=1>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<details open ontoggle="window.__xss=1">',
  '<a href="JaVaScRiPt:void(window.__xss=1)">x</a>',
] as const;

/** The floor plan and community whose pages show the planted FAQs, testimonials and web specials. */
export const PLANTED_FLOORPLAN_ID = 1;
export const PLANTED_PROPERTY_ID = 1;
export const plantedSpecialTitle = (index: number) => `Payload special ${index + 1}`;

/**
 * Puts every payload where only the company writes (the API has no endpoint for these): the home-page specials'
 * HTML details of the search property (which replace the seeded ones), floor plan, property and resident FAQ answers,
 * testimonials, and the web specials of the floor plan cards' banner. Runs on a data directory no server holds yet.
 */
export async function plantPayloads(dataDir: string): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM home_page_specials');
      for (const [index, payload] of XSS_PAYLOADS.entries()) {
        const sortOrder = 100 + index;
        await tx.query(
          `INSERT INTO home_page_specials (id, title, description, details, image, start_date, properties)
           VALUES ($1, $2, 'Planted for the XSS test', $3, NULL, CURRENT_DATE - 1, $4)`,
          [sortOrder, plantedSpecialTitle(index), payload, String(PLANTED_PROPERTY_ID)],
        );
        await tx.query(`INSERT INTO faqs (kind, floorplan_id, question, answer, sort_order) VALUES ('floorplan', $1, $2, $3, $4)`, [
          PLANTED_FLOORPLAN_ID, `Floor plan question ${index + 1}`, payload, sortOrder,
        ]);
        await tx.query(`INSERT INTO faqs (kind, property_id, question, answer, sort_order) VALUES ('property', $1, $2, $3, $4)`, [
          PLANTED_PROPERTY_ID, `Community question ${index + 1}`, payload, sortOrder,
        ]);
        await tx.query(`INSERT INTO faqs (kind, question, answer, sort_order) VALUES ('resident', $1, $2, $3)`, [`Resident question ${index + 1}`, payload, sortOrder]);
        await tx.query(`INSERT INTO faqs (kind, question, answer, sort_order) VALUES ('maintenance', $1, $2, $3)`, [`Maintenance question ${index + 1}`, payload, sortOrder]);
        await tx.query('INSERT INTO testimonials (floorplan_id, testimonial, tenant) VALUES ($1, $2, $3)', [PLANTED_FLOORPLAN_ID, payload, `Tenant ${index + 1}`]);
      }
      // Every web special running now, so each card with a banner shows a payload.
      await tx.query(
        `UPDATE web_specials SET start_date = CURRENT_DATE - 1, end_date = CURRENT_DATE + 30,
           description = ($1::text[])[1 + (id % $2)]`,
        [XSS_PAYLOADS, XSS_PAYLOADS.length],
      );
    });
  } finally {
    await db.close();
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditablePlan } from '@/features/staff/planEdits';
import type { PlanPhotos } from '@/features/staff/planPhotos';
import { DEFAULT_CATALOG_CACHE_MS } from '../config/defaults';
import { startTestApi, type TestApi } from '../test/api';
import { buildSite } from '../test/built-site';
import { afterTheNotice } from '../test/catalog';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';

/**
 * Issue 23: what the office writes in the workspace is what the next rendered floor plan page says, though the page
 * was rendered (and cached) a moment before: a photo's description is its alt, and a utility's bill is in the monthly
 * estimate. The real site as `vite build` makes it, the app's own routes, a frozen clock (only the catalog's notice can
 * clear the caches).
 */
const FROZEN = new Date('2026-11-28T15:00:00Z');
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</div><script type="application/json"'));

let built: ReturnType<typeof buildSite>;
let api: TestApi;
let leasing: SignedInTestStaff;
beforeAll(async () => {
  built = buildSite();
  api = await startTestApi({ distDir: built.distDir, catalogCacheMs: DEFAULT_CATALOG_CACHE_MS, now: () => FROZEN });
  leasing = await signedInStaff(api, 'leasing', 'Pat Pages');
}, 120_000);
afterAll(async () => {
  await api?.close();
  built?.remove();
});

/** A yearly plan the site shows, with a unit it offers and a resident-paid utility with a bill. */
async function shownPlan(): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    `SELECT f.id FROM floorplans f JOIN properties p ON p.id = f.property_id
     WHERE f.active AND p.active AND p.lease_type = 'YEARLY' AND f.photos_folder_id IS NOT NULL
       AND EXISTS (SELECT 1 FROM units u WHERE u.floorplan_id = f.id AND u.active AND u.available)
       AND EXISTS (SELECT 1 FROM floorplan_utilities fu JOIN utilities ut ON ut.id = fu.utility_id
                   WHERE fu.floorplan_id = f.id AND ut.type = 'RESIDENT_UTILITY' AND fu.average_monthly_bill > 0)
     ORDER BY f.id LIMIT 1`,
  );
  return row!.id;
}
/** The rendered page's content, without the markers React puts between adjacent texts. */
const page = async (id: number) => rootOf((await api.app.inject(`/floorplans/${id}`)).body).replaceAll('<!-- -->', '');
const estimate = (html: string) => Number(/Estimated monthly total: \$([\d,]+)/.exec(html)?.[1]?.replace(/,/g, ''));

describe('issue 23 the public plan page after an edit', () => {
  it("issue 23 photo alt: the office's description of a photo is the alt the rendered plan page gives it", async () => {
    const id = await shownPlan();
    const before = await page(id);
    const [first] = (await api.app.inject({ url: `/api/staff/catalog/floorplans/${id}/photos`, headers: leasing.headers })).json<PlanPhotos>().photos;
    expect(before).toContain(`alt="${first.altText}"`);
    const altText = 'Sunny kitchen with a breakfast bar and two stools';
    expect(before).not.toContain(altText);

    const described = await api.app.inject({ method: 'PATCH', url: `/api/staff/catalog/floorplans/${id}/photos/${first.id}`, headers: leasing.headers, payload: { altText } });
    expect(described.statusCode).toBe(200);
    await afterTheNotice(async () => (await page(id)).includes(`alt="${altText}"`)).toBe(true);
  });

  it("issue 23 plan lists: a utility's bill raised by $40 raises the rendered page's monthly estimate by $40", async () => {
    const id = await shownPlan();
    const total = estimate(await page(id));
    expect(total).toBeGreaterThan(0);
    const plan = (await api.app.inject({ url: `/api/staff/catalog/floorplans/${id}`, headers: leasing.headers })).json<EditablePlan>();
    const paid = plan.utilities.find((utility) => utility.type === 'RESIDENT_UTILITY' && utility.averageMonthlyBill! > 0)!;
    const utilities = plan.utilities.map(({ id: utility, averageMonthlyBill }) => ({ id: utility, averageMonthlyBill: utility === paid.id ? averageMonthlyBill! + 40 : averageMonthlyBill }));

    const saved = await api.app.inject({ method: 'PATCH', url: `/api/staff/catalog/floorplans/${id}`, headers: leasing.headers, payload: { version: plan.version, utilities } });
    expect(saved.statusCode).toBe(200);
    await afterTheNotice(async () => estimate(await page(id))).toBe(total + 40);
    expect(await page(id)).toContain(`${paid.name} (average bill)`);
  });
});

import type { FloorplanVariation, SimilarFloorplan, Testimonial, WebSpecial } from '@/features/floorplans/types';
import type { Queryable } from '../database';
import { findFloorplans } from './floorplans';

/** What the floor plan page loads beside the plan itself, by the `_embedded` name spec section 7 gives each list. */
const CONTENT_SQL = {
  floorplanVariations: 'SELECT variation FROM floorplan_variations WHERE floorplan_id = $1 ORDER BY id',
  testimonials: 'SELECT testimonial, tenant FROM testimonials WHERE floorplan_id = $1 ORDER BY id',
  webSpecials:
    'SELECT start_date AS "startDate", end_date AS "endDate", description FROM web_specials WHERE floorplan_id = $1 ORDER BY start_date, id',
} as const;

interface FloorplanContent {
  floorplanVariations: FloorplanVariation;
  testimonials: Testimonial;
  webSpecials: WebSpecial;
}
export type FloorplanContentName = keyof FloorplanContent;
export const FLOORPLAN_CONTENT_NAMES = Object.keys(CONTENT_SQL) as FloorplanContentName[];

export function findFloorplanContent<Name extends FloorplanContentName>(q: Queryable, name: Name, floorplanId: number): Promise<FloorplanContent[Name][]> {
  return q.query<FloorplanContent[Name]>(CONTENT_SQL[name], [floorplanId]);
}

/** `similarFloorplans/search/byFloorplanId`: the plans the company pairs with this one, each in full. */
export async function findSimilarFloorplans(q: Queryable, floorplanId: number): Promise<SimilarFloorplan[]> {
  const ids = (
    await q.query<{ id: number }>('SELECT similar_to_id AS id FROM similar_floorplans WHERE floorplan_id = $1 ORDER BY sort_order, similar_to_id', [floorplanId])
  ).map((row) => row.id);
  const plans = new Map((await findFloorplans(q, { ids })).items.map((plan) => [plan.id, plan]));
  return ids.flatMap((id) => {
    const similarTo = plans.get(id);
    return similarTo ? [{ similarTo }] : [];
  });
}

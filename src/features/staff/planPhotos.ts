import { z } from '@/lib/zod';

/**
 * Issue 23: the seam between the workspace's floor plan photos (components/PlanPhotos.tsx) and the local API
 * (server/routes/staff-catalog-plan-photos.ts). A photo's place is its numeric name, 1 first (spec section 3); its alt
 * text is what a screen reader says for it, and a photo without one is not shown on the site.
 */

/** One photo of a plan as the office edits it. */
export interface PlanPhoto {
  /** The asset's id: `api/asset/download/{id}` serves it. */
  id: string;
  /** null: not described yet, so not shown on the site. */
  altText: string | null;
  /** The plan's cover (its card on every list). */
  cover: boolean;
}

/** `GET api/staff/catalog/floorplans/{id}/photos`: the plan's photos in the order the site shows them. */
export interface PlanPhotos {
  photos: PlanPhoto[];
}

/** Most photos a plan keeps: a gallery a renter still pages through. */
export const MAX_PLAN_PHOTOS = 30;
export const ALT_TEXT_MAX = 250;
export const NOT_SHOWN_MESSAGE = 'Not shown: add a description';

/** `PATCH …/photos/{photoId}`: the description, never empty once written (a photo without one would leave the site). */
export const photoDescriptionSchema = z.object({
  altText: z
    .string()
    .trim()
    .min(1, 'Describe the photo for someone who cannot see it, e.g. "Kitchen with a breakfast bar"')
    // Control characters (a NUL) are refused for every body by the input guard (plugins/input-guard.ts).
    .max(ALT_TEXT_MAX, `At most ${ALT_TEXT_MAX} characters`),
});
export type PhotoDescription = z.infer<typeof photoDescriptionSchema>;

/** `PUT …/photos/order`: every photo of the plan, each once, in the new order. */
export const photoOrderSchema = z.object({
  photoIds: z.array(z.string().min(1).max(100)).min(1).max(MAX_PLAN_PHOTOS),
});
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

/** `PUT …/photos/cover`: the photo that becomes the plan's cover. */
export const photoCoverSchema = z.object({ photoId: z.string().min(1).max(100) });
export type PhotoCover = z.infer<typeof photoCoverSchema>;


/** Whether `ids` names every photo of `photos` exactly once (a reorder made from an old list is refused). */
export function isWholeOrder(ids: readonly string[], photos: readonly { id: string }[]): boolean {
  const known = new Set(photos.map((photo) => photo.id));
  return ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
}

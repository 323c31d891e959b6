import type { HomePageSpecial } from './types';

/** Spec section 3: `properties` is a comma-separated string of property ids, turned into a list. */
export function specialPropertyIds(special: Pick<HomePageSpecial, 'properties'>): number[] {
  return (special.properties ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** Spec section 7 (`homePageSpecials/filter`): the specials of this property, sorted by start date ascending. */
export function specialsForProperty(specials: readonly HomePageSpecial[], propertyId: number): HomePageSpecial[] {
  return specials
    .filter((special) => specialPropertyIds(special).includes(propertyId))
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}

/** Spec section 4: the pop-up appears 3 seconds after load, and a closed pop-up stays closed for 1 day. */
export const SPECIAL_MODAL_DELAY_MS = 3000;

/**
 * What is left of the delay when the pop-up mounts. On the page the visitor landed on, which the server rendered,
 * "load" is when the page began to load (the visitor has been reading it since its first paint, long before its
 * script ran on a slow phone): `elapsed` is the time since then. After an in-app visit it counts from the mount.
 */
export function specialModalDelay(elapsed: number): number {
  return Math.max(0, SPECIAL_MODAL_DELAY_MS - elapsed);
}

/** How wide the pop-up's picture is shown (its `sizes`), for the picture and its early download alike. */
export const SPECIAL_IMAGE_SIZES = 'min(100vw, 40rem)';
export const SPECIAL_MODAL_COOKIE_DAYS = 1;

/** Spec section 4: the closed cookie is named per property, with an optional parent prefix: '{parent-}{id}-specialModalClosed'. */
export function specialModalCookieName(propertyId: number, parent?: string): string {
  return `${parent ? `${parent}-` : ''}${propertyId}-specialModalClosed`;
}

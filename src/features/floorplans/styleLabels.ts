import type { FloorplanStyle } from './types';

/** How a floor plan style reads to a visitor. */
export const STYLE_LABELS: Record<FloorplanStyle, string> = {
  STUDIO: 'Studio',
  APARTMENT: 'Apartment',
  DELUXE_APARTMENT: 'Deluxe Apartment',
  TOWN_HOME: 'Town Home',
  SINGLE_FAMILY: 'Single Family',
  GARAGE: 'Garage',
};

/** 'N bed, N bath' (spec section 2); a studio has 0 bedrooms. */
export function bedBathLabel(bedroom: number, bathroom: number): string {
  return `${bedroom} bed, ${bathroom} bath`;
}

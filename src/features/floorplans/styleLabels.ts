import { isParkingSpace } from './catalog';
import type { Floorplan, FloorplanStyle } from './types';

/** How a floor plan style reads to a visitor. */
export const STYLE_LABELS: Record<FloorplanStyle, string> = {
  STUDIO: 'Studio',
  APARTMENT: 'Apartment',
  DELUXE_APARTMENT: 'Deluxe Apartment',
  TOWN_HOME: 'Town Home',
  SINGLE_FAMILY: 'Single Family',
  GARAGE: 'Garage',
};

/** 'N bed, N bath' (spec section 2; a studio has 0 bedrooms), or 'Parking space' for one (issue 27). */
export function roomsLabel(plan: Pick<Floorplan, 'style' | 'bedroom' | 'bathroom'>): string {
  return isParkingSpace(plan) ? 'Parking space' : `${plan.bedroom} bed, ${plan.bathroom} bath`;
}

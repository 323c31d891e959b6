import type { FloorplanStyle } from './types';

const STYLE_LABELS: Record<FloorplanStyle, string> = {
  STUDIO: 'Studio',
  APARTMENT: 'Apartment',
  DELUXE_APARTMENT: 'Deluxe Apartment',
  TOWN_HOME: 'Town Home',
  SINGLE_FAMILY: 'Single Family',
  GARAGE: 'Garage',
};

/** How a floor plan style reads in filters, pills and cards: 'TOWN_HOME' -> 'Town Home'. */
export function styleLabel(style: FloorplanStyle): string {
  return STYLE_LABELS[style] ?? style;
}

/** 'N bed, N bath' (spec section 2). */
export function bedBathLabel({ bedroom, bathroom }: { bedroom: number; bathroom: number }): string {
  return `${bedroom} bed, ${bathroom} bath`;
}

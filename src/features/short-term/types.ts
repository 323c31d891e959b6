import type { FloorplanStyle, ShortTerm } from '@/features/floorplans/types';

/** Item of `floorplans/search/byPropertyId?projection=short-term` (spec section 3). */
export interface ShortTermListItem {
  id: number;
  name: string;
  active: boolean;
  style: FloorplanStyle;
  bedroom: number;
  bathroom: number;
  coverImage: string | null;
  shortTerm: ShortTerm;
}

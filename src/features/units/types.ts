import type { IsoDate } from '@/lib/dates';
import type { FloorplanStyle, Unit } from '@/features/floorplans/types';

/** The flattened unit-card view of spec section 3: a unit plus what it inherits from its floor plan. */
export interface UnitCardView extends Unit {
  floorplanId: number;
  floorplanName: string;
  bedroom: number;
  bathroom: number;
  coverImage: string | null;
  /** Issue 23: what the office wrote of the plan's cover photo (Floorplan.coverAlt). */
  coverAlt?: string | null;
  featured: boolean;
  style: FloorplanStyle;
  specialRent: number | null;
  specialRentStartDate: IsoDate | null;
  specialRentEndDate: IsoDate | null;
  virtualTourLink: string | null;
  videoTourLink: string | null;
  photosFolderId: string | null;
  /** Descriptions of the floor plan's web specials. */
  webSpecials: string[];
}

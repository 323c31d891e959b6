import type { IsoDate } from '@/lib/dates';

/** Spec section 3, enumerations. */
export const FLOORPLAN_STYLES = [
  'STUDIO',
  'APARTMENT',
  'DELUXE_APARTMENT',
  'TOWN_HOME',
  'SINGLE_FAMILY',
  'GARAGE',
] as const;
export type FloorplanStyle = (typeof FLOORPLAN_STYLES)[number];

export const AMENITY_TYPES = [
  'KITCHEN',
  'LIVING_AND_BEDROOM',
  'BATHROOM',
  'OUTDOOR',
  'HEATING_COOLING_AND_WIRING',
  'SMART_LIVING',
  'PARKING',
  'NOT_APPLICABLE',
] as const;
export type AmenityType = (typeof AMENITY_TYPES)[number];

export const UTILITY_TYPES = ['RESIDENT_UTILITY', 'INCLUDED_UTILITY'] as const;
export type UtilityType = (typeof UTILITY_TYPES)[number];

/** Most permissive first. */
export const PETS = ['LARGE_DOG_SMALL_DOG_CAT', 'SMALL_DOG_CAT', 'CAT', 'NO_PET'] as const;
export type Pet = (typeof PETS)[number];

export interface Amenity {
  id: number;
  name: string;
  featured: boolean;
  type: AmenityType;
}

export interface Utility {
  id: number;
  name: string;
  type: UtilityType;
  /** US dollars per month; null when the company gives no estimate. */
  averageMonthlyBill: number | null;
}

export interface WebSpecial {
  startDate: IsoDate;
  endDate: IsoDate;
  description: string;
}

export interface Unit {
  id: number;
  active: boolean;
  rent: number;
  deposit: number;
  squareFoot: number;
  moveInDate: IsoDate;
  availabilityExtensionMonths: number;
  address: string;
  zipcode: string;
  allowedPet: Pet | null;
  petPolicy: string | null;
}

/** Per-day prices of the five short-term tiers (spec section 9). */
export interface ShortTerm {
  squareFoot: number;
  priceFor2To4Days: number;
  priceFor5To13Days: number;
  priceFor14To29Days: number;
  priceFor1To4Months: number;
  priceFor4andMoreMonths: number;
}

/** The slice of a property that travels inside a floor plan. */
export interface FloorplanProperty {
  id: number;
  name: string;
  active: boolean;
  leaseType: 'YEARLY' | 'SHORT_TERM';
  address: string;
  zipcode: string;
}

export interface Floorplan {
  id: number;
  name: string;
  active: boolean;
  featured: boolean;
  bedroom: number;
  bathroom: number;
  style: FloorplanStyle;
  description: string;
  /** An image URL; drive-hosted images are rewritten by `imageUrl` (lib/assets). Null: the default image. */
  coverImage: string | null;
  /**
   * Issue 23: what the office wrote of the cover photo, null when it wrote nothing (the site then says its own
   * words). This site's API only: absent from the company's data hosts.
   */
  coverAlt?: string | null;
  photosFolderId: string | null;
  photo: string | null;
  virtualTourLink: string | null;
  videoTourLink: string | null;
  threeSixtyVideoTourLink: string | null;
  specialRent: number | null;
  specialRentStartDate: IsoDate | null;
  specialRentEndDate: IsoDate | null;
  address: string | null;
  zipcode: string | null;
  allowedPet: Pet | null;
  petPolicy: string | null;
  htmlTitle: string | null;
  amenities: Amenity[];
  utilities: Utility[];
  units: Unit[];
  webSpecials: WebSpecial[];
  property: FloorplanProperty;
  shortTerm: ShortTerm | null;
}

export interface Testimonial {
  testimonial: string;
  tenant: string;
}

export interface FloorplanVariation {
  variation: string;
}

export interface SimilarFloorplan {
  similarTo: Floorplan;
}

/**
 * Issue 28: what a floor plan card shows of its plan beyond the facts the home search reads: its name and its photos,
 * with what the office wrote of the cover (issue 23). The home index leaves these out (names and photo references are
 * what a thousand plans' index could not compress); a card then fetches them (`home/cards`).
 */
export interface CardDetails {
  name: string;
  /** The cover image reference; null: the default image. */
  coverImage: string | null;
  coverAlt: string | null;
  photosFolderId: string | null;
}

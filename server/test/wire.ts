import type { Amenity, Floorplan, FloorplanProperty, ShortTerm, Unit, Utility, WebSpecial } from '@/features/floorplans/types';
import type { ShortTermListItem } from '@/features/short-term/types';
import type { Faq } from '@/features/faq/types';
import type { Asset } from '@/features/gallery/types';
import type { BusRoute, LeasingOffice, Property } from '@/features/properties/types';
import type { HomePageSpecial } from '@/features/specials/types';
import type { PostedSublet, PublicSublet, Sublet } from '@/features/sublets/types';
import type { TeamMember } from '@/features/team/types';

/**
 * The field names of each wire type (src/features/* /types.ts), checked by the compiler to be complete: leaving a
 * field out of a list, or naming one the type lacks, fails `tsc`. Tests compare response bodies against them.
 */
function keysOf<T>() {
  return <const K extends readonly (keyof T)[]>(...keys: K & ([keyof T] extends [K[number]] ? unknown : 'a field of the type is missing')) => [...keys].sort() as string[];
}

export const FLOORPLAN_KEYS = keysOf<Floorplan>()(
  'id', 'name', 'active', 'featured', 'bedroom', 'bathroom', 'style', 'description', 'coverImage', 'coverAlt', 'photosFolderId', 'photo',
  'virtualTourLink', 'videoTourLink', 'threeSixtyVideoTourLink', 'specialRent', 'specialRentStartDate', 'specialRentEndDate',
  'address', 'zipcode', 'allowedPet', 'petPolicy', 'htmlTitle', 'amenities', 'utilities', 'units', 'webSpecials', 'property', 'shortTerm',
);
export const UNIT_KEYS = keysOf<Unit>()(
  'id', 'active', 'rent', 'deposit', 'squareFoot', 'moveInDate', 'availabilityExtensionMonths', 'address', 'zipcode', 'allowedPet', 'petPolicy',
);
export const AMENITY_KEYS = keysOf<Amenity>()('id', 'name', 'featured', 'type');
export const UTILITY_KEYS = keysOf<Utility>()('id', 'name', 'type', 'averageMonthlyBill');
export const WEB_SPECIAL_KEYS = keysOf<WebSpecial>()('startDate', 'endDate', 'description');
export const FLOORPLAN_PROPERTY_KEYS = keysOf<FloorplanProperty>()('id', 'name', 'active', 'leaseType', 'address', 'zipcode');
export const SHORT_TERM_KEYS = keysOf<ShortTerm>()(
  'squareFoot', 'priceFor2To4Days', 'priceFor5To13Days', 'priceFor14To29Days', 'priceFor1To4Months', 'priceFor4andMoreMonths',
);
export const SHORT_TERM_ITEM_KEYS = keysOf<ShortTermListItem>()('id', 'name', 'active', 'style', 'bedroom', 'bathroom', 'coverImage', 'shortTerm');
/** `floorplans` is only on `properties/filter`. */
export const PROPERTY_KEYS = keysOf<Required<Property>>()(
  'id', 'name', 'active', 'leaseType', 'address', 'zipcode', 'phone', 'busRoutes', 'leasingOfficeType', 'leasingOffice', 'coverImage',
  'rating', 'ratingLink', 'floorplans',
).filter((key) => key !== 'floorplans');
export const BUS_ROUTE_KEYS = keysOf<BusRoute>()('busRoute', 'busRouteLink');
export const LEASING_OFFICE_KEYS = keysOf<LeasingOffice>()(
  'name', 'address', 'zipcode', 'phone', 'officeHours', 'direction', 'officeMap', 'officeImage', 'officeImageDescription',
);
export const FAQ_KEYS = keysOf<Faq>()('id', 'question', 'answer', 'sortOrder');
export const HOME_PAGE_SPECIAL_KEYS = keysOf<HomePageSpecial>()('id', 'title', 'description', 'details', 'image', 'startDate', 'properties');
export const TEAM_MEMBER_KEYS = keysOf<TeamMember>()('id', 'name', 'jobTitle', 'email', 'photoLink', 'blogLink');
export const ASSET_KEYS = keysOf<Asset>()('id', 'name', 'altText');
export const SUBLET_KEYS = keysOf<Sublet>()(
  'id', 'assetKey', 'email', 'firstName', 'lastName', 'bedroom', 'availableBedrooms', 'availableFrom', 'availableTo', 'rent', 'petsAllowed',
  'utilitiesIncluded', 'address', 'zipcode', 'subletFolderId', 'photosFolderId', 'coverImage', 'title', 'description', 'createdDate', 'active', 'approved',
  'listedUntil', 'confirmed', 'hidden', 'photoCount', 'renewals',
);
export const POSTED_SUBLET_KEYS = keysOf<PostedSublet>()(...SUBLET_KEYS as (keyof Sublet)[], 'message', 'confirmationMailHeld');
export const PUBLIC_SUBLET_KEYS = keysOf<PublicSublet>()(
  'id', 'bedroom', 'availableBedrooms', 'availableFrom', 'availableTo', 'rent', 'petsAllowed', 'utilitiesIncluded', 'address', 'zipcode',
  'subletFolderId', 'photosFolderId', 'coverImage', 'title', 'description', 'createdDate', 'active', 'approved', 'listedUntil', 'photoCount',
);

export const sortedKeys = (value: object) => Object.keys(value).sort();

/** The drive id inside a drive-style image URL, as src/lib/assets.ts reads it. */
export function driveIdOf(url: string): string {
  const id = new URL(url).searchParams.get('id');
  if (!url.startsWith('https://drive.google.com/uc?id=') || !id) throw new Error(`not a drive URL: ${url}`);
  return id;
}

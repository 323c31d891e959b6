import type { Floorplan, Pet } from '@/features/floorplans/types';

/** When a floor plan's special rent runs, relative to the seed day: running now, starting later, already over. */
export type SpecialTiming = 'current' | 'future' | 'expired' | 'zero';

export interface FloorplanSeed extends Pick<Floorplan, 'id' | 'name' | 'style' | 'bedroom' | 'bathroom'> {
  propertyId: number;
  /** Rent of the first unit; the others cost a little more. */
  rent: number;
  squareFoot: number;
  /** How many units the plan has (short-term plans have none). */
  units: number;
  featured?: boolean;
  active?: boolean;
  /** All of the plan's units are off the market. */
  unitsInactive?: boolean;
  allowedPet?: Pet;
  special?: SpecialTiming;
  tours?: boolean;
  /** A house is its own address. */
  address?: string;
  zipcode?: string;
  /** Per-day prices: 2-4 days, 5-13 days, 14-29 days, 1-4 months, 4+ months. */
  shortTerm?: [number, number, number, number, number];
}

export const FLOORPLAN_SEEDS: FloorplanSeed[] = [
  // The Kirkwood: downtown apartments
  { id: 1, propertyId: 1, name: 'Dunn Studio', style: 'STUDIO', bedroom: 0, bathroom: 1, rent: 895, squareFoot: 420, units: 3, featured: true, special: 'current', allowedPet: 'CAT' },
  { id: 2, propertyId: 1, name: 'Indiana One', style: 'APARTMENT', bedroom: 1, bathroom: 1, rent: 1095, squareFoot: 640, units: 4 },
  { id: 3, propertyId: 1, name: 'Sample Gates Two', style: 'APARTMENT', bedroom: 2, bathroom: 2, rent: 1495, squareFoot: 960, units: 4, featured: true, tours: true },
  { id: 4, propertyId: 1, name: 'Kirkwood Corner', style: 'DELUXE_APARTMENT', bedroom: 2, bathroom: 2, rent: 1795, squareFoot: 1120, units: 3, special: 'future', tours: true },
  { id: 5, propertyId: 1, name: 'Showalter Penthouse', style: 'DELUXE_APARTMENT', bedroom: 3, bathroom: 2.5, rent: 2450, squareFoot: 1480, units: 2, featured: true, tours: true, allowedPet: 'SMALL_DOG_CAT' },
  { id: 6, propertyId: 1, name: 'Dunn Loft', style: 'STUDIO', bedroom: 0, bathroom: 1, rent: 975, squareFoot: 510, units: 2, active: false },
  { id: 7, propertyId: 1, name: 'Indiana One Plus', style: 'APARTMENT', bedroom: 1, bathroom: 1, rent: 1195, squareFoot: 720, units: 3, special: 'expired' },
  // Jordan Commons: by the stadium, rooms for every size of household
  { id: 8, propertyId: 2, name: 'Jordan Studio', style: 'STUDIO', bedroom: 0, bathroom: 1, rent: 795, squareFoot: 400, units: 3, allowedPet: 'NO_PET' },
  { id: 9, propertyId: 2, name: 'Jordan One', style: 'APARTMENT', bedroom: 1, bathroom: 1, rent: 925, squareFoot: 610, units: 3, special: 'zero' },
  { id: 10, propertyId: 2, name: 'Jordan Two', style: 'APARTMENT', bedroom: 2, bathroom: 2, rent: 1290, squareFoot: 900, units: 4, featured: true },
  { id: 11, propertyId: 2, name: 'Jordan Three', style: 'APARTMENT', bedroom: 3, bathroom: 3, rent: 1650, squareFoot: 1210, units: 3 },
  { id: 12, propertyId: 2, name: 'Jordan Four', style: 'DELUXE_APARTMENT', bedroom: 4, bathroom: 4, rent: 2180, squareFoot: 1500, units: 3, featured: true, special: 'current', tours: true },
  { id: 13, propertyId: 2, name: 'Jordan Five', style: 'DELUXE_APARTMENT', bedroom: 5, bathroom: 5, rent: 2650, squareFoot: 1820, units: 2 },
  // Cascades Flats: north side, near the park
  { id: 14, propertyId: 3, name: 'Cascades Studio', style: 'STUDIO', bedroom: 0, bathroom: 1, rent: 825, squareFoot: 450, units: 3 },
  { id: 15, propertyId: 3, name: 'Griffy One', style: 'APARTMENT', bedroom: 1, bathroom: 1, rent: 1010, squareFoot: 650, units: 3, featured: true, allowedPet: 'LARGE_DOG_SMALL_DOG_CAT' },
  { id: 16, propertyId: 3, name: 'Griffy Two', style: 'APARTMENT', bedroom: 2, bathroom: 1, rent: 1240, squareFoot: 880, units: 3 },
  { id: 17, propertyId: 3, name: 'Lower Cascades Two', style: 'APARTMENT', bedroom: 2, bathroom: 2, rent: 1360, squareFoot: 940, units: 3 },
  { id: 18, propertyId: 3, name: 'Cascades Three', style: 'APARTMENT', bedroom: 3, bathroom: 2, rent: 1690, squareFoot: 1180, units: 2 },
  // Bryan Park Townhomes: south side, two-storey homes
  { id: 19, propertyId: 4, name: 'Henderson Two', style: 'TOWN_HOME', bedroom: 2, bathroom: 1.5, rent: 1450, squareFoot: 1100, units: 3, featured: true, allowedPet: 'LARGE_DOG_SMALL_DOG_CAT' },
  { id: 20, propertyId: 4, name: 'Bryan Three', style: 'TOWN_HOME', bedroom: 3, bathroom: 2.5, rent: 1850, squareFoot: 1420, units: 3 },
  { id: 21, propertyId: 4, name: 'Bryan Three End Unit', style: 'TOWN_HOME', bedroom: 3, bathroom: 2.5, rent: 1950, squareFoot: 1480, units: 2, tours: true },
  { id: 22, propertyId: 4, name: 'Park Four', style: 'TOWN_HOME', bedroom: 4, bathroom: 3, rent: 2350, squareFoot: 1800, units: 2, featured: true },
  { id: 23, propertyId: 4, name: 'Henderson Two Classic', style: 'TOWN_HOME', bedroom: 2, bathroom: 1, rent: 1350, squareFoot: 1020, units: 2, unitsInactive: true },
  // Switchyard Lofts: new lofts on the park
  { id: 24, propertyId: 5, name: 'Rail Loft', style: 'STUDIO', bedroom: 0, bathroom: 1, rent: 1050, squareFoot: 600, units: 3, featured: true },
  { id: 25, propertyId: 5, name: 'Switchyard One', style: 'DELUXE_APARTMENT', bedroom: 1, bathroom: 1, rent: 1390, squareFoot: 780, units: 3 },
  { id: 26, propertyId: 5, name: 'Switchyard Two', style: 'DELUXE_APARTMENT', bedroom: 2, bathroom: 2, rent: 1890, squareFoot: 1150, units: 3, special: 'current', tours: true },
  { id: 27, propertyId: 5, name: 'Rogers Townhome', style: 'TOWN_HOME', bedroom: 3, bathroom: 2.5, rent: 2290, squareFoot: 1600, units: 2 },
  // Prospect Hill Homes: houses west of downtown, leased from the downtown office
  { id: 28, propertyId: 6, name: '514 W Prospect', style: 'SINGLE_FAMILY', bedroom: 2, bathroom: 1, rent: 1395, squareFoot: 1050, units: 1, address: '514 W Prospect St', zipcode: '47403', allowedPet: 'LARGE_DOG_SMALL_DOG_CAT' },
  { id: 29, propertyId: 6, name: '603 S Maple', style: 'SINGLE_FAMILY', bedroom: 3, bathroom: 1.5, rent: 1795, squareFoot: 1320, units: 1, featured: true, address: '603 S Maple St', zipcode: '47403', tours: true },
  { id: 30, propertyId: 6, name: '711 W 3rd', style: 'SINGLE_FAMILY', bedroom: 4, bathroom: 2, rent: 2295, squareFoot: 1750, units: 1, address: '711 W 3rd St', zipcode: '47404' },
  { id: 31, propertyId: 6, name: '809 W Howe', style: 'SINGLE_FAMILY', bedroom: 5, bathroom: 3, rent: 2795, squareFoot: 2200, units: 1, featured: true, address: '809 W Howe St', zipcode: '47403' },
  { id: 32, propertyId: 6, name: 'Jackson Street Duplex', style: 'SINGLE_FAMILY', bedroom: 3, bathroom: 2, rent: 1895, squareFoot: 1400, units: 2, zipcode: '47403' },
  // Kirkwood Garage: parking, which the site hides
  { id: 33, propertyId: 7, name: 'Reserved Space', style: 'GARAGE', bedroom: 0, bathroom: 0, rent: 95, squareFoot: 180, units: 4 },
  { id: 34, propertyId: 7, name: 'Covered Space with Storage', style: 'GARAGE', bedroom: 0, bathroom: 0, rent: 145, squareFoot: 240, units: 2, featured: true },
  // Limestone Suites: furnished, flexible-term
  { id: 35, propertyId: 8, name: 'Suite Studio', style: 'STUDIO', bedroom: 0, bathroom: 1, rent: 0, squareFoot: 430, units: 0, featured: true, shortTerm: [129, 109, 95, 79, 69] },
  { id: 36, propertyId: 8, name: 'Suite One', style: 'APARTMENT', bedroom: 1, bathroom: 1, rent: 0, squareFoot: 620, units: 0, shortTerm: [149, 129, 115, 95, 85] },
  { id: 37, propertyId: 8, name: 'Suite One Deluxe', style: 'DELUXE_APARTMENT', bedroom: 1, bathroom: 1, rent: 0, squareFoot: 700, units: 0, shortTerm: [169, 149, 129, 109, 99] },
  // A 4+ month price of 0 means 'call us'; the site shows non-positive prices as given (spec section 9).
  { id: 38, propertyId: 8, name: 'Suite Two', style: 'APARTMENT', bedroom: 2, bathroom: 2, rent: 0, squareFoot: 980, units: 0, shortTerm: [199, 179, 159, 135, 0] },
  { id: 39, propertyId: 8, name: 'Suite Two Deluxe', style: 'DELUXE_APARTMENT', bedroom: 2, bathroom: 2, rent: 0, squareFoot: 1050, units: 0, tours: true, shortTerm: [229, 205, 185, 155, 139] },
  { id: 40, propertyId: 8, name: 'Suite Townhome', style: 'TOWN_HOME', bedroom: 3, bathroom: 2.5, rent: 0, squareFoot: 1500, units: 0, shortTerm: [279, 249, 219, 189, 169] },
  { id: 41, propertyId: 8, name: 'Suite Cottage', style: 'SINGLE_FAMILY', bedroom: 3, bathroom: 2, rent: 0, squareFoot: 1350, units: 0, active: false, shortTerm: [259, 235, 209, 179, 159] },
];

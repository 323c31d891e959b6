import type { Sublet } from '@/features/sublets/types';

/** Sublets in every state the board knows: listed, waiting for approval, expired (over 30 days) and rejected. */
export interface SubletSeed
  extends Pick<Sublet, 'id' | 'approved' | 'active' | 'firstName' | 'lastName' | 'bedroom' | 'availableBedrooms' | 'rent' | 'petsAllowed' | 'utilitiesIncluded' | 'zipcode' | 'title' | 'description'> {
  postedDaysAgo: number;
  /** Available from this many days after the seed day, for `weeks` weeks. */
  fromInDays: number;
  weeks: number;
  /** The address without the city suffix. */
  street: string;
  photos: number;
  hue: number;
}

export const SUBLET_SEEDS: SubletSeed[] = [
  {
    id: 1, postedDaysAgo: 2, approved: true, active: true, firstName: 'Lena', lastName: 'Marsh', bedroom: 3, availableBedrooms: 1,
    fromInDays: 10, weeks: 16, rent: 650, petsAllowed: false, utilitiesIncluded: true, street: '512 E 10th St', zipcode: '47408',
    title: 'Sunny room near Kirkwood', description: 'Furnished bedroom in a 3-bedroom house, ten minutes on foot to Ballantine Hall. Two friendly grad-student housemates.', photos: 4, hue: 20,
  },
  {
    id: 2, postedDaysAgo: 9, approved: true, active: true, firstName: 'Omar', lastName: 'Haddad', bedroom: 4, availableBedrooms: 2,
    fromInDays: 30, weeks: 12, rent: 540, petsAllowed: true, utilitiesIncluded: false, street: '1702 N Dunn St', zipcode: '47408',
    title: 'Two rooms by the stadium', description: 'Two rooms in a 4-bedroom apartment a short walk from the stadium. Parking space included; cats welcome.', photos: 3, hue: 200,
  },
  {
    id: 3, postedDaysAgo: 24, approved: true, active: true, firstName: 'Beth', lastName: 'Carver', bedroom: 1, availableBedrooms: 1,
    fromInDays: 5, weeks: 20, rent: 910, petsAllowed: false, utilitiesIncluded: true, street: '2840 E 3rd St', zipcode: '47401',
    title: 'Quiet studio off College Mall', description: 'Whole studio with a full kitchen. Lease transfer possible after the sublet ends.', photos: 3, hue: 140,
  },
  {
    id: 4, postedDaysAgo: 1, approved: false, active: true, firstName: 'Ravi', lastName: 'Patel', bedroom: 3, availableBedrooms: 1,
    fromInDays: 20, weeks: 14, rent: 600, petsAllowed: true, utilitiesIncluded: false, street: '1225 S Walnut St', zipcode: '47401',
    title: 'Townhome room, pets OK', description: 'Room with its own bathroom in a townhome near Bryan Park. Dog-friendly household.', photos: 3, hue: 300,
  },
  {
    id: 5, postedDaysAgo: 45, approved: true, active: true, firstName: 'Nora', lastName: 'Schultz', bedroom: 2, availableBedrooms: 1,
    fromInDays: -20, weeks: 10, rent: 575, petsAllowed: false, utilitiesIncluded: true, street: '930 N Walnut St', zipcode: '47404',
    title: 'Semester room near campus', description: 'Posted long ago: this listing has passed its 30 days and is no longer shown.', photos: 3, hue: 60,
  },
  {
    id: 6, postedDaysAgo: 5, approved: false, active: false, firstName: 'Zed', lastName: 'Quick', bedroom: 4, availableBedrooms: 4,
    fromInDays: 1, weeks: 52, rent: 200, petsAllowed: true, utilitiesIncluded: true, street: '100 S College Ave', zipcode: '47404',
    title: 'Whole house, cheap!!!', description: 'Wire the deposit first and I will mail the keys. (Rejected by the operator.)', photos: 3, hue: 0,
  },
];

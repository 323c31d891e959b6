import { activeFloorplans, isRentalHome } from '@/features/floorplans/catalog';
import type { Floorplan } from '@/features/floorplans/types';
import type { Property } from './types';

/** Spec section 7: properties whose name contains 'garage', in any case, are not homes and stay out of the search. */
export function isGarage(property: Pick<Property, 'name'>): boolean {
  return /garage/i.test(property.name);
}

/**
 * The home search list (spec section 7, `properties/filter`): the active YEARLY properties that are not garages,
 * their active floor plans with active units, flattened into one list; a parking space of a community (a GARAGE
 * plan) is no home either (issue 27). Each plan carries its property, so a card
 * can name and link its community.
 */
export function searchFloorplans(properties: readonly Property[]): Floorplan[] {
  return properties
    .filter((property) => property.active && property.leaseType === 'YEARLY' && !isGarage(property))
    .flatMap((property) =>
      activeFloorplans((property.floorplans ?? []).filter(isRentalHome)).map((plan) => ({
        ...plan,
        property: {
          id: property.id,
          name: property.name,
          active: property.active,
          leaseType: property.leaseType,
          address: property.address,
          zipcode: property.zipcode,
        },
      })),
    );
}

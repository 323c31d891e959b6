import type { Floorplan } from './types';

export interface PostalAddress {
  address: string;
  zipcode: string;
}

/** Spec section 2: a floor plan's address is its unit's when it has exactly one unit, otherwise its property's. */
export function floorplanAddress(plan: Pick<Floorplan, 'units' | 'property'>): PostalAddress {
  const source = plan.units.length === 1 ? plan.units[0] : plan.property;
  return { address: source.address, zipcode: source.zipcode };
}

/** One line for maps and search: '{address}, Bloomington, IN {zip}' unless the address already names the city. */
export function addressLine({ address, zipcode }: PostalAddress, city = 'Bloomington', state = 'IN'): string {
  const street = address.trim();
  const withCity = new RegExp(`\\b${city}\\b`, 'i').test(street) ? street : `${street}, ${city}, ${state}`;
  return zipcode ? `${withCity} ${zipcode}` : withCity;
}

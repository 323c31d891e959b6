import type { Property } from './types';

/**
 * The number that reaches whoever leases a community's homes: its leasing office's, else the community's own (the
 * community overview's 'Call' and the floor plan page's units).
 */
export function leasingOfficePhone(property: Pick<Property, 'phone' | 'leasingOffice'>): string | null {
  return property.leasingOffice?.phone || property.phone || null;
}

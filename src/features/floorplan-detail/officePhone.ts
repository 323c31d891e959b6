import type { Property } from '@/features/properties/types';

/** The number that reaches whoever leases the plan's homes: its leasing office's, else the community's own. */
export function leasingOfficePhone(property: Pick<Property, 'phone' | 'leasingOffice'>): string | null {
  return property.leasingOffice?.phone || property.phone || null;
}

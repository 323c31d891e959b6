import type { Floorplan } from '@/features/floorplans/types';

export const LEASE_TYPES = ['YEARLY', 'SHORT_TERM'] as const;
export type LeaseType = (typeof LEASE_TYPES)[number];

export const LEASING_OFFICE_TYPES = ['OFF_SITE', 'ON_SITE'] as const;
export type LeasingOfficeType = (typeof LEASING_OFFICE_TYPES)[number];

export interface BusRoute {
  busRoute: string;
  busRouteLink: string;
}

export interface LeasingOffice {
  name: string;
  address: string;
  zipcode: string;
  phone: string;
  officeHours: string;
  direction: string;
  officeMap: string | null;
  officeImage: string | null;
  officeImageDescription: string | null;
}

export interface Property {
  id: number;
  name: string;
  active: boolean;
  leaseType: LeaseType;
  address: string;
  zipcode: string;
  phone: string;
  busRoutes: BusRoute[];
  leasingOfficeType: LeasingOfficeType;
  leasingOffice: LeasingOffice | null;
  coverImage: string | null;
  rating: number | null;
  ratingLink: string | null;
  /** Present on `properties/filter` (active floor plans with their active units); absent on `?projection=details`. */
  floorplans?: Floorplan[];
}

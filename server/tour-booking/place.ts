import { addressLine } from '@/features/floorplans/address';
import { formatPhone } from '@/lib/format';
import { inquiryAddressFor } from '@/features/inquiries/inboxes';
import type { TourPlace } from '../db/queries/tours';

/** Where a tour starts and whom it is with: the community's leasing office, else the community itself. */
export interface TourOffice {
  propertyName: string;
  /** Who organizes the invitation. */
  name: string;
  /** The community's inquiry inbox: the invitation's organizer and the office's copy go there. */
  email: string;
  /** One line: street, city and zip code. */
  address: string;
  phone: string;
}

export function tourOffice(place: TourPlace): TourOffice {
  return {
    propertyName: place.propertyName,
    name: place.officeName ?? `${place.propertyName} leasing office`,
    email: inquiryAddressFor(place.propertyName),
    address: addressLine(place.officeAddress === null ? { address: place.propertyAddress, zipcode: place.propertyZipcode } : { address: place.officeAddress, zipcode: place.officeZipcode ?? '' }),
    phone: formatPhone(place.officePhone ?? place.propertyPhone),
  };
}

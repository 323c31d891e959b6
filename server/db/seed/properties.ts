import type { LeasingOffice, Property } from '@/features/properties/types';

/**
 * The company's communities. Ids and names match src/config.ts (search property 1, contact property 2, short-term
 * property 8, and the community inbox map). Real Bloomington streets, fictional numbers and 555-01xx phones.
 */
export interface PropertySeed extends Pick<Property, 'id' | 'name' | 'leaseType' | 'address' | 'zipcode' | 'phone' | 'leasingOfficeType' | 'rating'> {
  officeId: number;
  /** Bus routes that stop nearby. */
  busRoutes: [route: string, link: string][];
  /** Colour and shape of its generated pictures. */
  look: { hue: number; floors: number; bays: number; roof: 'flat' | 'gable' };
}

const BT = 'https://bloomingtontransit.com/';
const IU_BUS = 'https://iubus.indiana.edu/';

export const PROPERTY_SEEDS: PropertySeed[] = [
  {
    id: 1, name: 'The Kirkwood', leaseType: 'YEARLY', address: '415 E Kirkwood Ave', zipcode: '47408', phone: '8125550143',
    leasingOfficeType: 'ON_SITE', officeId: 1, rating: 4.7,
    busRoutes: [['BT Route 3 - East 3rd Street', BT], ['BT Route 6 - Campus Shuttle', BT], ['IU Campus Bus A', IU_BUS]],
    look: { hue: 12, floors: 5, bays: 7, roof: 'flat' },
  },
  {
    id: 2, name: 'Jordan Commons', leaseType: 'YEARLY', address: '1230 N Jordan Ave', zipcode: '47408', phone: '8125550144',
    leasingOfficeType: 'ON_SITE', officeId: 2, rating: 4.4,
    busRoutes: [['IU Campus Bus E', IU_BUS], ['IU Campus Bus X', IU_BUS]],
    look: { hue: 210, floors: 4, bays: 8, roof: 'flat' },
  },
  {
    id: 3, name: 'Cascades Flats', leaseType: 'YEARLY', address: '2150 N Walnut St', zipcode: '47404', phone: '8125550145',
    leasingOfficeType: 'ON_SITE', officeId: 3, rating: 4.5,
    busRoutes: [['BT Route 4 - North Walnut', BT]],
    look: { hue: 150, floors: 3, bays: 6, roof: 'gable' },
  },
  {
    id: 4, name: 'Bryan Park Townhomes', leaseType: 'YEARLY', address: '1010 S Henderson St', zipcode: '47401', phone: '8125550146',
    leasingOfficeType: 'ON_SITE', officeId: 4, rating: 4.8,
    busRoutes: [['BT Route 1 - South Walnut', BT], ['BT Route 7 - Henderson', BT]],
    look: { hue: 35, floors: 2, bays: 6, roof: 'gable' },
  },
  {
    id: 5, name: 'Switchyard Lofts', leaseType: 'YEARLY', address: '1601 S Rogers St', zipcode: '47403', phone: '8125550147',
    leasingOfficeType: 'ON_SITE', officeId: 5, rating: 4.6,
    busRoutes: [['BT Route 2 - South Rogers', BT]],
    look: { hue: 280, floors: 4, bays: 5, roof: 'flat' },
  },
  {
    id: 6, name: 'Prospect Hill Homes', leaseType: 'YEARLY', address: '520 W Prospect St', zipcode: '47403', phone: '8125550148',
    leasingOfficeType: 'OFF_SITE', officeId: 6, rating: 4.3,
    busRoutes: [['BT Route 5 - West 2nd Street', BT], ['BT Route 9 - Prospect Hill', BT]],
    look: { hue: 95, floors: 2, bays: 3, roof: 'gable' },
  },
  {
    id: 7, name: 'Kirkwood Garage', leaseType: 'YEARLY', address: '221 E 4th St', zipcode: '47408', phone: '8125550143',
    leasingOfficeType: 'ON_SITE', officeId: 1, rating: null,
    busRoutes: [['BT Route 3 - East 3rd Street', BT]],
    look: { hue: 0, floors: 4, bays: 6, roof: 'flat' },
  },
  {
    id: 8, name: 'Limestone Suites', leaseType: 'SHORT_TERM', address: '601 S College Ave', zipcode: '47403', phone: '8125550149',
    leasingOfficeType: 'ON_SITE', officeId: 7, rating: 4.9,
    busRoutes: [['BT Route 1 - South Walnut', BT], ['BT Route 6 - Campus Shuttle', BT]],
    look: { hue: 45, floors: 6, bays: 6, roof: 'flat' },
  },
];

export interface OfficeSeed extends Pick<LeasingOffice, 'name' | 'address' | 'zipcode' | 'phone' | 'officeHours' | 'direction'> {
  id: number;
  /** Whether a photo of the office exists. */
  pictured: boolean;
}

const WEEKDAYS = 'Mon-Fri 9:00 AM - 6:00 PM, Sat 10:00 AM - 4:00 PM';

export const OFFICE_SEEDS: OfficeSeed[] = [
  { id: 1, name: 'The Kirkwood Leasing Office', address: '415 E Kirkwood Ave', zipcode: '47408', phone: '8125550143', officeHours: WEEKDAYS, direction: 'Ground floor, entrance on Kirkwood Ave beside the bike racks.', pictured: true },
  { id: 2, name: 'Jordan Commons Clubhouse', address: '1230 N Jordan Ave', zipcode: '47408', phone: '8125550144', officeHours: WEEKDAYS, direction: 'The clubhouse at the front of the parking lot; visitor spaces by the door.', pictured: true },
  { id: 3, name: 'Cascades Flats Office', address: '2150 N Walnut St', zipcode: '47404', phone: '8125550145', officeHours: 'Mon-Fri 10:00 AM - 5:00 PM', direction: 'Building A, first door on the left.', pictured: false },
  { id: 4, name: 'Bryan Park Townhomes Office', address: '1010 S Henderson St', zipcode: '47401', phone: '8125550146', officeHours: WEEKDAYS, direction: 'Unit 1, at the corner of Henderson and Allen.', pictured: false },
  { id: 5, name: 'Switchyard Lofts Lobby', address: '1601 S Rogers St', zipcode: '47403', phone: '8125550147', officeHours: 'Mon-Sat 9:00 AM - 7:00 PM', direction: 'Through the main lobby, facing the park trail.', pictured: true },
  { id: 6, name: 'Limestone Living Leasing Center', address: '101 W Kirkwood Ave, Suite 200', zipcode: '47404', phone: '8125550142', officeHours: WEEKDAYS, direction: 'Downtown, one block west of the courthouse square, second floor. Tours of the homes start here.', pictured: true },
  { id: 7, name: 'Limestone Suites Front Desk', address: '601 S College Ave', zipcode: '47403', phone: '8125550149', officeHours: 'Every day 8:00 AM - 8:00 PM', direction: 'Front desk in the lobby; short-term parking out front.', pictured: false },
];

import type { AmenityType, FloorplanStyle, UtilityType } from '@/features/floorplans/types';
import type { SpecialTiming } from './floorplans';

/** Amenities of every type of spec section 3. */
export const AMENITY_SEEDS: [id: number, name: string, type: AmenityType, featured: boolean][] = [
  [1, 'Stainless steel appliances', 'KITCHEN', true],
  [2, 'Granite countertops', 'KITCHEN', false],
  [3, 'Dishwasher', 'KITCHEN', false],
  [4, 'Kitchen island', 'KITCHEN', false],
  [5, 'Wood-style plank floors', 'LIVING_AND_BEDROOM', true],
  [6, 'Walk-in closets', 'LIVING_AND_BEDROOM', false],
  [7, 'Ceiling fans', 'LIVING_AND_BEDROOM', false],
  [8, 'Walk-in shower', 'BATHROOM', false],
  [9, 'Double vanity', 'BATHROOM', true],
  [10, 'Soaking tub', 'BATHROOM', false],
  [11, 'Private balcony', 'OUTDOOR', true],
  [12, 'Fenced back yard', 'OUTDOOR', false],
  [13, 'Rooftop deck', 'OUTDOOR', false],
  [14, 'Central air conditioning', 'HEATING_COOLING_AND_WIRING', true],
  [15, 'Gigabit-ready wiring', 'HEATING_COOLING_AND_WIRING', false],
  [16, 'Smart thermostat', 'SMART_LIVING', true],
  [17, 'Keyless entry', 'SMART_LIVING', false],
  [18, 'Package lockers', 'SMART_LIVING', false],
  [19, 'Off-street parking', 'PARKING', false],
  [20, 'Covered garage space', 'PARKING', true],
  [21, 'Secure bike storage', 'PARKING', false],
  [22, 'In-unit washer and dryer', 'NOT_APPLICABLE', true],
  [23, 'Fully furnished', 'NOT_APPLICABLE', true],
];

/** Which amenities each style of home comes with. */
export const AMENITIES_BY_STYLE: Record<FloorplanStyle, number[]> = {
  STUDIO: [1, 3, 5, 7, 8, 14, 16, 17, 18, 21],
  APARTMENT: [1, 2, 3, 5, 6, 8, 11, 14, 16, 18, 19, 22],
  DELUXE_APARTMENT: [1, 2, 3, 4, 5, 6, 9, 10, 11, 13, 14, 15, 16, 17, 20, 22],
  TOWN_HOME: [1, 3, 4, 6, 7, 9, 12, 14, 16, 19, 22],
  SINGLE_FAMILY: [3, 5, 6, 7, 10, 12, 14, 19, 22],
  GARAGE: [17, 20, 21],
};
export const SHORT_TERM_AMENITY = 23;
/** The in-unit washer and dryer: townhome FAQs and the flexible-term page promise it, so no plan drops it. */
export const WASHER_AMENITY = 22;

export const UTILITY_SEEDS: [id: number, name: string, type: UtilityType, averageMonthlyBill: number | null][] = [
  [1, 'Water', 'INCLUDED_UTILITY', 35],
  [2, 'Sewer', 'INCLUDED_UTILITY', 25],
  [3, 'Trash and recycling', 'INCLUDED_UTILITY', 18],
  [4, 'Electric', 'RESIDENT_UTILITY', 65],
  [5, 'Gas heat', 'RESIDENT_UTILITY', 45],
  [6, 'Internet', 'RESIDENT_UTILITY', 55],
  [7, 'Internet, included', 'INCLUDED_UTILITY', null],
  [8, 'Electric, included', 'INCLUDED_UTILITY', null],
];

export const UTILITIES_BY_KIND = {
  apartment: [1, 2, 3, 4, 6],
  house: [3, 1, 4, 5, 6],
  shortTerm: [1, 2, 3, 7, 8],
  garage: [] as number[],
};

/** Web specials: [floor plan, timing, description]. */
export const WEB_SPECIAL_SEEDS: [floorplanId: number, timing: SpecialTiming, description: string][] = [
  [1, 'current', '$300 off your first month on a 12-month lease'],
  [3, 'current', '$200 off move-in costs this month'],
  [3, 'expired', 'Free parking for the first semester'],
  [10, 'future', 'Early-bird preleasing: lock in this year\'s rent'],
  [12, 'current', 'Half off the first month for groups of four'],
  [17, 'expired', 'One month free on 13-month leases'],
  [19, 'current', 'No pet fee for the first pet'],
  [26, 'future', 'Opening weekend: $500 gift card at signing'],
  [29, 'current', 'First month of internet on us'],
];

export const VARIATION_SEEDS: [floorplanId: number, variation: string][] = [
  [3, 'Corner units with windows on two sides'],
  [3, 'Top-floor units with vaulted ceilings'],
  [4, 'Balcony facing Kirkwood Avenue'],
  [10, 'Ground-floor units with patio access'],
  [12, 'Some units have a second living room instead of a dining room'],
  [19, 'End units with a side yard'],
  [20, 'Garage or carport, depending on the unit'],
  [25, 'Exposed brick wall in the north building'],
];

export const TESTIMONIAL_SEEDS: [floorplanId: number, testimonial: string, tenant: string][] = [
  [1, 'Five minutes to class and the maintenance team fixed my sink the same afternoon.', 'Maya R., IU senior'],
  [1, 'Small but so well laid out. I never felt cramped.', 'Daniel K.'],
  [2, 'Quiet building, friendly neighbours, and Kirkwood restaurants on the doorstep.', 'Priya S.'],
  [3, 'My roommate and I each have our own bathroom, which saved our friendship.', 'Jordan T. and Alex M.'],
  [3, 'Leasing was painless and everything was online.', 'Hannah L.'],
  [5, 'The view over downtown at night is worth every penny.', 'Chris P.'],
  [10, 'Easy walk to the stadium on game days and plenty of parking otherwise.', 'Tyler W.'],
  [12, 'Four of us, four bedrooms, four bathrooms. Perfect.', 'The Nguyen house'],
  [15, 'Our dog loves the trail behind the building.', 'Sam and Biscuit'],
  [19, 'Feels like a real house, with a yard for the kids.', 'The Alvarez family'],
  [22, 'Lots of room, great neighbours near Bryan Park.', 'Erin M.'],
  [24, 'Huge windows and the park right outside.', 'Leo F.'],
  [29, 'A charming old house with modern everything inside.', 'Grace and Tom'],
  [31, 'Room for everyone, and the landlord actually answers the phone.', 'Okafor family'],
];

/** FAQs with deliberately shuffled sort orders: the lists must come back sorted by sortOrder (spec section 9). */
export const FLOORPLAN_FAQ_SEEDS: [floorplanId: number, sortOrder: number, question: string, answer: string][] = [
  [1, 2, 'Is there room for a full-size bed?', 'Yes. The sleeping nook fits a full-size bed with space for a nightstand.'],
  [1, 1, 'Are utilities included?', 'Water, sewer and trash are included. Electric and internet are set up in your name.'],
  [3, 1, 'Can roommates sign separate leases?', 'No, roommates sign one lease together, and each is responsible for the whole rent.'],
  [3, 3, 'Is there storage?', 'Each unit has a storage locker in the basement.'],
  [3, 2, 'What do the tours show?', 'The video tours walk through a typical unit; the virtual tour shows the photos room by room.'],
  [5, 1, 'Is the rooftop deck private?', 'The deck is shared by the penthouse floor only.'],
  [12, 1, 'Do all four bedrooms have the same size?', 'Three bedrooms are 11 by 12 feet; the fourth is a little larger with a walk-in closet.'],
  [19, 2, 'Can I have a dog?', 'Yes, dogs of any size are welcome with a pet deposit.'],
  [19, 1, 'Is there a garage?', 'Henderson Two has a reserved parking space in front of the door.'],
  [29, 1, 'Who mows the lawn?', 'We do, from April to October.'],
  [35, 1, 'What is in the kitchen?', 'Cookware, dishes, a coffee maker, a toaster and basic spices.'],
  [35, 2, 'Is housekeeping included?', 'Stays of 30 days or longer get one complimentary cleaning per month on request.'],
];

export const PROPERTY_FAQ_SEEDS: [propertyId: number, sortOrder: number, question: string, answer: string][] = [
  [1, 3, 'Where do guests park?', 'In the public garage on 4th Street, two blocks away.'],
  [1, 1, 'Is the building smoke-free?', 'Yes, the whole building and its balconies are smoke-free.'],
  [1, 2, 'How do packages arrive?', 'Carriers leave packages in the smart lockers in the lobby; you get a code by text.'],
  [2, 1, 'Is there a shuttle to campus?', 'IU Campus Bus routes E and X stop at the entrance.'],
  [2, 2, 'Do you rent by the bedroom?', 'No, apartments are leased whole, but roommates can share a lease.'],
  [3, 1, 'Is there a playground?', 'Yes, beside the north parking lot, and Lower Cascades Park is a short walk away.'],
  [4, 2, 'Are the townhomes pet friendly?', 'Yes, with a pet deposit; some plans allow large dogs.'],
  [4, 1, 'Is there a washer and dryer?', 'Every townhome has its own full-size washer and dryer.'],
  [5, 1, 'Can I bring my bike inside?', 'There is a secure bike room on the ground floor and a repair stand.'],
  [6, 1, 'Where is the leasing office?', 'There is no on-site office: tours start at our leasing center at 101 W Kirkwood Ave.'],
  [6, 2, 'Who handles maintenance?', 'Our maintenance team, the same as for our apartments; our residents page says how to request a repair.'],
  [8, 1, 'What is the minimum stay?', '14 days. There is no lease and no deposit.'],
  [8, 2, 'How am I charged?', 'Your credit card is charged weekly; corporate direct-bill is available.'],
];

export const RESIDENT_FAQ_SEEDS: [sortOrder: number, question: string, answer: string][] = [
  [3, 'How do I pay rent?', 'Rent is due on the 1st. Pay by check or money order at your community\'s leasing office, or ask the office to set up a monthly bank transfer.'],
  [1, 'When can I pick up my keys?', 'On your lease start date, at your community\'s leasing office, after the move-in inspection.'],
  [2, 'Do I need renters insurance?', 'Yes, every lease requires renters insurance with at least $100,000 liability coverage.'],
  [5, 'Can I sublet my apartment?', 'Yes, with our approval. Post your sublet for free on our sublets page.'],
  [4, 'How do I set up electric and internet?', 'Duke Energy supplies electric; several internet providers serve our buildings. Set them up before move-in.'],
  [6, 'What happens at move-out?', 'We inspect the home with you and return the deposit within 45 days, minus any damage.'],
  [8, 'Can I paint the walls?', 'Ask us first; light neutral colours are usually fine if you repaint before move-out.'],
  [7, 'Can I renew my lease?', 'Yes. Renewal offers go out in the fall; sign before the deadline to keep your home.'],
];

export const MAINTENANCE_FAQ_SEEDS: [sortOrder: number, question: string, answer: string][] = [
  [2, 'What counts as an emergency?', 'No heat in winter, flooding, a gas smell, no power or a lock-out. Call the emergency maintenance number on this page, day or night.'],
  [1, 'How do I request a repair?', 'Call or e-mail your community\'s leasing office, or send us a message with the form at the end of this page; say what is wrong and where.'],
  [3, 'How fast are repairs done?', 'Emergencies within hours, most other requests within two business days.'],
  [4, 'My breaker tripped. What do I do?', 'Switch the breaker fully off, then on. If it trips again, request a repair.'],
  [6, 'Do you treat for pests?', 'Yes, free of charge. Ask for a visit the way you request a repair, and we schedule one.'],
  [5, 'How do I change the air filter?', 'We change filters every three months; you can ask for spares at the office.'],
];

/** Home-page specials: the `properties` string lists the property ids the special is for (spec section 3). */
export const HOME_PAGE_SPECIAL_SEEDS: [id: number, startInDays: number, properties: string, title: string, description: string, details: string][] = [
  [1, -20, '1,3,4', 'Move-In Special', 'Move in this month and get $500 off.', '<p>Sign a 12-month lease at <strong>The Kirkwood</strong>, <strong>Cascades Flats</strong> or <strong>Bryan Park Townhomes</strong> this month and take <em>$500 off</em> your second month.</p><ul><li>New residents only</li><li>Move in within 30 days of signing</li></ul>'],
  [2, -5, '1,2,5', 'Refer a Friend', 'Earn a $250 rent credit for every friend who signs.', '<p>When a friend signs a lease and names you, you both get a <strong>$250 rent credit</strong>.</p>'],
  [3, -40, '5', 'Switchyard Open House', 'Tour the lofts every Saturday.', '<p>Open house every Saturday from 10 to 2. <a href="/floorplans/24">See the Rail Loft</a>.</p>'],
  [4, 30, '1,2', 'Early Preleasing', 'Reserve next year\'s home early.', '<p>Preleasing for the next school year opens soon.</p>'],
];

export const TEAM_SEEDS: [id: number, name: string, jobTitle: string, blog: boolean][] = [
  [1, 'Avery Lindqvist', 'Property Manager', true],
  [2, 'Marcus Bell', 'Leasing Director', false],
  [3, 'Priya Raman', 'Leasing Consultant', true],
  [4, 'Jonah Whitfield', 'Maintenance Supervisor', false],
  [5, 'Sofia Alvarez', 'Resident Services Coordinator', false],
  [6, 'Darnell Hayes', 'Leasing Consultant', true],
  [7, 'Grace Okafor', 'Marketing Coordinator', false],
];

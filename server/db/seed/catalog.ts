import type { Pet } from '@/features/floorplans/types';
import { PETS } from '@/features/floorplans/types';
import type { IsoDate } from '@/lib/dates';
import { addDays, addMonths } from '../../calendar/dates';
import { AMENITIES_BY_STYLE, SHORT_TERM_AMENITY, UTILITIES_BY_KIND, UTILITY_SEEDS, WASHER_AMENITY } from './content';
import { FLOORPLAN_SEEDS, type FloorplanSeed, type SpecialTiming } from './floorplans';
import { buildingSvg, floorPlanSvg, ROOM_KINDS, roomSvg } from './images';
import type { Row } from './insert';
import type { Pictures } from './pictures';
import { OFFICE_SEEDS, PROPERTY_SEEDS, type PropertySeed } from './properties';

const USUAL_BILL = new Map(UTILITY_SEEDS.map(([id, , , bill]) => [id, bill]));

/** When a special runs, relative to the seed day. */
export function specialDates(timing: SpecialTiming, today: IsoDate): [start: IsoDate, end: IsoDate] {
  if (timing === 'future') return [addDays(today, 20), addDays(today, 50)];
  if (timing === 'expired') return [addDays(today, -60), addDays(today, -10)];
  return [addDays(today, -10), addDays(today, 20)];
}

const PET_POLICIES: Record<Pet, string> = {
  LARGE_DOG_SMALL_DOG_CAT: 'Dogs of any size and cats welcome: $300 deposit and $35 a month per pet, two pets at most.',
  SMALL_DOG_CAT: 'Cats and dogs under 30 lb welcome: $250 deposit and $30 a month per pet.',
  CAT: 'Cats welcome: $200 deposit and $25 a month per cat.',
  NO_PET: 'No pets, please. Service and support animals are always welcome.',
};

const STYLE_WORDS: Record<FloorplanSeed['style'], string> = {
  STUDIO: 'studio',
  APARTMENT: 'apartment',
  DELUXE_APARTMENT: 'deluxe apartment',
  TOWN_HOME: 'townhome',
  SINGLE_FAMILY: 'house',
  GARAGE: 'parking space',
};

/** The street a plan's units are on: a house's own, the duplex's, else the property's. */
function planStreet(plan: FloorplanSeed, property: PropertySeed): string {
  return plan.style === 'SINGLE_FAMILY' && !plan.address ? '418 S Jackson St' : (plan.address ?? property.address);
}

/** The plan's description names the address its page shows: a one-unit plan's own (spec section 2), else the property's. */
function describe(plan: FloorplanSeed, property: PropertySeed): string {
  if (plan.style === 'GARAGE') return `A ${STYLE_WORDS.GARAGE} in the ${property.name} on ${property.address}, with 24-hour keycard access.`;
  const rooms = plan.bedroom === 0 ? 'An open-plan' : `A ${plan.bedroom}-bedroom, ${plan.bathroom}-bath`;
  const stay = plan.shortTerm ? ' Fully furnished, with all utilities and internet, for stays of 14 days or more.' : '';
  const address = plan.units === 1 ? `${planStreet(plan, property)}, one of ${property.name}` : `${property.name}, ${property.address}`;
  return `${rooms} ${STYLE_WORDS[plan.style]} of ${plan.squareFoot} sq ft at ${address}.${stay}`;
}

/**
 * A unit's move-in date, spread over the cycle: already past, today, later this month, then one per month for the
 * next 12 months, so every availability filter of spec section 9 has something to show.
 */
function moveInDate(index: number, today: IsoDate): IsoDate {
  const step = index % 16;
  if (step === 0) return addDays(today, -40);
  if (step === 1) return addDays(today, -7);
  if (step === 2) return today;
  if (step === 3) return addMonths(today, 0, 31);
  return addMonths(today, step - 3, 1 + ((index * 7) % 27));
}

export function propertyRows(pictures: Pictures): { offices: Row[]; properties: Row[]; busRoutes: Row[] } {
  const offices = OFFICE_SEEDS.map((office) => ({
    id: office.id,
    name: office.name,
    address: office.address,
    zipcode: office.zipcode,
    phone: office.phone,
    office_hours: office.officeHours,
    direction: office.direction,
    office_map: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${office.address}, Bloomington, IN ${office.zipcode}`)}`,
    office_image: office.pictured
      ? pictures.add('offices', office.id, `ll-office-${office.id}`, buildingSvg({ label: office.name, hue: office.id * 47, floors: 2, bays: 3, roof: 'flat', evening: office.id % 2 === 0 }))
      : null,
    office_image_description: office.pictured ? `The entrance of ${office.name}` : null,
  }));
  const properties = PROPERTY_SEEDS.map((property) => {
    // The property's photo folder is named by its id: the site asks for `assets/{propertyId}` (spec section 7).
    const photoCount = 4 + (property.id % 5);
    const urls = Array.from({ length: photoCount }, (_, index) =>
      pictures.add(
        String(property.id),
        index + 1,
        `ll-property-${property.id}-photo-${index + 1}`,
        index % 2 === 0
          ? buildingSvg({ ...property.look, label: `${property.name} · ${index === 0 ? property.address : `view ${index + 1}`}`, hue: property.look.hue + index * 9, evening: index % 4 === 2 })
          : roomSvg({ label: `${property.name} · ${['clubhouse', 'fitness room', 'lounge', 'courtyard'][index % 4]}`, kind: (['lounge', 'fitness', 'lounge', 'patio'] as const)[index % 4], hue: property.look.hue, variant: index }),
      ),
    );
    return {
      id: property.id,
      name: property.name,
      active: true,
      lease_type: property.leaseType,
      address: property.address,
      zipcode: property.zipcode,
      phone: property.phone,
      leasing_office_type: property.leasingOfficeType,
      leasing_office_id: property.officeId,
      cover_image: urls[0],
      rating: property.rating,
      rating_link: property.rating === null ? null : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${property.name} Bloomington IN`)}`,
    };
  });
  const busRoutes = PROPERTY_SEEDS.flatMap((property) =>
    property.busRoutes.map(([busRoute, link], index) => ({ property_id: property.id, bus_route: busRoute, bus_route_link: link, sort_order: index })),
  );
  return { offices, properties, busRoutes };
}

export function floorplanRows(pictures: Pictures, today: IsoDate) {
  const properties = new Map(PROPERTY_SEEDS.map((property) => [property.id, property]));
  const floorplans: Row[] = [];
  const units: Row[] = [];
  const shortTerms: Row[] = [];
  const amenities: Row[] = [];
  const utilities: Row[] = [];
  let unitIndex = 0;

  for (const plan of FLOORPLAN_SEEDS) {
    const property = properties.get(plan.propertyId)!;
    const hue = property.look.hue + plan.id * 23;
    const folderId = `floorplan-${plan.id}`;
    // 3 to 12 photos a plan; the first is the cover.
    const photoCount = 3 + ((plan.id * 5) % 10);
    const photoUrls = Array.from({ length: photoCount }, (_, index) => {
      const kind = plan.style === 'GARAGE' ? undefined : ROOM_KINDS[(index + plan.id) % 6];
      const label = `${plan.name} · ${kind ?? `level ${index + 1}`}`;
      const svg = kind
        ? roomSvg({ label, kind, hue: hue + index * 11, variant: index + plan.id })
        : buildingSvg({ label, hue: index * 30, floors: 4, bays: 6, roof: 'flat', evening: index % 2 === 1 });
      return pictures.add(folderId, index + 1, `ll-floorplan-${plan.id}-photo-${index + 1}`, svg, `${plan.name}: ${kind ?? `level ${index + 1}`}`);
    });
    const drawing = pictures.add('floorplan-drawings', plan.id, `ll-floorplan-${plan.id}-drawing`, floorPlanSvg({ label: `${plan.name} · ${plan.squareFoot} sq ft`, bedroom: plan.bedroom, bathroom: plan.bathroom, hue }));
    const [specialStart, specialEnd] = plan.special ? specialDates(plan.special, today) : [null, null];
    floorplans.push({
      id: plan.id,
      property_id: plan.propertyId,
      name: plan.name,
      active: plan.active ?? true,
      featured: plan.featured ?? false,
      bedroom: plan.bedroom,
      bathroom: plan.bathroom,
      style: plan.style,
      description: describe(plan, property),
      cover_image: photoUrls[0],
      photos_folder_id: folderId,
      photo: drawing,
      // Tours the local API serves (routes/tours.ts), so the demo's tours play with no network.
      virtual_tour_link: plan.tours ? `/api/tours/virtual/${plan.id}` : null,
      video_tour_link: plan.tours ? '/api/tours/media/walkthrough.webm' : null,
      three_sixty_video_tour_link: plan.tours && plan.id % 2 === 1 ? '/api/tours/media/panorama.webm' : null,
      special_rent: plan.special ? (plan.special === 'zero' ? 0 : plan.rent - 100) : null,
      special_rent_start_date: specialStart,
      special_rent_end_date: specialEnd,
      address: plan.units === 1 ? plan.address : null,
      zipcode: plan.zipcode ?? null,
      allowed_pet: plan.allowedPet ?? null,
      pet_policy: plan.allowedPet ? PET_POLICIES[plan.allowedPet] : null,
      html_title: plan.featured ? `${plan.name} at ${property.name} | Limestone Living` : null,
    });

    for (let index = 0; index < plan.units; index += 1, unitIndex += 1) {
      // Units without a plan-level pet rule carry their own, so the 'most permissive unit' rule has work to do.
      const pet = plan.allowedPet ? null : PETS[unitIndex % PETS.length];
      const unitName = plan.style === 'GARAGE' ? `Space ${100 + index * 7}` : plan.address ? '' : plan.style === 'SINGLE_FAMILY' ? `Unit ${'AB'[index]}` : `Apt ${1 + (index % 4)}${'ABCD'[(plan.id + index) % 4]}`;
      const street = planStreet(plan, property);
      units.push({
        id: unitIndex + 1,
        floorplan_id: plan.id,
        // Some units are off the market, but never a house's only one: its page would show no home at all.
        active: !plan.unitsInactive && (plan.units === 1 || unitIndex % 11 !== 10),
        rent: plan.rent + index * 25,
        deposit: plan.style === 'GARAGE' ? 0 : Math.round((plan.rent + index * 25) / 2 / 50) * 50,
        // Units of one plan share its layout, so its size: the facts, the description and the drawing agree.
        square_foot: plan.squareFoot,
        move_in_date: moveInDate(unitIndex, today),
        availability_extension_months: unitIndex % 4 === 0 ? 2 : unitIndex % 3 === 0 ? 1 : 0,
        address: unitName ? `${street} ${unitName}` : street,
        zipcode: plan.zipcode ?? property.zipcode,
        allowed_pet: pet,
        pet_policy: pet ? PET_POLICIES[pet] : null,
      });
    }

    if (plan.shortTerm) {
      const [days2To4, days5To13, days14To29, months1To4, months4Plus] = plan.shortTerm;
      shortTerms.push({
        floorplan_id: plan.id,
        square_foot: plan.squareFoot,
        price_for_2_to_4_days: days2To4,
        price_for_5_to_13_days: days5To13,
        price_for_14_to_29_days: days14To29,
        price_for_1_to_4_months: months1To4,
        price_for_4_and_more_months: months4Plus,
      });
    }
    const amenityIds = plan.shortTerm ? [...new Set([...AMENITIES_BY_STYLE[plan.style], WASHER_AMENITY, SHORT_TERM_AMENITY])] : AMENITIES_BY_STYLE[plan.style];
    // Not every plan has every amenity of its style: drop one, by id, so lists differ between plans; never one that
    // other texts promise (the washer and dryer, furnishing).
    const kept = (amenityId: number, index: number) => index !== plan.id % amenityIds.length || amenityId === WASHER_AMENITY || amenityId === SHORT_TERM_AMENITY;
    amenities.push(...amenityIds.filter(kept).map((amenityId) => ({ floorplan_id: plan.id, amenity_id: amenityId })));
    const utilityKind = plan.shortTerm ? 'shortTerm' : plan.style === 'GARAGE' ? 'garage' : ['TOWN_HOME', 'SINGLE_FAMILY'].includes(plan.style) ? 'house' : 'apartment';
    // Each plan's utility carries its own bill (migration 059): the seeds' plans all have the usual one.
    utilities.push(...UTILITIES_BY_KIND[utilityKind].map((utilityId) => ({ floorplan_id: plan.id, utility_id: utilityId, average_monthly_bill: USUAL_BILL.get(utilityId) ?? null })));
  }
  return { floorplans, units, shortTerms, amenities, utilities };
}

/** Each plan's 'You Might Also Like': up to three active plans of the same community, closest in bedrooms first. */
export function similarFloorplanRows(): Row[] {
  return FLOORPLAN_SEEDS.filter((plan) => plan.style !== 'GARAGE').flatMap((plan) =>
    FLOORPLAN_SEEDS.filter((other) => other.propertyId === plan.propertyId && other.id !== plan.id && (other.active ?? true))
      .sort((a, b) => Math.abs(a.bedroom - plan.bedroom) - Math.abs(b.bedroom - plan.bedroom) || a.id - b.id)
      .slice(0, 3)
      .map((other, index) => ({ floorplan_id: plan.id, similar_to_id: other.id, sort_order: index })),
  );
}

import { depositRange, formatDeposit, monthlyCost, type Deposit, type MonthlyCost } from '@/features/cost/monthlyCost';
import { earliestMoveIn, hasUnitAvailableNow } from '@/features/floorplans/availability';
import { withActiveUnits } from '@/features/floorplans/catalog';
import { petSetting } from '@/features/floorplans/pets';
import { listedPrice, minUnitRent, type ListedPrice } from '@/features/floorplans/pricing';
import { activeWebSpecials } from '@/features/floorplans/specialRent';
import { roomsLabel } from '@/features/floorplans/styleLabels';
import type { Floorplan, Pet, ShortTerm } from '@/features/floorplans/types';
import { formatDailyPrice, lowestDailyPrice } from '@/features/short-term/tiers';
import type { IsoDate } from '@/lib/dates';
import { formatDate, formatMoney } from '@/lib/format';

/** What the comparison shows of one plan, worked out once with the site's own rules. */
export interface CompareFacts {
  id: number;
  name: string;
  coverImage: string | null;
  /** Issue 23: what the office wrote of the cover photo (null: the table says its own words). */
  coverAlt: string | null;
  community: { id: number; name: string } | null;
  /** Set for a flexible-term plan, which is priced per day and per stay rather than per month. */
  shortTerm: ShortTerm | null;
  price: ListedPrice;
  /** Descriptions of the web specials running today (spec section 9). */
  specials: string[];
  rooms: string;
  squareFeet: string | null;
  pet: Pet;
  included: string[];
  paid: string[];
  cost: MonthlyCost | null;
  availability: string;
  deposit: Deposit | null;
}

function squareFeet(plan: Floorplan): string | null {
  const feet = plan.shortTerm ? [plan.shortTerm.squareFoot] : plan.units.map((unit) => unit.squareFoot);
  const known = feet.filter((value) => value > 0);
  if (known.length === 0) return null;
  const [min, max] = [Math.min(...known), Math.max(...known)];
  return min === max ? `${min.toLocaleString('en-US')} sq ft` : `${min.toLocaleString('en-US')} - ${max.toLocaleString('en-US')} sq ft`;
}

/** Spec section 9: 'Available Now' when a unit's move-in date has come, else the earliest move-in date. */
function availability(plan: Floorplan, today: IsoDate): string {
  if (plan.shortTerm) return 'Call or text for availability';
  if (hasUnitAvailableNow(plan.units, today)) return 'Available Now';
  const first = earliestMoveIn(plan.units);
  return first ? `From ${formatDate(first)}` : 'No units listed';
}

/** What the table shows of a plan: as its own page does, only its active units count (issue 14). */
export function compareFacts(listed: Floorplan, today: IsoDate): CompareFacts {
  const plan = withActiveUnits(listed);
  const utilities = plan.utilities ?? [];
  return {
    id: plan.id,
    name: plan.name,
    coverImage: plan.coverImage,
    coverAlt: plan.coverAlt ?? null,
    community: plan.property ? { id: plan.property.id, name: plan.property.name } : null,
    shortTerm: plan.shortTerm,
    price: listedPrice(minUnitRent(plan.units), plan, today),
    specials: activeWebSpecials(plan.webSpecials ?? [], today).map((special) => special.description),
    rooms: roomsLabel(plan),
    squareFeet: squareFeet(plan),
    pet: petSetting(plan).pet,
    included: utilities.filter((utility) => utility.type === 'INCLUDED_UTILITY').map((utility) => utility.name),
    paid: utilities.filter((utility) => utility.type === 'RESIDENT_UTILITY').map((utility) => utility.name),
    cost: plan.shortTerm ? null : monthlyCost(plan, today),
    availability: availability(plan, today),
    deposit: plan.shortTerm ? null : depositRange(plan.units),
  };
}

/** The rows of the comparison, in the order the issue lists them. */
export const COMPARE_ROWS = [
  { key: 'photo', label: 'Photo' },
  { key: 'community', label: 'Community' },
  { key: 'rent', label: 'Rent and special' },
  { key: 'rooms', label: 'Bedrooms and bathrooms' },
  { key: 'squareFeet', label: 'Square feet' },
  { key: 'pets', label: 'Pets' },
  { key: 'utilities', label: 'Utilities' },
  { key: 'monthly', label: 'Estimated monthly total' },
  { key: 'availability', label: 'Availability' },
  { key: 'deposit', label: 'Deposit' },
] as const;
export type CompareRowKey = (typeof COMPARE_ROWS)[number]['key'];

function rentText(facts: CompareFacts): string {
  if (facts.shortTerm) {
    const lowest = lowestDailyPrice(facts.shortTerm);
    return lowest ? `From ${formatDailyPrice(lowest.price)}/day for ${lowest.stay}, plus tax` : 'Call for pricing';
  }
  if (facts.price.rent === null) return 'Call for pricing';
  const special = facts.price.regularRent === null ? '' : ` (special, regular ${formatMoney(facts.price.regularRent)}/mo)`;
  return `${formatMoney(facts.price.rent)}/mo${special}${facts.specials.map((text) => `; ${text}`).join('')}`;
}

/** What a row says of a plan, as text: what a cell shows, and what two plans are compared by. */
export function rowText(key: CompareRowKey, facts: CompareFacts): string {
  switch (key) {
    case 'photo':
      return '';
    case 'community':
      return facts.community?.name ?? '';
    case 'rent':
      return rentText(facts);
    case 'rooms':
      return facts.rooms;
    case 'squareFeet':
      return facts.squareFeet ?? 'Not listed';
    case 'pets':
      return facts.pet;
    case 'utilities':
      return `Included: ${facts.included.join(', ') || 'none'}. Paid by you: ${facts.paid.join(', ') || 'none'}.`;
    case 'monthly':
      return facts.shortTerm ? 'Priced per stay' : facts.cost ? formatMoney(facts.cost.total) : 'Call for pricing';
    case 'availability':
      return facts.availability;
    case 'deposit':
      return facts.shortTerm ? 'No deposit' : facts.deposit ? formatDeposit(facts.deposit) : 'Not listed';
  }
}

/** Issue 16: a row is marked when the plans' values differ (the photo row never is: every plan has its own). */
export function rowDiffers(key: CompareRowKey, plans: readonly CompareFacts[]): boolean {
  if (key === 'photo' || plans.length < 2) return false;
  return new Set(plans.map((facts) => rowText(key, facts))).size > 1;
}

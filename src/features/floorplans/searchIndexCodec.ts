import type { IsoDate } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import type { AvailabilityMonth } from './availability';
import type { IndexedPlan } from './searchIndex';
import type { CardDetails, FloorplanStyle } from './types';

/**
 * Issue 28: the home index on the wire (the local API's `home/floorplans`, and the data a rendered home page carries),
 * encoded by the server and decoded by the browser with this one codec. One array per field, so a thousand plans
 * compress to a few kilobytes (values of one kind side by side, no key repeated per plan), and each field written in
 * the smallest form that still gives back exactly what was encoded: the page's size follows the portfolio, and a
 * renter's download with it. Where a value does not fit the compact form (an unexpected date, a month outside the
 * usual window), it is carried as it is, so decoding never guesses.
 */
export interface SearchIndexWire {
  /** SEARCH_INDEX_FORMAT when encoded: a page open since before a release may meet an index of the next one. */
  format: number;
  /** The communities the plans name, once each, in the order the plans first name them: ids as differences. */
  communityIds: number[];
  communityNames: string[];
  /** Each plan's community: 0 for none, else its place in `communityIds` plus one, as a difference from the plan before. */
  community: Small;
  /** Each plan's id as a difference from the plan before (the lists come ordered by id, so they are small). */
  id: number[];
  bedroom: Small;
  /** Bathrooms times two (half baths are whole numbers then). */
  bathrooms2: Small;
  /** The styles, each once, and each plan's: its place plus one. */
  styles: string[];
  style: Small;
  /** Each plan's name and photos; absent: each card fetches its own (features/floorplans/api/getCardDetails.ts). */
  details?: { name: string[]; cover: (string | null)[]; alt: (string | null)[]; folder: (string | null)[] };
  rent: Numbers<number | null>;
  regularRent: Numbers<number | null>;
  /**
   * The offers' texts, each once (a special is often offered on several plans), and each plan's: 0 none, else place
   * plus one. An offer that names the plan's rent ('$1,480/mo until Dec 15, 2026') has it as RENT_MARK (flag
   * `rentInOffer`), so plans whose special ends on the same day share one text.
   */
  offers: string[];
  offer: Small;
  /** featured, available now, in the search list, in the featured section, rent in the offer: one bit each (FLAGS). */
  flags: Small;
  /** The first move-in day (days since 1970-01-01) the move-in dates count from. */
  firstDay: number;
  /** Each plan's earliest move-in date as days after `firstDay`, null when it has none, the date itself if not a plain day. */
  moveIn: Numbers<number | IsoDate | null>;
  /** The first month (months since year 0) the availability months count from. */
  firstMonth: number;
  /**
   * Each plan's availability months as bits (bit n: the n-th month from the later of `firstMonth` and its move-in
   * month, where its months usually start), or the months themselves when they do not fit.
   */
  months: (number | AvailabilityMonth[])[];
}

/**
 * Whole numbers from 0 to 35, one character each (base 36) in one string; any other list stays an array. Most of the
 * index's small columns (bedrooms, flags, ...) are such digits: a string of them carries no comma per plan.
 */
type Small = string | number[];

/**
 * A column of whole numbers from 0 (or nulls), in a multiple of `unit` (rents often go in fives), as `width` base-36
 * digits each in one string: the number over `unit`, plus one (0 is null). Any other column stays an array.
 */
type Numbers<V> = { unit: number; width: number; digits: string } | V[];

/** At most this many digits a number: 36^3 is 46,656 units. */
const MAX_WIDTH = 3;

const divisor = (a: number, b: number): number => (b === 0 ? a : divisor(b, a % b));

function numbers<V extends number | string | null>(values: V[]): Numbers<V> {
  const present = values.filter((value) => value !== null);
  if (!present.every((value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)) return values;
  const whole = present as number[];
  const unit = whole.reduce(divisor, 0) || 1;
  const width = (whole.reduce((most, value) => Math.max(most, value), 0) / unit + 1).toString(36).length;
  if (width > MAX_WIDTH) return values;
  return { unit, width, digits: values.map((value) => (value === null ? 0 : (value as number) / unit + 1).toString(36).padStart(width, '0')).join('') };
}

function numbersOf<V>(column: Numbers<V>): (V | number | null)[] {
  if (Array.isArray(column)) return column;
  const { unit, width, digits } = column;
  const values: (number | null)[] = [];
  for (let at = 0; at < digits.length; at += width) {
    const stored = parseInt(digits.slice(at, at + width), 36);
    values.push(stored === 0 ? null : (stored - 1) * unit);
  }
  return values;
}

const small = (values: number[]): Small =>
  values.every((value) => Number.isInteger(value) && value >= 0 && value < 36) ? values.map((value) => value.toString(36)).join('') : values;

const smallValues = (column: Small): number[] => (typeof column === 'string' ? Array.from(column, (digit) => parseInt(digit, 36)) : column);

const differences = (values: number[]) => values.map((value, i) => value - (i === 0 ? 0 : values[i - 1]));

function sums(values: number[]): number[] {
  let total = 0;
  return values.map((value) => (total += value));
}

/** Each distinct value once, in the order met, and each entry's place plus one (0 for null). */
function table<V>(values: readonly (V | null)[]): { entries: V[]; places: number[] } {
  const places = new Map<V, number>();
  const entries: V[] = [];
  return {
    entries,
    places: values.map((value) => {
      if (value === null) return 0;
      if (!places.has(value)) places.set(value, entries.push(value));
      return places.get(value)!;
    }),
  };
}

/** Stands for the plan's rent in an offer's text (a control character no offer is written with). */
const RENT_MARK = '\u0001';

/** An offer's text with the plan's rent, where it names it, as RENT_MARK. */
function offerWithMark(offer: string | null, rent: number | null): { text: string | null; rentInOffer: boolean } {
  const money = rent === null ? null : formatMoney(rent);
  if (offer === null || money === null || !offer.includes(money) || offer.includes(RENT_MARK)) return { text: offer, rentInOffer: false };
  return { text: offer.replace(money, RENT_MARK), rentInOffer: true };
}

const FLAGS = ['featured', 'availableNow', 'inSearch', 'inSpotlight', 'rentInOffer'] as const;
type Flags = Record<(typeof FLAGS)[number], boolean>;

const flagBits = (flags: Flags) => FLAGS.reduce((bits, flag, bit) => bits | (flags[flag] ? 1 << bit : 0), 0);
const flagsOf = (bits: number) => Object.fromEntries(FLAGS.map((flag, bit) => [flag, (bits & (1 << bit)) !== 0])) as Flags;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a plain 'YYYY-MM-DD', or null for anything that does not read back the same. */
function dayNumber(date: IsoDate): number | null {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || dayDate(ms / DAY_MS) !== date ? null : ms / DAY_MS;
}

const dayDate = (day: number): IsoDate => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Months since year 0 of a 'YYYY-MM', or null for anything that does not read back the same. */
function monthNumber(month: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const number = match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
  return number !== null && monthOf(number) === month ? number : null;
}

const monthOf = (number: number): AvailabilityMonth => `${Math.floor(number / 12)}-${String((number % 12) + 1).padStart(2, '0')}`;

/** The bits a plan's months count from: its move-in month, unless that is before the index's first month. */
function monthsBase(moveIn: IsoDate | null, firstMonth: number): number {
  const moveInMonth = moveIn === null ? null : monthNumber(moveIn.slice(0, 7));
  return Math.max(firstMonth, moveInMonth ?? firstMonth);
}

/** Bits exactly representable in a number (2^52 and below are whole). */
const MONTH_BITS = 52;

function monthBits(months: readonly AvailabilityMonth[], base: number): number | AvailabilityMonth[] {
  let bits = 0;
  for (const month of months) {
    const offset = (monthNumber(month) ?? -1) - base;
    if (monthNumber(month) === null || offset < 0 || offset >= MONTH_BITS) return [...months];
    bits += 2 ** offset;
  }
  // Distinct ascending months give back the same list; anything else is carried as it is.
  return monthsOfBits(bits, base).join() === months.join() ? bits : [...months];
}

function monthsOfBits(bits: number, base: number): AvailabilityMonth[] {
  const months: AvailabilityMonth[] = [];
  for (let offset = 0; bits > 0; offset += 1, bits = Math.floor(bits / 2)) if (bits % 2 === 1) months.push(monthOf(base + offset));
  return months;
}

/** The least of the numbers, 0 when there is none. */
function least(values: readonly (number | null)[]): number {
  const found = values.reduce<number>((lowest, value) => (value === null ? lowest : Math.min(lowest, value)), Infinity);
  return Number.isFinite(found) ? found : 0;
}

/** The shape of the columns below; a change to any of them is a new format (2: names and photos became `details`). */
export const SEARCH_INDEX_FORMAT = 2;

/** The plans' names and photos as columns (every entry made from a plan has them: searchIndex.ts indexedPlan). */
function detailColumns(plans: readonly IndexedPlan[]): SearchIndexWire['details'] {
  const column = <V>(value: (details: CardDetails | undefined) => V) => plans.map((plan) => value(plan.details));
  return {
    name: column((details) => details?.name ?? ''),
    cover: column((details) => details?.coverImage ?? null),
    alt: column((details) => details?.coverAlt ?? null),
    folder: column((details) => details?.photosFolderId ?? null),
  };
}

/** `details` false leaves the plans' names and photos out (each card fetches its own). */
export function encodeSearchIndex(plans: readonly IndexedPlan[], { details }: { details: boolean }): SearchIndexWire {
  const column = <V>(value: (plan: IndexedPlan) => V) => plans.map(value);
  const communities = table(column((plan) => plan.community?.id ?? null));
  const names = new Map(plans.map((plan) => [plan.community?.id, plan.community?.name ?? '']));
  const marked = column((plan) => offerWithMark(plan.offer, plan.price.rent));
  const offers = table(marked.map((offer) => offer.text));
  const moveIns = column((plan) => plan.facts.moveInDate);
  const days = moveIns.map((date) => (date === null ? null : dayNumber(date)));
  const styles = table(column((plan) => plan.facts.style));
  const firstDay = least(days);
  const firstMonth = least(plans.flatMap((plan) => plan.facts.availabilityMonths.map(monthNumber)));
  return {
    format: SEARCH_INDEX_FORMAT,
    communityIds: differences(communities.entries),
    communityNames: communities.entries.map((id) => names.get(id)!),
    community: small(differences(communities.places)),
    id: differences(column((plan) => plan.id)),
    bedroom: small(column((plan) => plan.bedroom)),
    bathrooms2: small(column((plan) => plan.bathroom * 2)),
    styles: styles.entries,
    style: small(styles.places),
    ...(details && { details: detailColumns(plans) }),
    rent: numbers(column((plan) => plan.price.rent)),
    regularRent: numbers(column((plan) => plan.price.regularRent)),
    offers: offers.entries,
    offer: small(offers.places),
    flags: small(
      plans.map(({ facts, inSearch, inSpotlight }, i) =>
        flagBits({ featured: facts.featured, availableNow: facts.availableNow, inSearch, inSpotlight, rentInOffer: marked[i].rentInOffer }),
      ),
    ),
    firstDay,
    moveIn: numbers(moveIns.map((date, i) => (date === null ? null : days[i] === null ? date : days[i]! - firstDay))),
    firstMonth,
    months: column((plan) => monthBits(plan.facts.availabilityMonths, monthsBase(plan.facts.moveInDate, firstMonth))),
  };
}

/** Each index decoded once, however many lists read it (the search, the featured section, the server's first screen). */
const decoded = new WeakMap<SearchIndexWire, IndexedPlan[]>();

export function decodeSearchIndex(wire: SearchIndexWire): IndexedPlan[] {
  let plans = decoded.get(wire);
  if (!plans) decoded.set(wire, (plans = decodePlans(wire)));
  return plans;
}

function decodePlans(wire: SearchIndexWire): IndexedPlan[] {
  const communityIds = sums(wire.communityIds);
  const community = sums(smallValues(wire.community));
  const ids = sums(wire.id);
  const bedroom = smallValues(wire.bedroom);
  const bathrooms2 = smallValues(wire.bathrooms2);
  const style = smallValues(wire.style).map((place) => wire.styles[place - 1] as FloorplanStyle);
  const offer = smallValues(wire.offer);
  const flags = smallValues(wire.flags).map(flagsOf);
  const rents = numbersOf(wire.rent) as (number | null)[];
  const regularRents = numbersOf(wire.regularRent) as (number | null)[];
  const moveIns = numbersOf(wire.moveIn) as (number | IsoDate | null)[];
  const details = wire.details;
  return ids.map((id, i) => {
    const place = community[i];
    const price = { rent: rents[i], regularRent: regularRents[i] };
    const moveIn = moveIns[i];
    const offerText = offer[i] === 0 ? null : wire.offers[offer[i] - 1];
    const moveInDate = typeof moveIn === 'number' ? dayDate(wire.firstDay + moveIn) : moveIn;
    const months = wire.months[i];
    return {
      id,
      bedroom: bedroom[i],
      bathroom: bathrooms2[i] / 2,
      style: style[i],
      details: details && { name: details.name[i], coverImage: details.cover[i], coverAlt: details.alt[i], photosFolderId: details.folder[i] },
      community: place === 0 ? null : { id: communityIds[place - 1], name: wire.communityNames[place - 1] },
      price,
      offer: offerText !== null && flags[i].rentInOffer ? offerText.replace(RENT_MARK, () => formatMoney(price.rent ?? 0)) : offerText,
      facts: {
        featured: flags[i].featured,
        bedroom: bedroom[i],
        style: style[i],
        floorplanId: id,
        price,
        moveInDate,
        availableNow: flags[i].availableNow,
        availabilityMonths: typeof months === 'number' ? monthsOfBits(months, monthsBase(moveInDate, wire.firstMonth)) : months,
      },
      inSearch: flags[i].inSearch,
      inSpotlight: flags[i].inSpotlight,
    };
  });
}

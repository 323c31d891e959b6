/**
 * Issue 24: which tour times a community offers, as pure functions of `now` and its settings (shared by the server,
 * which re-checks every booking, and the site). Offered = weekly hours - blackouts - booked tours with their buffers -
 * the minimum notice - beyond the horizon, each start a local time of the community's zone (so the days daylight
 * saving time starts and ends give the right instants).
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { localDate } from './tourTimes';
import { TOUR_TIME_ZONE, type TourDay } from './types';

dayjs.extend(utc);
dayjs.extend(timezone);

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** Opening hours as minutes after local midnight, `from` included, `to` excluded. */
export interface OpenHours {
  from: number;
  to: number;
}

/** Hours per weekday, indexed as `Date.getDay()`: 0 Sunday ... 6 Saturday. */
export type WeeklyHours = OpenHours[][];

/** A closed day (`hours` null) or closed hours of one local day. */
export interface Blackout {
  date: string;
  hours: OpenHours | null;
}

export interface TourSettings {
  tourMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  /** Tours one slot can hold. */
  capacity: number;
  weeklyHours: WeeklyHours;
  autoConfirm: boolean;
}

/** A tour that holds its time (confirmed or pending): its own length and the buffer after it are taken. */
export interface BookedTime {
  start: Date;
  end: Date;
}

export interface SlotInput {
  now: Date;
  settings: TourSettings;
  blackouts: readonly Blackout[];
  booked: readonly BookedTime[];
  /** Days to list from today (capped by the settings' horizon). */
  days?: number;
  timeZone?: string;
}

const weekdayHours = (from: number, to: number, days: number[]): WeeklyHours =>
  Array.from({ length: 7 }, (_, day) => (days.includes(day) ? [{ from, to }] : []));

/** When the office's hours cannot be read: Monday to Friday, 9 to 5. */
export const FALLBACK_WEEKLY_HOURS: WeeklyHours = weekdayHours(9 * 60, 17 * 60, [1, 2, 3, 4, 5]);

export const DEFAULT_TOUR_SETTINGS: Omit<TourSettings, 'weeklyHours'> = {
  tourMinutes: 30,
  bufferMinutes: 15,
  noticeMinutes: 120,
  horizonDays: 14,
  capacity: 1,
  autoConfirm: true,
};

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const dayIndex = (name: string) => DAY_NAMES.indexOf(name.slice(0, 3).toLowerCase());

/** 'Mon-Fri', 'Sat', 'Mon & Wed', 'Every day', 'Daily' -> weekday indexes; null when not a day list. */
function parseDays(text: string): number[] | null {
  const words = text.trim().toLowerCase();
  if (/^(every ?day|daily)$/.test(words)) return [0, 1, 2, 3, 4, 5, 6];
  const days: number[] = [];
  for (const part of words.split(/\s*(?:&|and|\/)\s*/)) {
    const range = /^([a-z]{3,9})\.?(?:\s*(?:-|–|to)\s*([a-z]{3,9})\.?)?$/.exec(part);
    if (!range) return null;
    const first = dayIndex(range[1]);
    const last = range[2] ? dayIndex(range[2]) : first;
    if (first < 0 || last < 0) return null;
    for (let day = first; ; day = (day + 1) % 7) {
      days.push(day);
      if (day === last) break;
    }
  }
  return days;
}

/** '9:00 AM', '9 am', '17:30', '9' -> minutes after midnight (a bare hour is kept for `parseRange` to place). */
function parseTime(text: string): { minutes: number; meridiem: boolean } | null {
  const time = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text.trim());
  if (!time) return null;
  const hour = Number(time[1]);
  const minute = Number(time[2] ?? 0);
  if (hour > 23 || minute > 59) return null;
  if (!time[3]) return { minutes: hour * 60 + minute, meridiem: false };
  if (hour < 1 || hour > 12) return null;
  const pm = time[3].toLowerCase().startsWith('p');
  return { minutes: ((hour % 12) + (pm ? 12 : 0)) * 60 + minute, meridiem: true };
}

function parseRange(text: string): OpenHours | null {
  const [fromText, toText, ...rest] = text.split(/\s*(?:-|–|to)\s*/i);
  if (!fromText || !toText || rest.length > 0) return null;
  const from = parseTime(fromText);
  const to = parseTime(toText);
  if (!from || !to) return null;
  // 'Mon-Fri 9-6': an end hour without AM/PM before the start is an afternoon hour.
  const end = !to.meridiem && to.minutes <= from.minutes && to.minutes < 12 * 60 ? to.minutes + 12 * 60 : to.minutes;
  return end > from.minutes && end <= DAY_MINUTES ? { from: from.minutes, to: end } : null;
}

/**
 * The weekly hours written in a leasing office's `officeHours` text, e.g. 'Mon-Fri 9:00 AM - 6:00 PM, Sat 10:00 AM -
 * 4:00 PM'. Any part that cannot be read makes the whole text unreadable: then Monday to Friday, 9 to 5.
 */
export function parseOfficeHours(text: string): WeeklyHours {
  const hours: WeeklyHours = Array.from({ length: 7 }, () => []);
  const parts = text.split(/\s*[,;\n]\s*/).filter((part) => part !== '');
  for (const part of parts) {
    const match = /^(.*?[a-z.])\s*:?\s+(\d.*|closed)$/i.exec(part.trim());
    const days = match ? parseDays(match[1]) : null;
    if (!match || !days) return FALLBACK_WEEKLY_HOURS;
    if (match[2].toLowerCase() === 'closed') continue;
    const range = parseRange(match[2]);
    if (!range) return FALLBACK_WEEKLY_HOURS;
    for (const day of days) hours[day].push(range);
  }
  return hours.some((day) => day.length > 0) ? hours : FALLBACK_WEEKLY_HOURS;
}

/** The local calendar date `offset` days after `date` ('YYYY-MM-DD'; pure calendar arithmetic, no zone). */
function addDays(date: string, offset: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

const localClock = (instant: number, zone: string) => dayjs(instant).tz(zone).format('HH:mm');
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant of `minutes` after midnight of the local `date` in `zone`. */
function localInstant(date: string, minutes: number, zone: string): number {
  return dayjs.tz(`${date}T${clockOf(minutes)}:00`, zone).valueOf();
}

/**
 * The starts of one day's hours, every tour length, each tour ending by closing time, as [local minutes, instant].
 * When the zone's offset is the same at the first and last start (every day but a changeover inside the hours), the
 * instants are the first one plus whole tours; otherwise each start is converted on its own, and a local time the
 * change skips (2:30 AM on the March day) is not offered.
 */
function dayStarts(date: string, hours: OpenHours, settings: TourSettings, zone: string): [number, number][] {
  const starts: [number, number][] = [];
  const last = hours.to - settings.tourMinutes;
  if (last < hours.from) return starts;
  const open = localInstant(date, hours.from, zone);
  const steady = localInstant(date, last, zone) - open === (last - hours.from) * MINUTE;
  for (let minutes = hours.from; minutes <= last; minutes += settings.tourMinutes) {
    if (steady) {
      starts.push([minutes, open + (minutes - hours.from) * MINUTE]);
      continue;
    }
    const instant = localInstant(date, minutes, zone);
    if (localClock(instant, zone) === clockOf(minutes)) starts.push([minutes, instant]);
  }
  return starts;
}

function blackedOut(date: string, minutes: number, settings: TourSettings, blackouts: readonly Blackout[]): boolean {
  return blackouts.some(
    (blackout) => blackout.date === date && (blackout.hours === null || (minutes < blackout.hours.to && minutes + settings.tourMinutes > blackout.hours.from)),
  );
}

/** The days the rules look at: from today (the community's day) for `days` days, at most the horizon. */
function ruledDays(input: SlotInput): { zone: string; today: string; days: number; earliest: number } {
  const zone = input.timeZone ?? TOUR_TIME_ZONE;
  return {
    zone,
    today: localDate(input.now, zone),
    days: Math.min(input.days ?? input.settings.horizonDays, input.settings.horizonDays),
    earliest: input.now.getTime() + input.settings.noticeMinutes * MINUTE,
  };
}

/** The starts of one local day the rules allow before counting booked tours: hours - blackouts - notice. */
function dayOpenStarts(date: string, input: SlotInput, zone: string, earliest: number): number[] {
  const { settings } = input;
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const starts: number[] = [];
  for (const hours of settings.weeklyHours[weekday] ?? []) {
    for (const [minutes, start] of dayStarts(date, hours, settings, zone)) {
      if (start >= earliest && !blackedOut(date, minutes, settings, input.blackouts)) starts.push(start);
    }
  }
  return starts.sort((a, b) => a - b);
}

/** Every start the rules allow before counting booked tours: hours - blackouts - notice - horizon. */
function openStarts(input: SlotInput): { date: string; starts: number[] }[] {
  const { zone, today, days, earliest } = ruledDays(input);
  return Array.from({ length: days }, (_, offset) => {
    const date = addDays(today, offset);
    return { date, starts: dayOpenStarts(date, input, zone, earliest) };
  });
}

/**
 * How many booked tours a start at `start` would meet: a tour and the buffer after it may not overlap another tour
 * and its buffer. `booked` holds [start, end + buffer) intervals sorted by start.
 */
function clashes(start: number, settings: TourSettings, booked: readonly [number, number][]): number {
  const end = start + (settings.tourMinutes + settings.bufferMinutes) * MINUTE;
  let count = 0;
  for (const [from, to] of booked) {
    if (from >= end) break;
    if (to > start) count += 1;
  }
  return count;
}

function bookedIntervals(input: SlotInput): [number, number][] {
  const buffer = input.settings.bufferMinutes * MINUTE;
  return input.booked.map((tour): [number, number] => [tour.start.getTime(), tour.end.getTime() + buffer]).sort((a, b) => a[0] - b[0]);
}

/** The free, offerable starts from today (the community's day) for `days` days (at most the horizon). */
export function freeSlots(input: SlotInput): TourDay[] {
  const booked = bookedIntervals(input);
  return openStarts(input).map(({ date, starts }) => ({
    date,
    slots: starts.filter((start) => clashes(start, input.settings, booked) < input.settings.capacity).map((start) => ({ start: new Date(start).toISOString() })),
  }));
}

export type SlotCheck = 'free' | 'taken' | 'outside-rules';

/** Whether the rules offer `start` at all (hours, blackouts, notice, horizon), booked tours aside. */
export function isOfferedStart(start: Date, input: SlotInput): boolean {
  const { zone, today, days, earliest } = ruledDays(input);
  // Only the start's own local day is worked out (a booking checks one time, not the whole horizon).
  const date = localDate(start, zone);
  return date >= today && date < addDays(today, days) && dayOpenStarts(date, input, zone, earliest).includes(start.getTime());
}

/** Whether a tour at `start` and its buffer leave room among `input.booked` (only the tours near it matter). */
export function hasRoom(start: Date, input: SlotInput): boolean {
  return clashes(start.getTime(), input.settings, bookedIntervals(input)) < input.settings.capacity;
}

/** Whether `start` can be booked now: a time the rules never offer is 'outside-rules', a full one 'taken'. */
export function checkSlot(start: Date, input: SlotInput): SlotCheck {
  if (!isOfferedStart(start, input)) return 'outside-rules';
  return hasRoom(start, input) ? 'free' : 'taken';
}

/** The free starts nearest to `start` (before or after), nearest first. */
export function nearestFreeSlots(start: Date, input: SlotInput, count = 3): { start: string }[] {
  const wanted = start.getTime();
  return freeSlots(input)
    .flatMap((day) => day.slots)
    .sort((a, b) => Math.abs(Date.parse(a.start) - wanted) - Math.abs(Date.parse(b.start) - wanted) || Date.parse(a.start) - Date.parse(b.start))
    .slice(0, count);
}

/** The end of a tour starting at `start`. */
export const tourEnd = (start: Date, settings: Pick<TourSettings, 'tourMinutes'>) => new Date(start.getTime() + settings.tourMinutes * MINUTE);

/**
 * How the booking shows a tour's times: always on the community's clock (a renter planning a visit thinks in the
 * time they will be standing at the office), with the date written out. Intl formats them, so no time-zone library
 * ships to the browser.
 */
import { tourDay, tourTime } from './when';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

/** 'Tue, Dec 1' for a calendar day 'YYYY-MM-DD' of the community (a day as written: no zone shifts it). */
export function dayLabel(date: string): string {
  return formatter('UTC', DAY).format(new Date(`${date}T12:00:00Z`));
}

/** 'Tue, Dec 1 at 9:30 AM': an instant's day and time on the community's clock (the mails' own words). */
export function whenLabel(instant: string): string {
  return `${tourDay(instant)} at ${tourTime(instant)}`;
}

/** 'Eastern Time': the community's clock by the name people know it, the same in every season. */
export function zoneLabel(timeZone: string): string {
  const part = formatter(timeZone, { timeZoneName: 'longGeneric' })
    .formatToParts(0)
    .find((piece) => piece.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** 'YYYY-MM-DD': the community's calendar day an instant falls on. */
export function localDate(instant: string | number | Date, timeZone: string): string {
  const parts = formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((piece) => piece.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

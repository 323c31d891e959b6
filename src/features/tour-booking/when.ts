/** Issue 24: a tour's time as a renter reads it, in the community's time (e.g. 'Tue, Dec 1, 10:00 AM'). */
import { TOUR_TIME_ZONE } from './types';

const DAY = new Intl.DateTimeFormat('en-US', { timeZone: TOUR_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-US', { timeZone: TOUR_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** 'Tue, Dec 1' */
export const tourDay = (start: Date | string) => DAY.format(new Date(start));

/** '10:00 AM' */
export const tourTime = (start: Date | string) => TIME.format(new Date(start));

/** 'Tue, Dec 1, 10:00 AM to 10:30 AM (Eastern Time)' */
export const tourWhen = (start: Date | string, end: Date | string) => `${tourDay(start)}, ${tourTime(start)} to ${tourTime(end)} (Eastern Time)`;

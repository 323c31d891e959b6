import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** Calendar dates travel as 'YYYY-MM-DD' strings (spec section 3); no time zone, no time of day. */
export type IsoDate = string;

/** Today's calendar date where the visitor is. Rules take it as an argument so tests can pin it. */
export function todayIso(): IsoDate {
  return dayjs().format('YYYY-MM-DD');
}

/** The calendar date an ISO date (or date-time) string starts with, or null when it holds no valid date. */
export function parseIsoDate(value: string | null | undefined): Dayjs | null {
  const date = dayjs(value?.slice(0, 10), 'YYYY-MM-DD', true);
  return date.isValid() ? date : null;
}

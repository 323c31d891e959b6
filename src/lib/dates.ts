import dayjs from 'dayjs';

/** Calendar dates travel as 'YYYY-MM-DD' strings (spec section 3); no time zone, no time of day. */
export type IsoDate = string;

/** Today's calendar date where the visitor is. Rules take it as an argument so tests can pin it. */
export function todayIso(): IsoDate {
  return dayjs().format('YYYY-MM-DD');
}

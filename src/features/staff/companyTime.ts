import dayjs from 'dayjs';
import type { IsoDate } from '@/lib/dates';

/** The office's clock (issue 22): days, weeks and times in the workspace are read in this zone, wherever the agent is. */
export const COMPANY_TIME_ZONE = 'America/Indiana/Indianapolis';

const companyDay = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const companyDateTime = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** The calendar date it is at the office at `now`. */
export function companyDate(now: Date): IsoDate {
  return companyDay.format(now);
}

/** An instant as the office reads it: 'Mar 10, 2026, 9:20 AM'. */
export function formatCompanyTime(instant: string): string {
  return companyDateTime.format(new Date(instant));
}

/** The same instant in UTC, for a title: '2026-03-10 13:20:00 UTC'. */
export function formatUtc(instant: string): string {
  return `${new Date(instant).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The last `days` days at the office, today included: the funnel's default window. */
export function lastDays(now: Date, days: number): { from: IsoDate; to: IsoDate } {
  const to = companyDate(now);
  return { from: dayjs(to).subtract(days - 1, 'day').format('YYYY-MM-DD'), to };
}

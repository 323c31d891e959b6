import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { COMPANY_TIME_ZONE } from '@/features/staff/companyTime';
import type { IsoDate } from '@/lib/dates';

dayjs.extend(utc);
dayjs.extend(timezone);

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar date of `date` where the server runs (calendar dates carry no time zone, spec section 3). */
export function isoDate(date: Date): IsoDate {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function fromIso(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const result = fromIso(date);
  result.setDate(result.getDate() + days);
  return isoDate(result);
}

/** The same day `months` later, or the month's last day when it is shorter (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: IsoDate, months: number, day = fromIso(date).getDate()): IsoDate {
  const start = fromIso(date);
  const lastDay = new Date(start.getFullYear(), start.getMonth() + months + 1, 0).getDate();
  return isoDate(new Date(start.getFullYear(), start.getMonth() + months, Math.min(day, lastDay)));
}

/**
 * The company's time zone and the office's calendar date at an instant, as the workspace reads them: its office keeps
 * Bloomington's calendar, so a day of counts or a "from" date means the office's day, wherever the server (a CI
 * machine in UTC) runs.
 */
export { COMPANY_TIME_ZONE, companyDate } from '@/features/staff/companyTime';

/** The instant the office's calendar day `day` begins (midnight in the company's time zone). */
export function companyDayStart(day: IsoDate): Date {
  return dayjs.tz(day, COMPANY_TIME_ZONE).toDate();
}

/** The instant the office's clock shows `time` ('HH:mm') on its calendar day `day`. */
export function companyTimeOn(day: IsoDate, time: string): Date {
  return dayjs.tz(`${day} ${time}`, COMPANY_TIME_ZONE).toDate();
}

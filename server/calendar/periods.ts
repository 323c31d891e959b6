import type { IsoDate } from '@/lib/dates';
import { addDays } from './dates';

/** The Monday of the ISO week `day` falls in. */
export function mondayOf(day: IsoDate): IsoDate {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every day, or every week (its Monday), that `from`..`to` touches, in order: a chart's periods, with none missing. */
export function periodsOf(from: IsoDate, to: IsoDate, group: 'day' | 'week'): IsoDate[] {
  const step = group === 'week' ? 7 : 1;
  const periods: IsoDate[] = [];
  for (let period = group === 'week' ? mondayOf(from) : from; period <= to; period = addDays(period, step)) periods.push(period);
  return periods;
}

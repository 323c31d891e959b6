import dayjs from 'dayjs';
import type { IsoDate } from '@/lib/dates';
import { COMPANY_TIME_ZONE, companyDate } from './companyTime';
import type { OfficeTour } from './tourOffice';

/** Issue 24: how the office's tour calendar lays out a day or a week, in the office's time. */

export type TourView = 'day' | 'week';
export const VIEW_DAYS: Record<TourView, 1 | 7> = { day: 1, week: 7 };

const clock = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const dayName = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

/** '9:45 AM' at the office. */
export const officeClock = (instant: string) => clock.format(new Date(instant));
/** 'Tue, Dec 1' of a calendar date. */
export const dayLabel = (date: IsoDate) => dayName.format(new Date(`${date}T12:00:00Z`));
export const shiftDays = (date: IsoDate, days: number): IsoDate => dayjs(date).add(days, 'day').format('YYYY-MM-DD');

/** The days shown, each with its tours by start (a day without tours is listed too: the office sees it is free). */
export function toursByDay(tours: readonly OfficeTour[], from: IsoDate, days: number): { date: IsoDate; tours: OfficeTour[] }[] {
  return Array.from({ length: days }, (_, offset) => {
    const date = shiftDays(from, offset);
    return { date, tours: tours.filter((tour) => companyDate(new Date(tour.start)) === date) };
  });
}

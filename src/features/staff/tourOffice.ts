/**
 * Issue 24, the office's side of tours (admin and leasing): the contract between the workspace's tour pages and
 * server/routes/staff-tours.ts. Every answer is `Cache-Control: no-store`.
 *
 * - `GET    api/staff/tours?community&from&days`        -> OfficeTourList (days: 1 for a day, 7 for a week)
 * - `POST   api/staff/tours/{id}/{action}`             -> OfficeTourChange | 409 { message }   (action: TOUR_ACTIONS)
 * - `POST   api/staff/tours/{id}/undo` { action }      -> OfficeTourChange | 409 { message }
 * - `GET    api/staff/tour-settings?community`         -> OfficeTourSettings
 * - `PUT    api/staff/tour-settings?community` TourSettingsChange -> OfficeTourSettings
 * - `POST   api/staff/tour-settings/blackouts?community` BlackoutRequest -> 201 OfficeTourSettings
 * - `DELETE api/staff/tour-settings/blackouts/{id}`    -> OfficeTourSettings
 */
import { z } from '@/lib/zod';
import type { WeeklyHours } from '@/features/tour-booking/slots';
import type { TOUR_TIME_ZONE, TourStatus } from '@/features/tour-booking/types';

const communityId = z.coerce.number({ error: 'Choose a community' }).int('Choose a community').positive('Choose a community').max(2_147_483_647, 'Choose a community');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD').refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), 'That date does not exist');

// ---------------------------------------------------------------------------------------------------------------
// The calendar

export const tourListQuerySchema = z.object({
  community: communityId,
  /** The first day shown, in the office's time. */
  from: isoDate,
  days: z.coerce.number().int().refine((days) => days === 1 || days === 7, 'Show a day (1) or a week (7)').default(1),
});
export type TourListQuery = z.output<typeof tourListQuerySchema>;

/** A tour as the office sees it. */
export interface OfficeTour {
  id: number;
  /** ISO instants. */
  start: string;
  end: string;
  status: TourStatus;
  name: string;
  email: string;
  phone: string;
  people: number;
  floorplanName: string | null;
  unitAddress: string | null;
  leadId: number | null;
}

export interface OfficeTourList {
  timeZone: typeof TOUR_TIME_ZONE;
  tours: OfficeTour[];
}

/** What the office can do to a tour: confirm a pending one, record how a held one went, or cancel it. */
export const TOUR_ACTIONS = ['confirm', 'complete', 'no-show', 'cancel'] as const;
export type TourAction = (typeof TOUR_ACTIONS)[number];
export const TOUR_ACTION_LABELS: Record<TourAction, string> = { confirm: 'Confirm', complete: 'Mark completed', 'no-show': 'Mark no-show', cancel: 'Cancel tour' };

/** The actions a tour in `status` offers. */
export function tourActionsFor(status: TourStatus): TourAction[] {
  if (status === 'pending') return ['confirm', 'cancel'];
  if (status === 'confirmed') return ['complete', 'no-show', 'cancel'];
  return [];
}

export const tourActionParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  action: z.enum(TOUR_ACTIONS, { error: 'Unknown tour action' }),
});
export const tourUndoSchema = z.object({ action: z.enum(TOUR_ACTIONS, { error: 'Unknown tour action' }) });
export type TourUndo = z.output<typeof tourUndoSchema>;

/** The answer of an action or its undo: the tour as it is now and one line saying what happened. */
export interface OfficeTourChange {
  tour: OfficeTour;
  message: string;
}

export const TOUR_STATUS_LABELS: Record<TourStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Awaiting confirmation',
  cancelled: 'Cancelled',
  completed: 'Completed',
  'no-show': 'No-show',
  expired: 'Expired (not confirmed in time)',
};

// ---------------------------------------------------------------------------------------------------------------
// Settings

export const tourSettingsQuerySchema = z.object({ community: communityId });

/** Limits the office can choose within (the database's CHECKs are wider: these are what makes sense). */
export const TOUR_SETTING_LIMITS = {
  tourMinutes: [15, 180],
  bufferMinutes: [0, 120],
  noticeHours: [0, 72],
  horizonDays: [1, 60],
  capacity: [1, 10],
} as const;

const whole = (label: string, [min, max]: readonly [number, number], unit: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max} ${unit}`)
    .max(max, `${label} must be between ${min} and ${max} ${unit}`);

const minuteOfDay = z.number({ error: 'Hours must be times of day' }).int('Hours must be times of day').min(0, 'Hours must be within a day').max(1440, 'Hours must be within a day');
/** Open (or closed) hours of one day, minutes after midnight: the end after the start. */
export const hoursSchema = z
  .object({ from: minuteOfDay, to: minuteOfDay })
  .refine((hours) => hours.to > hours.from, { message: 'The end must be after the start', path: ['to'] });

const DAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export { DAY_LABELS };

export const weeklyHoursSchema = z
  .array(z.array(hoursSchema).max(4, 'At most 4 opening times a day'), { error: 'Weekly hours need the 7 days' })
  .length(7, 'Weekly hours need the 7 days')
  .refine(
    (week) => week.every((day) => [...day].sort((a, b) => a.from - b.from).every((hours, index, sorted) => index === 0 || sorted[index - 1].to <= hours.from)),
    'The opening times of a day must not overlap',
  );

export const tourSettingsChangeSchema = z.object({
  tourMinutes: whole('Tour length', TOUR_SETTING_LIMITS.tourMinutes, 'minutes'),
  bufferMinutes: whole('Buffer after a tour', TOUR_SETTING_LIMITS.bufferMinutes, 'minutes'),
  noticeHours: whole('Minimum notice', TOUR_SETTING_LIMITS.noticeHours, 'hours'),
  horizonDays: whole('Days ahead', TOUR_SETTING_LIMITS.horizonDays, 'days'),
  capacity: whole('Tours per time', TOUR_SETTING_LIMITS.capacity, 'tours'),
  /** null: the leasing office's hours, as the site shows them. */
  weeklyHours: weeklyHoursSchema.nullable(),
  autoConfirm: z.boolean({ error: 'Choose whether tours are confirmed at once' }),
});
export type TourSettingsChange = z.output<typeof tourSettingsChangeSchema>;

/** A closed day (no hours) or closed hours of one day, in the office's time. */
export const blackoutRequestSchema = z.object({ date: isoDate, hours: hoursSchema.nullable().default(null) });
export type BlackoutRequest = z.input<typeof blackoutRequestSchema>;

export interface OfficeBlackout {
  id: number;
  date: string;
  hours: { from: number; to: number } | null;
}

export interface OfficeTourSettings {
  community: number;
  communityName: string;
  settings: Omit<TourSettingsChange, 'weeklyHours'> & { weeklyHours: WeeklyHours | null };
  /** The weekly hours in force: the chosen ones, else the office's hours as the rules read them. */
  hoursInForce: WeeklyHours;
  /** Blackouts from today on. */
  blackouts: OfficeBlackout[];
}

/** 'HH:MM' of minutes after midnight (1440 writes '24:00'). */
export const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** Minutes after midnight of 'HH:MM'; NaN when it is not one. */
export function minutesOf(clock: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

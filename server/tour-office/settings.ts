import type { BlackoutRequest, OfficeTourSettings, TourSettingsChange } from '@/features/staff/tourOffice';
import { parseOfficeHours } from '@/features/tour-booking/slots';
import { companyDate } from '../calendar/dates';
import type { Queryable } from '../db/database';
import { deleteBlackout, insertBlackout, officeBlackoutsOf, resizeUpcomingSlots, saveTourSettings } from '../db/queries/tour-office';
import { lockTourTimes, tourCommunityOf, type StoredTourSettings } from '../db/queries/tours';
import { found, notFound } from '../http/errors';

/** Issue 24: a community's tour settings as the office reads and changes them (the rules read the same rows). */

const HOUR_MINUTES = 60;
const MINUTE = 60_000;
const DAY = 24 * HOUR_MINUTES * MINUTE;

/** The settings page's view of a community; 404 for a community that is not active. */
export async function officeTourSettings(q: Queryable, propertyId: number, now: Date): Promise<OfficeTourSettings> {
  const today = companyDate(now);
  const { settings, place } = found(await tourCommunityOf(q, propertyId, today), `Community ${propertyId} has no tours`);
  const { noticeMinutes, ...rest } = settings;
  return {
    community: propertyId,
    communityName: place.propertyName,
    // The notice is chosen in whole hours; a stored value between hours is shown rounded up, never shorter.
    settings: { ...rest, noticeHours: Math.ceil(noticeMinutes / HOUR_MINUTES) },
    hoursInForce: settings.weeklyHours ?? parseOfficeHours(place.officeHours ?? ''),
    blackouts: await officeBlackoutsOf(q, propertyId, today),
  };
}

type HeldBy = Pick<StoredTourSettings, 'horizonDays' | 'tourMinutes' | 'bufferMinutes'>;

/**
 * Waits for every booking of the community that could be in flight under `settings` (each of the old and new ones):
 * takes the lock of every quarter of an hour a tour booked within their horizon could hold (lockTourTimes, in its one
 * order), from now to the end of the horizon's last local day (at most a day and an hour, a clock change, past
 * `horizonDays` days from now) plus a tour and its buffer. Bookings holding one of those locks finish first; those
 * that lock after this transaction commits read the rules it wrote, unless they read them before it began.
 */
async function lockHorizon(tx: Queryable, propertyId: number, now: Date, settings: readonly HeldBy[]): Promise<void> {
  const days = Math.max(...settings.map((each) => each.horizonDays));
  const held = Math.max(...settings.map((each) => each.tourMinutes + each.bufferMinutes));
  await lockTourTimes(tx, propertyId, [{ from: now, to: new Date(now.getTime() + (days + 1) * DAY + (HOUR_MINUTES + held) * MINUTE) }]);
}

const storedOf = ({ noticeHours, ...rest }: OfficeTourSettings['settings']): StoredTourSettings => ({ ...rest, noticeMinutes: noticeHours * HOUR_MINUTES });

/**
 * Saves new settings once no booking runs on the old ones (lockHorizon over the longer of both horizons; the settings
 * are read again under the locks, as another save may have changed them meanwhile). Tours already booked stay as
 * they are; slots to come never hold more than their new capacity, except the tours they already hold
 * (resizeUpcomingSlots). Answers the settings before and after.
 */
export async function changeTourSettings(tx: Queryable, propertyId: number, change: TourSettingsChange, now: Date): Promise<{ before: OfficeTourSettings; after: OfficeTourSettings }> {
  const wanted = storedOf(change);
  await lockHorizon(tx, propertyId, now, [storedOf((await officeTourSettings(tx, propertyId, now)).settings), wanted]);
  const before = await officeTourSettings(tx, propertyId, now);
  // Another save may have widened the horizon meanwhile: its farther quarters are locked too (later ones, same order).
  await lockHorizon(tx, propertyId, now, [storedOf(before.settings), wanted]);
  await saveTourSettings(tx, propertyId, wanted);
  await resizeUpcomingSlots(tx, propertyId, change.capacity, now);
  return { before, after: await officeTourSettings(tx, propertyId, now) };
}

/**
 * A blackout stops new bookings in its time once no booking runs on the rules read before it (lockHorizon); the tours
 * already booked then stay booked (the office calls them).
 */
export async function addBlackout(tx: Queryable, propertyId: number, blackout: BlackoutRequest, now: Date): Promise<{ id: number; settings: OfficeTourSettings }> {
  await lockHorizon(tx, propertyId, now, [storedOf((await officeTourSettings(tx, propertyId, now)).settings)]);
  const id = await insertBlackout(tx, propertyId, { date: blackout.date, hours: blackout.hours ?? null });
  return { id, settings: await officeTourSettings(tx, propertyId, now) };
}

/** Removing a blackout only opens time: a booking that read it still in force just offered less, so nothing waits. */
export async function removeBlackout(tx: Queryable, id: number, now: Date) {
  const removed = await deleteBlackout(tx, id);
  if (!removed) throw notFound(`Blackout ${id} is already removed`);
  return { removed, settings: await officeTourSettings(tx, removed.propertyId, now) };
}

import type { BlackoutRequest, OfficeTourSettings, TourSettingsChange } from '@/features/staff/tourOffice';
import { parseOfficeHours } from '@/features/tour-booking/slots';
import { companyDate } from '../calendar/dates';
import type { Queryable } from '../db/database';
import { deleteBlackout, insertBlackout, officeBlackoutsOf, resizeUpcomingSlots, saveTourSettings } from '../db/queries/tour-office';
import { tourPlaceOf, tourSettingsOf } from '../db/queries/tours';
import { found, notFound } from '../http/errors';

/** Issue 24: a community's tour settings as the office reads and changes them (the rules read the same rows). */

const HOUR_MINUTES = 60;

/** The settings page's view of a community; 404 for a community that is not active. */
export async function officeTourSettings(q: Queryable, propertyId: number, now: Date, options: { lock?: boolean } = {}): Promise<OfficeTourSettings> {
  const stored = found(await tourSettingsOf(q, propertyId, options), `Community ${propertyId} has no tours`);
  const place = found(await tourPlaceOf(q, propertyId), `Community ${propertyId} has no tours`);
  const { noticeMinutes, ...rest } = stored;
  return {
    community: propertyId,
    communityName: place.propertyName,
    // The notice is chosen in whole hours; a stored value between hours is shown rounded up, never shorter.
    settings: { ...rest, noticeHours: Math.ceil(noticeMinutes / HOUR_MINUTES) },
    hoursInForce: stored.weeklyHours ?? parseOfficeHours(place.officeHours ?? ''),
    blackouts: await officeBlackoutsOf(q, propertyId, companyDate(now)),
  };
}

/**
 * Saves new settings under the community's lock (the one every booking takes), so no booking runs on half of them.
 * Tours already booked stay as they are; slots to come never hold more than their new capacity, except the tours
 * they already hold (resizeUpcomingSlots). Answers the settings before and after.
 */
export async function changeTourSettings(tx: Queryable, propertyId: number, change: TourSettingsChange, now: Date): Promise<{ before: OfficeTourSettings; after: OfficeTourSettings }> {
  const before = await officeTourSettings(tx, propertyId, now, { lock: true });
  const { noticeHours, ...rest } = change;
  await saveTourSettings(tx, propertyId, { ...rest, noticeMinutes: noticeHours * HOUR_MINUTES });
  await resizeUpcomingSlots(tx, propertyId, change.capacity, now);
  return { before, after: await officeTourSettings(tx, propertyId, now) };
}

/** A blackout stops new bookings in its time; the tours already booked then stay booked (the office calls them). */
export async function addBlackout(tx: Queryable, propertyId: number, blackout: BlackoutRequest, now: Date): Promise<{ id: number; settings: OfficeTourSettings }> {
  await officeTourSettings(tx, propertyId, now, { lock: true });
  const id = await insertBlackout(tx, propertyId, { date: blackout.date, hours: blackout.hours ?? null });
  return { id, settings: await officeTourSettings(tx, propertyId, now) };
}

export async function removeBlackout(tx: Queryable, id: number, now: Date) {
  const removed = await deleteBlackout(tx, id);
  if (!removed) throw notFound(`Blackout ${id} is already removed`);
  return { removed, settings: await officeTourSettings(tx, removed.propertyId, now) };
}

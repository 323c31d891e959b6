import type { BlackoutRequest, OfficeTourSettings, TourSettingsChange } from '@/features/staff/tourOffice';
import { parseOfficeHours } from '@/features/tour-booking/slots';
import { companyDate } from '../calendar/dates';
import type { Queryable } from '../db/database';
import { deleteBlackout, insertBlackout, officeBlackoutsOf, resizeUpcomingSlots, saveTourSettings } from '../db/queries/tour-office';
import { lockTourRules, tourCommunityOf, type StoredTourSettings } from '../db/queries/tours';
import { found, notFound } from '../http/errors';

/** Issue 24: a community's tour settings as the office reads and changes them (the rules read the same rows). */

const HOUR_MINUTES = 60;

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

const storedOf = ({ noticeHours, ...rest }: OfficeTourSettings['settings']): StoredTourSettings => ({ ...rest, noticeMinutes: noticeHours * HOUR_MINUTES });

/**
 * Saves new settings once no booking runs on the old ones (the community's rules lock, which every booking holds
 * shared: lockTourRules). Tours already booked stay as they are; slots to come never hold more than their new
 * capacity, except the tours they already hold (resizeUpcomingSlots). Answers the settings before and after.
 */
export async function changeTourSettings(tx: Queryable, propertyId: number, change: TourSettingsChange, now: Date): Promise<{ before: OfficeTourSettings; after: OfficeTourSettings }> {
  await lockTourRules(tx, propertyId);
  const before = await officeTourSettings(tx, propertyId, now);
  await saveTourSettings(tx, propertyId, storedOf(change));
  await resizeUpcomingSlots(tx, propertyId, change.capacity, now);
  return { before, after: await officeTourSettings(tx, propertyId, now) };
}

/**
 * A blackout stops new bookings in its time once no booking runs on the rules read before it (lockTourRules); the
 * tours already booked then stay booked (the office calls them).
 */
export async function addBlackout(tx: Queryable, propertyId: number, blackout: BlackoutRequest, now: Date): Promise<{ id: number; settings: OfficeTourSettings }> {
  await lockTourRules(tx, propertyId);
  const id = await insertBlackout(tx, propertyId, { date: blackout.date, hours: blackout.hours ?? null });
  return { id, settings: await officeTourSettings(tx, propertyId, now) };
}

/** Removing a blackout only opens time: a booking that read it still in force just offered less, so nothing waits. */
export async function removeBlackout(tx: Queryable, id: number, now: Date) {
  const removed = await deleteBlackout(tx, id);
  if (!removed) throw notFound(`Blackout ${id} is already removed`);
  return { removed, settings: await officeTourSettings(tx, removed.propertyId, now) };
}

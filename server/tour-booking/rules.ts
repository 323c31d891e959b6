import { parseOfficeHours, type SlotInput, type TourSettings } from '@/features/tour-booking/slots';
import { TOUR_TIME_ZONE } from '@/features/tour-booking/types';
import type { Queryable } from '../db/database';
import { bookedTimesOf, tourBlackoutsOf, tourPlaceOf, tourSettingsOf } from '../db/queries/tours';
import { companyDate } from '../calendar/dates';
import { tourOffice, type TourOffice } from './place';

/** Everything the slot rules need for one community at `now`, and where its tours start. */
export interface CommunityTours {
  input: SlotInput;
  office: TourOffice;
}

/**
 * Reads a community's settings (created with the defaults the first time), blackouts and booked tours; undefined
 * for a community that is not active. `lock`: the booking's lock on the community (tourSettingsOf).
 */
export async function communityTours(q: Queryable, propertyId: number, now: Date, options: { lock?: boolean; days?: number } = {}): Promise<CommunityTours | undefined> {
  const stored = await tourSettingsOf(q, propertyId, { lock: options.lock });
  const place = stored && (await tourPlaceOf(q, propertyId));
  if (!stored || !place) return undefined;
  const settings: TourSettings = { ...stored, weeklyHours: stored.weeklyHours ?? parseOfficeHours(place.officeHours ?? '') };
  const blackouts = await tourBlackoutsOf(q, propertyId, companyDate(now));
  const booked = await bookedTimesOf(q, propertyId, now);
  return { input: { now, settings, blackouts, booked, days: options.days, timeZone: TOUR_TIME_ZONE }, office: tourOffice(place) };
}

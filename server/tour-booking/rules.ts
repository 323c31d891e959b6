import { parseOfficeHours, type SlotInput, type TourSettings } from '@/features/tour-booking/slots';
import { TOUR_TIME_ZONE } from '@/features/tour-booking/types';
import type { Queryable } from '../db/database';
import { bookedTimesOf, tourCommunityOf, type BookingRead, type TourCommunity } from '../db/queries/tours';
import { companyDate } from '../calendar/dates';
import { tourOffice, type TourOffice } from './place';

/** Everything the slot rules need for one community at `now`, and where its tours start. */
export interface CommunityTours {
  input: SlotInput;
  office: TourOffice;
}

/** The names of the plan and the home a booking asks for (null when none is asked for or it is not the community's). */
export interface AskedNames {
  floorplanName: string | null;
  unitAddress: string | null;
}

/**
 * A community's rules without its booked tours: its settings (created with the defaults the first time), blackouts
 * and office, and the names of the plan and home `asked` for, in one read; undefined for a community that is not
 * active; for a `booking`, also an id for its tour and its state around its time. A booking reads these before it
 * takes its locks, and re-reads only its state under them.
 */
export async function communityRules(
  q: Queryable,
  propertyId: number,
  now: Date,
  options: { days?: number; asked?: { floorplanId?: number; unitId?: number }; booking?: BookingRead } = {},
): Promise<(CommunityTours & { names: AskedNames; booking?: TourCommunity['booking'] }) | undefined> {
  const community = await tourCommunityOf(q, propertyId, companyDate(now), options.asked, options.booking);
  if (!community) return undefined;
  const { settings: stored, place, blackouts, floorplanName, unitAddress } = community;
  const settings: TourSettings = { ...stored, weeklyHours: stored.weeklyHours ?? parseOfficeHours(place.officeHours ?? '') };
  return {
    input: { now, settings, blackouts, booked: [], days: options.days, timeZone: TOUR_TIME_ZONE },
    office: tourOffice(place),
    names: { floorplanName, unitAddress },
    booking: community.booking,
  };
}

/** A community's rules and its booked tours (communityRules). */
export async function communityTours(q: Queryable, propertyId: number, now: Date, options: { days?: number } = {}): Promise<CommunityTours | undefined> {
  const [rules, booked] = await Promise.all([communityRules(q, propertyId, now, options), bookedTimesOf(q, propertyId, now)]);
  return rules && { office: rules.office, input: { ...rules.input, booked } };
}

import { randomUUID } from 'node:crypto';
import { hasRoom, isOfferedStart, nearestFreeSlots, tourEnd, type SlotInput, type TourSettings } from '@/features/tour-booking/slots';
import {
  MAX_UPCOMING_TOURS_PER_EMAIL,
  TOUR_MESSAGES,
  TOUR_TIME_ZONE,
  tourManagePath,
  type TourConflict,
  type TourRequest,
  type TourView,
} from '@/features/tour-booking/types';
import type { Database, Queryable } from '../db/database';
import { keyedHasher } from '../db/keyed-hash';
import { insertOutboxMail } from '../db/queries/outbox';
import {
  bookedTimesOf,
  cancelTourRow,
  findTour,
  findTourByKey,
  insertBookedTour,
  bookedTimesIn,
  lockTourTimes,
  stateNear,
  moveTourRow,
  releaseSlotPlace,
  takeSlotPlace,
  type BookingRead,
  type StoredTour,
  type TourCommunity,
} from '../db/queries/tours';
import { badRequest, found, HttpError } from '../http/errors';
import { bookingLead, noteTourChange } from '../leads/tour-leads';
import { mailboxOf } from '../mail/recipient-cooldown';
import { newKey } from '../security/secrets';
import { calendarLinks } from './invitation';
import type { TourOffice } from './place';
import { skippedReminders } from './reminders';
import { communityRules, type AskedNames, type CommunityTours } from './rules';
import { officeTourMail, renterTourMail, type TourChange } from './tour-mails';

export interface TourBookingContext {
  db: Database;
  now: () => Date;
  siteUrl: string;
  mailQueued: () => void;
}

/** A key opens its tour: 32 random bytes (256 bits), of which only a keyed hash is stored. */
const KEY_BYTES = 32;

export const icsPath = (key: string) => `/api/tour-booking/tours/${key}/invite.ics`;

export function tourView(tour: StoredTour, office: TourOffice, key: string): TourView {
  return {
    status: tour.status,
    start: tour.start.toISOString(),
    end: tour.end.toISOString(),
    timeZone: TOUR_TIME_ZONE,
    propertyId: tour.propertyId,
    propertyName: office.propertyName,
    floorplanName: tour.floorplanName,
    unitNumber: tour.unitAddress,
    people: tour.people,
    name: tour.name,
    address: office.address,
    officePhone: office.phone,
    calendarLinks: calendarLinks(tour, office, icsPath(key)),
  };
}

export type Booking = { booked: true; tour: TourView; managePath: string } | { booked: false; conflict: TourConflict };
export type Change = { changed: true; tour: TourView } | { changed: false; conflict: TourConflict };

const conflict = (start: Date, input: SlotInput): TourConflict => ({ message: TOUR_MESSAGES.taken, alternatives: nearestFreeSlots(start, input) });

const MINUTE = 60_000;

/** How far a tour and the buffer after it reach at most (tour_settings' CHECKs: 240 minutes each). */
const MAX_TOUR_REACH_MS = 240 * MINUTE;

/** The time a tour at `start` holds: itself and the buffer after it. */
const heldTime = (start: Date, settings: TourSettings) => ({ from: start, to: new Date(start.getTime() + (settings.tourMinutes + settings.bufferMinutes) * MINUTE) });

/** The times whose booked tours a tour at `start` could meet: each booked tour holds its own buffer after it too. */
const nearTime = (start: Date, settings: TourSettings) => ({ from: new Date(start.getTime() - settings.bufferMinutes * MINUTE), to: heldTime(start, settings).to });

/**
 * How many times a booking decides again on what the database found near its time (each time, another change there
 * was stored first); then it is answered as a time just taken, with the nearest free ones.
 */
const MAX_DECISIONS = 5;

/** A community's rules at `at`, or a 404 for one that takes no tours. */
async function rulesOf(
  q: Queryable,
  propertyId: number,
  at: Date,
  asked?: Pick<TourRequest, 'floorplanId' | 'unitId'>,
  booking?: BookingRead,
): Promise<CommunityTours & { names: AskedNames; booking?: TourCommunity['booking'] }> {
  return found(await communityRules(q, propertyId, at, { asked, booking }), `Community ${propertyId} has no tours`);
}

/** The answer to a time just taken: the nearest free times, read afresh. */
async function conflictAt(q: Queryable, propertyId: number, start: Date, community: CommunityTours, at: Date): Promise<TourConflict> {
  return conflict(start, { ...community.input, booked: await bookedTimesOf(q, propertyId, at) });
}

/** The names of the plan and the home a booking asks for, each of which must belong to the community booked. */
function askedNames(request: Pick<TourRequest, 'floorplanId' | 'unitId'>, names: AskedNames): AskedNames {
  if (request.floorplanId !== undefined && names.floorplanName === null) throw badRequest(`Floor plan ${request.floorplanId} is not one of this community's`);
  if (request.unitId !== undefined && names.unitAddress === null) {
    throw badRequest(`Home ${request.unitId} is not one of this ${request.floorplanId === undefined ? 'community' : 'floor plan'}'s`);
  }
  return names;
}

/**
 * Issue 24: the renter's side of tour booking. The community's rules are read first; then every change locks the
 * quarters of an hour its tour and buffer hold (only changes whose times could meet wait for each other), re-checks
 * the rules against the tours stored near that time under those locks, takes a place in the slot (tour_slots: a
 * conditional UPDATE under a CHECK, the database's own guard), and queues the mails with it: a booking in one
 * statement (insertBookedTour), a cancel or a move in one transaction (lockTourTimes).
 */
export function tourBooking({ db, now, siteUrl, mailQueued }: TourBookingContext) {
  const hashKey = keyedHasher(db, 'tour_key');
  const manageUrl = (key: string) => `${siteUrl}${tourManagePath(key)}`;
  const uidHost = new URL(siteUrl).hostname;

  /** A fresh key and its hash; hashed before any transaction opens (the hasher may read its secret through `db`). */
  const freshKey = async () => {
    const key = newKey(KEY_BYTES);
    return { key, hash: await hashKey(key) };
  };

  async function queueMails(tx: Queryable, change: TourChange, tour: StoredTour, office: TourOffice, key: string, at: Date) {
    await insertOutboxMail(tx, renterTourMail(change, tour, office, manageUrl(key), at));
    await insertOutboxMail(tx, officeTourMail(change, tour, office, at));
  }

  async function book(request: TourRequest): Promise<Booking> {
    const at = now();
    const start = new Date(request.start);
    const mailbox = mailboxOf(request.email);
    // What needs no lock is read and written before any: the community's rules, the plan and home, an id for the
    // tour, what the booking decides on (read again under the locks), the key's hash, the lead's lines and the mails.
    const around = { from: new Date(start.getTime() - MAX_TOUR_REACH_MS), to: new Date(start.getTime() + 2 * MAX_TOUR_REACH_MS) };
    const [community, { key, hash }] = await Promise.all([rulesOf(db, request.property, at, request, { mailbox, at, around }), freshKey()]);
    const { input, office } = community;
    const names = askedNames(request, community.names);
    if (!isOfferedStart(start, input)) throw badRequest(TOUR_MESSAGES.outsideRules);
    if (!community.booking) throw new Error('the rules were read without the booking');
    const { settings } = input;
    const end = tourEnd(start, settings);
    const { start: _start, ...details } = request;
    const lead = bookingLead({ request: details, start, end, propertyName: office.propertyName, ...names }, at);
    const newTour = {
      id: community.booking.newTourId,
      propertyId: request.property,
      floorplanId: request.floorplanId ?? null,
      unitId: request.unitId ?? null,
      start,
      end,
      status: settings.autoConfirm ? ('confirmed' as const) : ('pending' as const),
      people: request.people,
      name: request.name,
      email: request.email,
      phone: request.phone,
      mailbox,
      uid: `${randomUUID()}@${uidHost}`,
      createdAt: at,
      skippedReminders: skippedReminders(start, at),
    };
    // The mails show nothing of the lead, which is known once stored.
    const tour: StoredTour = { ...newTour, ...names, sequence: 0, leadId: null };
    const mails = [renterTourMail('booked', tour, office, manageUrl(key), at), officeTourMail('booked', tour, office, at)];
    const times = { held: heldTime(start, settings), near: nearTime(start, settings) };
    // Decided on what was read; the database re-checks that under the locks and stores the booking in the same
    // statement, or answers what it found instead (a change stored meanwhile), and the booking decides again on that.
    let decided = stateNear(community.booking.state, times.near);
    for (let decision = 1; ; decision += 1) {
      if (decided.upcoming >= MAX_UPCOMING_TOURS_PER_EMAIL) throw new HttpError(429, TOUR_MESSAGES.tooMany(MAX_UPCOMING_TOURS_PER_EMAIL));
      if (!hasRoom(start, { ...input, booked: bookedTimesIn(decided) })) break;
      const write = await insertBookedTour(db, newTour, settings.capacity, hash, lead, mails, times, decided);
      if (write.outcome === 'booked') {
        mailQueued();
        return { booked: true, tour: tourView({ ...tour, leadId: write.leadId }, office, key), managePath: tourManagePath(key) };
      }
      if (write.outcome === 'full' || decision === MAX_DECISIONS) break;
      decided = write.state;
    }
    return { booked: false, conflict: await conflictAt(db, request.property, start, community, at) };
  }

  /** The tour a key opens (its hash, taken before the transaction); a 404 for a key that opens none or a tour that has ended. */
  async function opened(q: Queryable, keyHash: string, at: Date, lock = false): Promise<StoredTour> {
    return found(await findTourByKey(q, keyHash, at, { lock }), TOUR_MESSAGES.notFound);
  }

  async function officeOf(q: Queryable, tour: StoredTour): Promise<TourOffice> {
    return (await rulesOf(q, tour.propertyId, now())).office;
  }

  /** What the link shows; never changes anything. */
  async function view(key: string): Promise<{ tour: StoredTour; view: TourView; office: TourOffice }> {
    const tour = await opened(db, await hashKey(key), now());
    const office = await officeOf(db, tour);
    return { tour, view: tourView(tour, office, key), office };
  }

  async function cancel(key: string): Promise<TourView> {
    const at = now();
    const keyHash = await hashKey(key);
    const { view: answer, mailed } = await db.transaction(async (tx) => {
        const tour = await opened(tx, keyHash, at, true);
        const office = await officeOf(tx, tour);
        // Cancelling twice answers the cancelled tour again, and mails nothing more.
        if (!(await cancelTourRow(tx, tour.id, at))) return { view: tourView(tour, office, key), mailed: false };
        await releaseSlotPlace(tx, tour.propertyId, tour.start);
        const cancelled = found(await findTour(tx, tour.id), TOUR_MESSAGES.notFound);
        await noteTourChange(tx, tour.leadId, 'cancelled', cancelled);
        await queueMails(tx, 'cancelled', cancelled, office, key, at);
        return { view: tourView(cancelled, office, key), mailed: true };
      });
    if (mailed) mailQueued();
    return answer;
  }

  async function reschedule(key: string, startText: string): Promise<Change> {
    const at = now();
    const start = new Date(startText);
    const keyHash = await hashKey(key);
    const community = await rulesOf(db, (await opened(db, keyHash, at)).propertyId, at);
    const { office, input } = community;
    const outcome = await db.transaction(async (tx): Promise<Change & { mailed: boolean }> => {
        const tour = await opened(tx, keyHash, at, true);
        if (tour.status !== 'confirmed' && tour.status !== 'pending') throw badRequest(TOUR_MESSAGES.cancelled);
        if (start.getTime() === tour.start.getTime()) return { changed: true, tour: tourView(tour, office, key), mailed: false };
        if (!isOfferedStart(start, input)) throw badRequest(TOUR_MESSAGES.outsideRules);
        // Both times are locked: the one given up and the one taken, so two tours swapping times wait for each other.
        await lockTourTimes(tx, tour.propertyId, [heldTime(tour.start, input.settings), heldTime(start, input.settings)]);
        const booked = await bookedTimesOf(tx, tour.propertyId, at);
        // The tour's own time does not stand in the way of its new one.
        const others = booked.filter((held) => held.start.getTime() !== tour.start.getTime() || held.end.getTime() !== tour.end.getTime());
        if (!hasRoom(start, { ...input, booked: others }) || !(await takeSlotPlace(tx, tour.propertyId, start, input.settings.capacity))) {
          return { changed: false, conflict: conflict(start, { ...input, booked }), mailed: false };
        }
        await releaseSlotPlace(tx, tour.propertyId, tour.start);
        await moveTourRow(tx, tour.id, start, tourEnd(start, input.settings), skippedReminders(start, at));
        const moved = found(await findTour(tx, tour.id), TOUR_MESSAGES.notFound);
        await noteTourChange(tx, tour.leadId, 'moved', moved);
        await queueMails(tx, 'moved', moved, office, key, at);
        return { changed: true, tour: tourView(moved, office, key), mailed: true };
      });
      if (outcome.changed && outcome.mailed) mailQueued();
    const { mailed: _mailed, ...change } = outcome;
    return change;
  }

  return { book, view, cancel, reschedule, freshKey, manageUrl };
}

export type TourBooking = ReturnType<typeof tourBooking>;

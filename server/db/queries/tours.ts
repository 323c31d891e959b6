import type { Blackout, BookedTime, OpenHours, WeeklyHours } from '@/features/tour-booking/slots';
import type { TourStatus } from '@/features/tour-booking/types';
import type { Queryable } from '../database';
import { tourLeadUpsert, type TourLead } from './leads';
import { outboxInsert, type OutboxMail } from './outbox';

/** Issue 24: a community's tour settings as stored; `weeklyHours` null means the leasing office's hours. */
export interface StoredTourSettings {
  tourMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  capacity: number;
  weeklyHours: WeeklyHours | null;
  autoConfirm: boolean;
}

export interface TourPlace {
  propertyName: string;
  officeName: string | null;
  officeAddress: string | null;
  officeZipcode: string | null;
  officePhone: string | null;
  officeHours: string | null;
  propertyAddress: string;
  propertyZipcode: string;
  propertyPhone: string;
}

const SETTINGS_COLUMNS = `s.tour_minutes AS "tourMinutes", s.buffer_minutes AS "bufferMinutes", s.notice_minutes AS "noticeMinutes",
  s.horizon_days AS "horizonDays", s.capacity, s.weekly_hours AS "weeklyHours", s.auto_confirm AS "autoConfirm"`;

/** A community as its tours' rules read it, and the names of the plan and home a booking asks for. */
export interface TourCommunity {
  settings: StoredTourSettings;
  place: TourPlace;
  /** The blackouts from the day asked for on (local calendar dates). */
  blackouts: Blackout[];
  /** Null when none was asked for, or the one asked for is not the community's (an active plan; a home of it). */
  floorplanName: string | null;
  unitAddress: string | null;
  /** For a booking (`booking`): an id for its tour and its state around its time. */
  booking?: { newTourId: number; state: BookingState };
}

/** What a booking reads with its community's rules: its state (the renter's mailbox's, the tours `around` its time). */
export interface BookingRead {
  mailbox: string;
  at: Date;
  around: { from: Date; to: Date };
}

interface CommunityRow extends StoredTourSettings, TourPlace {
  newTourId?: number;
  upcoming?: number;
  booked?: [string, string][];
  blackouts: { date: string; fromMinute: number | null; toMinute: number | null }[];
  floorplanName: string | null;
  unitAddress: string | null;
}

/**
 * An active community's tour settings (its row created with the defaults the first time: two first readers both
 * insert nothing twice, ON CONFLICT), where its tours start (its leasing office, else the community itself), its
 * blackouts from `from` on, and the names of the plan and home asked for, in one statement; for a `booking`, also an
 * id for its tour and its state around its time (tour_booking_state, migration 043).
 */
export async function tourCommunityOf(
  q: Queryable,
  propertyId: number,
  from: string,
  asked: { floorplanId?: number; unitId?: number } = {},
  booking?: BookingRead,
): Promise<TourCommunity | undefined> {
  const bookingColumns = `, nextval(pg_get_serial_sequence('tours', 'id'))::int AS "newTourId", state.upcoming, state.booked`;
  const read = async () =>
    (
      await q.query<CommunityRow>(
        `SELECT ${SETTINGS_COLUMNS},
           p.name AS "propertyName", o.name AS "officeName", o.address AS "officeAddress", o.zipcode AS "officeZipcode", o.phone AS "officePhone",
           o.office_hours AS "officeHours", p.address AS "propertyAddress", p.zipcode AS "propertyZipcode", p.phone AS "propertyPhone",
           (SELECT coalesce(json_agg(json_build_object('date', to_char(b.day, 'YYYY-MM-DD'), 'fromMinute', b.from_minute, 'toMinute', b.to_minute) ORDER BY b.day), '[]')
            FROM tour_blackouts b WHERE b.property_id = p.id AND b.day >= $2::date) AS blackouts,
           (SELECT f.name FROM floorplans f WHERE f.id = $3 AND f.property_id = p.id AND f.active) AS "floorplanName",
           (SELECT u.address FROM units u JOIN floorplans f ON f.id = u.floorplan_id WHERE u.id = $4 AND f.property_id = p.id AND ($3::int IS NULL OR f.id = $3)) AS "unitAddress"${booking ? bookingColumns : ''}
         FROM tour_settings s JOIN properties p ON p.id = s.property_id LEFT JOIN leasing_offices o ON o.id = p.leasing_office_id
         ${booking ? 'CROSS JOIN LATERAL tour_booking_state(p.id, $5, $6, $7, $8) state' : ''}
         WHERE s.property_id = $1 AND p.active`,
        [propertyId, from, asked.floorplanId ?? null, asked.unitId ?? null, ...(booking ? [booking.mailbox, booking.at, booking.around.from, booking.around.to] : [])],
        { prepared: true },
      )
    )[0];
  let row = await read();
  if (!row) {
    await q.query(
      `INSERT INTO tour_settings (property_id) SELECT id FROM properties WHERE id = $1 AND active ON CONFLICT (property_id) DO NOTHING`,
      [propertyId],
    );
    row = await read();
  }
  if (!row) return undefined;
  const { tourMinutes, bufferMinutes, noticeMinutes, horizonDays, capacity, weeklyHours, autoConfirm, blackouts, floorplanName, unitAddress, newTourId, upcoming, booked, ...place } = row;
  return {
    booking: newTourId === undefined ? undefined : { newTourId, state: { upcoming: upcoming ?? 0, booked: booked ?? [] } },
    settings: { tourMinutes, bufferMinutes, noticeMinutes, horizonDays, capacity, weeklyHours, autoConfirm },
    place,
    blackouts: blackouts.map(({ date, fromMinute, toMinute }) => ({
      date,
      hours: fromMinute === null || toMinute === null ? null : ({ from: fromMinute, to: toMinute } satisfies OpenHours),
    })),
    floorplanName,
    unitAddress,
  };
}

/** The times held by the community's confirmed and pending tours that end after `from`. */
export async function bookedTimesOf(q: Queryable, propertyId: number, from: Date): Promise<BookedTime[]> {
  const rows = await q.query<{ start: Date; end: Date }>(
    `SELECT start_at AS start, end_at AS "end" FROM tours
     WHERE property_id = $1 AND status IN ('confirmed', 'pending') AND end_at > $2 ORDER BY start_at`,
    [propertyId, from],
  );
  return rows.map((row) => ({ start: new Date(row.start), end: new Date(row.end) }));
}

/**
 * Takes one place in the slot starting at $2 of community $1 whose capacity is $3 (the row created on first use), the
 * row given by `source` (a VALUES or a SELECT of those three and 1), answering a row when one was free: the
 * conditional update and the table's CHECK (taken <= capacity) make sure no slot ever holds more tours than its
 * capacity, even if two bookings raced past every check above.
 */
const takeSlotPlaceSql = (source: string) => `INSERT INTO tour_slots (property_id, start_at, capacity, taken) ${source}
  ON CONFLICT (property_id, start_at) DO UPDATE SET taken = tour_slots.taken + 1, capacity = EXCLUDED.capacity
  WHERE tour_slots.taken < EXCLUDED.capacity RETURNING taken`;

/** Takes one place in the slot starting at `start`: true when one was free (takeSlotPlaceSql). */
export async function takeSlotPlace(q: Queryable, propertyId: number, start: Date, capacity: number): Promise<boolean> {
  return (await q.query(takeSlotPlaceSql('VALUES ($1, $2, $3, 1)'), [propertyId, start, capacity])).length === 1;
}

/** Tours are locked in quarters of an hour: two tours whose held times overlap share at least one quarter. */
const QUARTER_MS = 15 * 60_000;

/** The quarters of an hour (numbered from 1970) the given times touch, from each start to the end of its buffer. */
function quartersOf(times: readonly { from: Date; to: Date }[]): number[] {
  const quarters = new Set<number>();
  for (const { from, to } of times) {
    for (let quarter = Math.floor(from.getTime() / QUARTER_MS); quarter <= Math.floor((to.getTime() - 1) / QUARTER_MS); quarter += 1) quarters.add(quarter);
  }
  return [...quarters];
}

/**
 * Serializes the changes that could meet (lock_tour_times, migration 043): the community's rules lock, shared (a
 * change of the rules waits for the bookings in flight, and later bookings wait for it), then a transaction-long lock
 * on each quarter of an hour the given times of the community touch (a tour's start to the end of its buffer). Two
 * changes whose times overlap wait for each other; any others run side by side. The locks are taken in one order
 * (the rules, the mailbox, then the quarters in time order), so two changes never wait for each other in a circle.
 */
export async function lockTourTimes(q: Queryable, propertyId: number, times: readonly { from: Date; to: Date }[]): Promise<void> {
  await q.query(`SELECT lock_tour_times($1, NULL, $2::int[])`, [propertyId, quartersOf(times)], { prepared: true });
}

/** A change of the community's rules waits until no booking runs on the old ones, and holds new ones until it commits. */
export async function lockTourRules(q: Queryable, propertyId: number): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock(tour_rules_key($1))`, [propertyId]);
}

export async function releaseSlotPlace(q: Queryable, propertyId: number, start: Date): Promise<void> {
  await q.query(`UPDATE tour_slots SET taken = taken - 1 WHERE property_id = $1 AND start_at = $2 AND taken > 0`, [propertyId, start]);
}

export interface NewTour {
  propertyId: number;
  floorplanId: number | null;
  unitId: number | null;
  start: Date;
  end: Date;
  status: TourStatus;
  people: number;
  name: string;
  email: string;
  phone: string;
  mailbox: string;
  uid: string;
  leadId: number | null;
  createdAt: Date;
  /** Reminders that would come too late to mean anything (a tour booked for the next hours), marked as done. */
  skippedReminders: SkippedReminders;
}

/** When a reminder is marked done without being sent (null: it will be sent when due). */
export interface SkippedReminders {
  dayBefore: Date | null;
  hoursBefore: Date | null;
}

/**
 * What a booking decides on: the renter's mailbox's upcoming tours and the community's tours holding time near its
 * own, as [start, end] pairs in time order (as the database wrote them, so it can tell whether they are unchanged).
 */
export interface BookingState {
  upcoming: number;
  booked: [string, string][];
}

/** The part of a state read `around` a booking's time that its re-check reads `near` it (tour_booking_state's condition). */
export const stateNear = (state: BookingState, near: { from: Date; to: Date }): BookingState => ({
  upcoming: state.upcoming,
  booked: state.booked.filter(([start, end]) => Date.parse(start) < near.to.getTime() && Date.parse(end) > near.from.getTime()),
});

export const bookedTimesIn = (state: BookingState): BookedTime[] => state.booked.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));

/** Where the booking's times are: the time it holds (locked) and the time whose tours it could meet (read). */
export interface BookingTimes {
  held: { from: Date; to: Date };
  near: { from: Date; to: Date };
}

export type BookingWrite = { outcome: 'booked'; leadId: number } | { outcome: 'changed'; state: BookingState } | { outcome: 'full' };

/**
 * A booking in one statement, decided on `decided`. First its locks and its re-check under them (tour_booking_guard,
 * migration 043: the locks of lockTourTimes on `times.held` and the mailbox's); then, only when the mailbox's
 * upcoming tours and the tours near its time are still what it decided on, its place in the slot (takeSlotPlaceSql),
 * and, only when the slot had room, its lead (tourLeadUpsert), the tour (`id` reserved beforehand), its key's hash and
 * its mails. 'changed' answers what the booking must decide on again; 'full' a slot with no room (nothing stored).
 */
export async function insertBookedTour(
  q: Queryable,
  tour: Omit<NewTour, 'leadId'> & { id: number },
  capacity: number,
  keyHash: string,
  lead: TourLead,
  mails: readonly OutboxMail[],
  times: BookingTimes,
  decided: BookingState,
): Promise<BookingWrite> {
  const params: unknown[] = [tour.propertyId, tour.start, capacity, tour.id, tour.floorplanId, tour.unitId, tour.end, tour.status, tour.people, tour.name,
    tour.email, tour.phone, tour.mailbox, tour.uid, tour.createdAt, tour.skippedReminders.dayBefore, tour.skippedReminders.hoursBefore, keyHash,
    quartersOf([times.held]), times.near.from, times.near.to, decided.upcoming, JSON.stringify(decided.booked)];
  const leadWrite = tourLeadUpsert(lead, params.length + 1, 'slot');
  params.push(...leadWrite.params);
  const outbox = outboxInsert(mails, params.length + 1, 'tour');
  const [row] = await q.query<{ unchanged: boolean; upcoming: number; booked: [string, string][]; leadId: number | null }>(
    `WITH state AS (SELECT unchanged, upcoming, booked FROM tour_booking_guard($1, $13, $19::int[], $15, $20, $21, $22, $23::jsonb)),
     slot AS (${takeSlotPlaceSql('SELECT $1::int, $2::timestamptz, $3::int, 1 FROM state WHERE state.unchanged')}),
     ${leadWrite.sql},
     tour AS (
       INSERT INTO tours (id, property_id, floorplan_id, unit_id, start_at, end_at, status, people, name, email, phone, mailbox, uid, lead_id, created_at,
         reminded_day_before_at, reminded_hours_before_at)
       SELECT $4, $1, $5, $6, $2, $7, $8, $9, $10, $11, $12, $13, $14, lead.id, $15, $16, $17 FROM slot, lead RETURNING id, lead_id
     ),
     key AS (INSERT INTO tour_keys (key_hash, tour_id) SELECT $18, id FROM tour),
     mail AS (${outbox.sql})
     SELECT state.unchanged, state.upcoming, state.booked, (SELECT lead_id FROM tour) AS "leadId" FROM state`,
    [...params, ...outbox.params],
    { prepared: true },
  );
  if (row.leadId !== null) return { outcome: 'booked', leadId: row.leadId };
  return row.unchanged ? { outcome: 'full' } : { outcome: 'changed', state: { upcoming: row.upcoming, booked: row.booked } };
}

export async function insertTourKey(q: Queryable, tourId: number, keyHash: string): Promise<void> {
  await q.query(`INSERT INTO tour_keys (key_hash, tour_id) VALUES ($1, $2)`, [keyHash, tourId]);
}

/** A stored tour with what its mails and page show. */
export interface StoredTour extends Omit<NewTour, 'mailbox' | 'createdAt' | 'skippedReminders'> {
  id: number;
  floorplanName: string | null;
  unitAddress: string | null;
  sequence: number;
}

const TOUR_COLUMNS = `t.id, t.property_id AS "propertyId", t.floorplan_id AS "floorplanId", t.unit_id AS "unitId", f.name AS "floorplanName",
  u.address AS "unitAddress", t.start_at AS start, t.end_at AS "end", t.status, t.people, t.name, t.email, t.phone, t.uid, t.sequence,
  t.lead_id AS "leadId"`;
const TOUR_FROM = `tours t LEFT JOIN floorplans f ON f.id = t.floorplan_id LEFT JOIN units u ON u.id = t.unit_id`;

const asTour = (row: StoredTour): StoredTour => ({ ...row, start: new Date(row.start), end: new Date(row.end) });

/**
 * The tour a private key opens, while the tour has not ended (a key is valid until then); `lock` holds the tour's row
 * for a change.
 */
export async function findTourByKey(q: Queryable, keyHash: string, now: Date, options: { lock?: boolean } = {}): Promise<StoredTour | undefined> {
  const [row] = await q.query<StoredTour>(
    `SELECT ${TOUR_COLUMNS} FROM tour_keys k JOIN ${TOUR_FROM} ON t.id = k.tour_id
     WHERE k.key_hash = $1 AND t.end_at > $2 ${options.lock ? 'FOR UPDATE OF t' : ''}`,
    [keyHash, now],
  );
  return row && asTour(row);
}

export async function findTour(q: Queryable, id: number): Promise<StoredTour | undefined> {
  const [row] = await q.query<StoredTour>(`SELECT ${TOUR_COLUMNS} FROM ${TOUR_FROM} WHERE t.id = $1`, [id]);
  return row && asTour(row);
}

/** Cancels a tour that holds its time; raises its SEQUENCE. False when it was not confirmed or pending any more. */
export async function cancelTourRow(q: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await q.query(
    `UPDATE tours SET status = 'cancelled', cancelled_at = $2, sequence = sequence + 1 WHERE id = $1 AND status IN ('confirmed', 'pending') RETURNING id`,
    [id, now],
  );
  return rows.length === 1;
}

/** Moves a tour to a new time (its slot place already taken); raises its SEQUENCE; its reminders start over. */
export async function moveTourRow(q: Queryable, id: number, start: Date, end: Date, skipped: SkippedReminders): Promise<void> {
  await q.query(
    `UPDATE tours SET start_at = $2, end_at = $3, sequence = sequence + 1, reminded_day_before_at = $4, reminded_hours_before_at = $5 WHERE id = $1`,
    [id, start, end, skipped.dayBefore, skipped.hoursBefore],
  );
}

export type ReminderKind = 'day-before' | 'hours-before';
const REMINDER_COLUMN: Record<ReminderKind, string> = { 'day-before': 'reminded_day_before_at', 'hours-before': 'reminded_hours_before_at' };

/**
 * Claims the confirmed tours whose `kind` reminder is due (their start at or before `dueBy`, still after `notBefore`)
 * and not yet sent, in one statement: the rows are locked by the subquery and skipped by any other process's, and
 * marked sent, so each reminder is claimed once. Run in the transaction that queues the mails.
 */
export async function claimDueTourReminders(q: Queryable, kind: ReminderKind, now: Date, dueBy: Date, notBefore: Date, limit = 100): Promise<StoredTour[]> {
  const column = REMINDER_COLUMN[kind];
  const claimed = await q.query<{ id: number }>(
    `UPDATE tours SET ${column} = $1
     WHERE id IN (
       SELECT id FROM tours WHERE status = 'confirmed' AND ${column} IS NULL AND start_at <= $2 AND start_at > $3
       ORDER BY start_at LIMIT $4 FOR UPDATE SKIP LOCKED
     ) RETURNING id`,
    [now, dueBy, notBefore, limit],
  );
  if (claimed.length === 0) return [];
  const rows = await q.query<StoredTour>(`SELECT ${TOUR_COLUMNS} FROM ${TOUR_FROM} WHERE t.id = ANY($1::int[]) ORDER BY t.start_at`, [claimed.map((row) => row.id)]);
  return rows.map(asTour);
}

import type { Blackout, BookedTime, OpenHours, WeeklyHours } from '@/features/tour-booking/slots';
import type { TourStatus } from '@/features/tour-booking/types';
import type { Queryable } from '../database';

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

const SETTINGS_COLUMNS = `tour_minutes AS "tourMinutes", buffer_minutes AS "bufferMinutes", notice_minutes AS "noticeMinutes",
  horizon_days AS "horizonDays", capacity, weekly_hours AS "weeklyHours", auto_confirm AS "autoConfirm"`;

/**
 * The settings of an active community, its row created with the defaults the first time (two first readers both
 * insert nothing twice: ON CONFLICT). `lock` holds the row until the transaction ends: every booking of the community
 * takes it first, so the re-check of the rules and the insert happen one booking at a time.
 */
export async function tourSettingsOf(q: Queryable, propertyId: number, options: { lock?: boolean } = {}): Promise<StoredTourSettings | undefined> {
  const read = async () =>
    (
      await q.query<StoredTourSettings>(
        `SELECT ${SETTINGS_COLUMNS} FROM tour_settings s JOIN properties p ON p.id = s.property_id
         WHERE s.property_id = $1 AND p.active ${options.lock ? 'FOR UPDATE OF s' : ''}`,
        [propertyId],
      )
    )[0];
  const settings = await read();
  if (settings) return settings;
  await q.query(
    `INSERT INTO tour_settings (property_id) SELECT id FROM properties WHERE id = $1 AND active ON CONFLICT (property_id) DO NOTHING`,
    [propertyId],
  );
  return read();
}

/** Where a community's tours start: its leasing office (or the community itself when it has none). */
export async function tourPlaceOf(q: Queryable, propertyId: number): Promise<TourPlace | undefined> {
  const [place] = await q.query<TourPlace>(
    `SELECT p.name AS "propertyName", o.name AS "officeName", o.address AS "officeAddress", o.zipcode AS "officeZipcode",
       o.phone AS "officePhone", o.office_hours AS "officeHours", p.address AS "propertyAddress", p.zipcode AS "propertyZipcode",
       p.phone AS "propertyPhone"
     FROM properties p LEFT JOIN leasing_offices o ON o.id = p.leasing_office_id WHERE p.id = $1`,
    [propertyId],
  );
  return place;
}

/** The blackouts of a community from `from` on (local calendar dates). */
export async function tourBlackoutsOf(q: Queryable, propertyId: number, from: string): Promise<Blackout[]> {
  const rows = await q.query<{ date: string; fromMinute: number | null; toMinute: number | null }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, from_minute AS "fromMinute", to_minute AS "toMinute"
     FROM tour_blackouts WHERE property_id = $1 AND day >= $2::date ORDER BY day`,
    [propertyId, from],
  );
  return rows.map(({ date, fromMinute, toMinute }) => ({
    date,
    hours: fromMinute === null || toMinute === null ? null : ({ from: fromMinute, to: toMinute } satisfies OpenHours),
  }));
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
 * Takes one place in the slot starting at `start`: true when one was free. The row is created on first use; the
 * conditional UPDATE and the table's CHECK (taken <= capacity) make sure no slot ever holds more tours than its
 * capacity, even if two bookings raced past every check above.
 */
export async function takeSlotPlace(q: Queryable, propertyId: number, start: Date, capacity: number): Promise<boolean> {
  await q.query(
    `INSERT INTO tour_slots (property_id, start_at, capacity) VALUES ($1, $2, $3) ON CONFLICT (property_id, start_at) DO NOTHING`,
    [propertyId, start, capacity],
  );
  const rows = await q.query(
    `UPDATE tour_slots SET taken = taken + 1, capacity = $3 WHERE property_id = $1 AND start_at = $2 AND taken < $3 RETURNING taken`,
    [propertyId, start, capacity],
  );
  return rows.length === 1;
}

export async function releaseSlotPlace(q: Queryable, propertyId: number, start: Date): Promise<void> {
  await q.query(`UPDATE tour_slots SET taken = taken - 1 WHERE property_id = $1 AND start_at = $2 AND taken > 0`, [propertyId, start]);
}

/** Upcoming tours (confirmed or pending, not yet ended) booked for a mailbox. */
export async function countUpcomingTours(q: Queryable, mailbox: string, now: Date): Promise<number> {
  const [{ count }] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM tours WHERE mailbox = $1 AND status IN ('confirmed', 'pending') AND end_at > $2`,
    [mailbox, now],
  );
  return count;
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

export async function insertTour(q: Queryable, tour: NewTour): Promise<number> {
  const [{ id }] = await q.query<{ id: number }>(
    `INSERT INTO tours (property_id, floorplan_id, unit_id, start_at, end_at, status, people, name, email, phone, mailbox, uid, lead_id, created_at,
       reminded_day_before_at, reminded_hours_before_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [tour.propertyId, tour.floorplanId, tour.unitId, tour.start, tour.end, tour.status, tour.people, tour.name, tour.email, tour.phone, tour.mailbox,
      tour.uid, tour.leadId, tour.createdAt, tour.skippedReminders.dayBefore, tour.skippedReminders.hoursBefore],
  );
  return id;
}

export async function insertTourKey(q: Queryable, tourId: number, keyHash: string): Promise<void> {
  await q.query(`INSERT INTO tour_keys (key_hash, tour_id) VALUES ($1, $2)`, [keyHash, tourId]);
}

/** A stored tour with what its mails and page show. */
export interface StoredTour {
  id: number;
  propertyId: number;
  floorplanId: number | null;
  unitId: number | null;
  floorplanName: string | null;
  unitAddress: string | null;
  start: Date;
  end: Date;
  status: TourStatus;
  people: number;
  name: string;
  email: string;
  phone: string;
  uid: string;
  sequence: number;
  leadId: number | null;
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

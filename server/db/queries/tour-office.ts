import type { OfficeBlackout, OfficeTour } from '@/features/staff/tourOffice';
import type { TourStatus } from '@/features/tour-booking/types';
import type { Queryable } from '../database';
import type { StoredTourSettings } from './tours';

/** Issue 24, the office's side of tours: its reads and the conditional changes that make each action happen once. */

/** Writes a community's settings (its row exists: tourCommunityOf created it). */
export async function saveTourSettings(q: Queryable, propertyId: number, settings: StoredTourSettings): Promise<void> {
  await q.query(
    `UPDATE tour_settings SET tour_minutes = $2, buffer_minutes = $3, notice_minutes = $4, horizon_days = $5, capacity = $6, weekly_hours = $7::jsonb, auto_confirm = $8
     WHERE property_id = $1`,
    [propertyId, settings.tourMinutes, settings.bufferMinutes, settings.noticeMinutes, settings.horizonDays, settings.capacity,
      settings.weeklyHours === null ? null : JSON.stringify(settings.weeklyHours), settings.autoConfirm],
  );
}

/**
 * The slots to come take the new capacity, but never less than the tours they already hold: a slot counter's CHECK
 * (taken <= capacity) must hold, and the tours booked stay booked. A slot fuller than the new capacity takes no more.
 */
export async function resizeUpcomingSlots(q: Queryable, propertyId: number, capacity: number, now: Date): Promise<void> {
  await q.query(`UPDATE tour_slots SET capacity = GREATEST(taken, $2) WHERE property_id = $1 AND start_at > $3`, [propertyId, capacity, now]);
}

export async function officeBlackoutsOf(q: Queryable, propertyId: number, from: string): Promise<OfficeBlackout[]> {
  const rows = await q.query<{ id: number; date: string; fromMinute: number | null; toMinute: number | null }>(
    `SELECT id, to_char(day, 'YYYY-MM-DD') AS date, from_minute AS "fromMinute", to_minute AS "toMinute"
     FROM tour_blackouts WHERE property_id = $1 AND day >= $2::date ORDER BY day, from_minute NULLS FIRST, id`,
    [propertyId, from],
  );
  return rows.map(({ id, date, fromMinute, toMinute }) => ({ id, date, hours: fromMinute === null || toMinute === null ? null : { from: fromMinute, to: toMinute } }));
}

export async function insertBlackout(q: Queryable, propertyId: number, blackout: Omit<OfficeBlackout, 'id'>): Promise<number> {
  const [{ id }] = await q.query<{ id: number }>(
    `INSERT INTO tour_blackouts (property_id, day, from_minute, to_minute) VALUES ($1, $2::date, $3, $4) RETURNING id`,
    [propertyId, blackout.date, blackout.hours?.from ?? null, blackout.hours?.to ?? null],
  );
  return id;
}

/** Removes a blackout; answers what it was (with its community), or undefined when there was none. */
export async function deleteBlackout(q: Queryable, id: number): Promise<(OfficeBlackout & { propertyId: number }) | undefined> {
  const [row] = await q.query<{ id: number; propertyId: number; date: string; fromMinute: number | null; toMinute: number | null }>(
    `DELETE FROM tour_blackouts WHERE id = $1
     RETURNING id, property_id AS "propertyId", to_char(day, 'YYYY-MM-DD') AS date, from_minute AS "fromMinute", to_minute AS "toMinute"`,
    [id],
  );
  return row && { id: row.id, propertyId: row.propertyId, date: row.date, hours: row.fromMinute === null || row.toMinute === null ? null : { from: row.fromMinute, to: row.toMinute } };
}

const OFFICE_TOUR_COLUMNS = `t.id, t.start_at AS start, t.end_at AS "end", t.status, t.name, t.email, t.phone, t.people, f.name AS "floorplanName",
  u.address AS "unitAddress", t.lead_id AS "leadId"`;
const asOfficeTour = (row: Omit<OfficeTour, 'start' | 'end'> & { start: Date; end: Date }): OfficeTour => ({
  ...row,
  start: new Date(row.start).toISOString(),
  end: new Date(row.end).toISOString(),
});

/** The tours of a community starting in [from, to), every status, by start. */
export async function officeToursBetween(q: Queryable, propertyId: number, from: Date, to: Date): Promise<OfficeTour[]> {
  const rows = await q.query<Omit<OfficeTour, 'start' | 'end'> & { start: Date; end: Date }>(
    `SELECT ${OFFICE_TOUR_COLUMNS} FROM tours t LEFT JOIN floorplans f ON f.id = t.floorplan_id LEFT JOIN units u ON u.id = t.unit_id
     WHERE t.property_id = $1 AND t.start_at >= $2 AND t.start_at < $3 ORDER BY t.start_at, t.id`,
    [propertyId, from, to],
  );
  return rows.map(asOfficeTour);
}

export async function officeTour(q: Queryable, id: number): Promise<OfficeTour | undefined> {
  const [row] = await q.query<Omit<OfficeTour, 'start' | 'end'> & { start: Date; end: Date }>(
    `SELECT ${OFFICE_TOUR_COLUMNS} FROM tours t LEFT JOIN floorplans f ON f.id = t.floorplan_id LEFT JOIN units u ON u.id = t.unit_id WHERE t.id = $1`,
    [id],
  );
  return row && asOfficeTour(row);
}

/**
 * Moves a tour from one status to another in one conditional UPDATE: true for the one request that did it, false
 * when the tour was not in `from` any more (two agents clicking at once: one wins). `raiseSequence`: the change is
 * mailed as a new version of the invitation.
 */
export async function moveTourStatus(
  q: Queryable,
  id: number,
  from: readonly TourStatus[],
  to: TourStatus,
  options: { raiseSequence?: boolean; cancelledAt?: Date | null } = {},
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE tours SET status = $3, sequence = sequence + $4, cancelled_at = CASE WHEN $5::boolean THEN $6::timestamptz ELSE cancelled_at END
     WHERE id = $1 AND status = ANY($2::text[]) RETURNING id`,
    [id, from, to, options.raiseSequence ? 1 : 0, options.cancelledAt !== undefined, options.cancelledAt ?? null],
  );
  return rows.length === 1;
}

/** The status a tour had before the office's latest cancellation of it (from the audit log, written with it). */
export async function statusBeforeOfficeCancel(q: Queryable, id: number): Promise<TourStatus | undefined> {
  const [row] = await q.query<{ status: TourStatus | null }>(
    `SELECT before->>'status' AS status FROM audit_log WHERE action = 'tour-cancel' AND target = $1 ORDER BY id DESC LIMIT 1`,
    [`tour ${id}`],
  );
  return row?.status ?? undefined;
}

/**
 * Claims the requests the office left unconfirmed past `staleBefore` (or whose time came), marking them expired in
 * one statement: rows locked by another process are skipped, so each expires once, in the transaction that frees its
 * slot and queues its mail.
 */
export async function claimStaleTourRequests(q: Queryable, now: Date, staleBefore: Date, limit = 50): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `UPDATE tours SET status = 'expired', sequence = sequence + 1, cancelled_at = $1
     WHERE id IN (
       SELECT id FROM tours WHERE status = 'pending' AND (created_at <= $2 OR start_at <= $1)
       ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED
     ) RETURNING id`,
    [now, staleBefore, limit],
  );
  return rows.map((row) => row.id);
}

/** Stops a tour's confirmation mail that has not left yet (kept, held): true when there was one. */
export async function holdQueuedConfirmation(q: Queryable, tourId: number, now: Date): Promise<boolean> {
  const rows = await q.query(
    `UPDATE outbox SET state = 'held', held_at = $2 WHERE kind = 'tour-booked' AND state = 'queued' AND payload->>'tourId' = $1 RETURNING id`,
    [String(tourId), now],
  );
  return rows.length > 0;
}

import type { Database } from '../db/database';
import { insertOutboxMail } from '../db/queries/outbox';
import { claimDueTourReminders, insertTourKey, type SkippedReminders } from '../db/queries/tours';
import type { ServerJob } from '../jobs/schedule';
import { communityRules } from './rules';
import { tourReminderMail } from './tour-mails';

const HOUR = 60 * 60_000;
/** The reminders: a day before, and 2 hours before. */
export const REMINDER_LEADS = { 'day-before': 24 * HOUR, 'hours-before': 2 * HOUR } as const;

/**
 * A reminder that would be due at once when the tour is booked (or moved) is not sent: the confirmation just said
 * it. Marked done at `now` instead.
 */
export function skippedReminders(start: Date, now: Date): SkippedReminders {
  const before = start.getTime() - now.getTime();
  return {
    dayBefore: before <= REMINDER_LEADS['day-before'] ? now : null,
    hoursBefore: before <= REMINDER_LEADS['hours-before'] ? now : null,
  };
}

export interface ReminderContext {
  db: Database;
  /** Each reminder carries a private link of its own: a fresh key and its keyed hash (made outside transactions). */
  freshKey: () => Promise<{ key: string; hash: string }>;
  manageUrl: (key: string) => string;
  mailQueued?: () => void;
}

/**
 * Issue 24: queues the reminders due, 24 hours and 2 hours before each confirmed tour. Safe to run from several
 * processes at once: each reminder is claimed by one conditional UPDATE (claimDueTourReminders), in the transaction
 * that queues its mail, so it is sent once and a crash cannot claim it and lose its mail.
 */
export async function sendDueTourReminders({ db, freshKey, manageUrl, mailQueued }: ReminderContext, now: Date): Promise<{ reminded: number }> {
  // Keys are made before the transaction: a reminder is claimed at most once per tour and kind, so spare keys are
  // simply not stored. A run claims at most this many of each kind; the next run takes the rest.
  const batch = 50;
  const keys = await Promise.all(Array.from({ length: batch * 2 }, () => freshKey()));
  const reminded = await db.transaction(async (tx) => {
    let count = 0;
    const kinds = [
      ['day-before', now.getTime() + REMINDER_LEADS['day-before'], now.getTime() + REMINDER_LEADS['hours-before'], 'tomorrow'],
      ['hours-before', now.getTime() + REMINDER_LEADS['hours-before'], now.getTime(), 'soon'],
    ] as const;
    for (const [kind, dueBy, notBefore, lead] of kinds) {
      for (const tour of await claimDueTourReminders(tx, kind, now, new Date(dueBy), new Date(notBefore), batch)) {
        const community = await communityRules(tx, tour.propertyId, now);
        if (!community) continue;
        const { key, hash } = keys[count];
        await insertTourKey(tx, tour.id, hash);
        await insertOutboxMail(tx, tourReminderMail(tour, community.office, manageUrl(key), lead));
        count += 1;
      }
    }
    return count;
  });
  if (reminded > 0) mailQueued?.();
  return { reminded };
}

/** The reminders as each server process runs them: a minute after start, then every 5 minutes. */
export function tourRemindersJob(context: ReminderContext): ServerJob {
  return {
    name: 'tour reminders',
    firstAfterMs: 60_000,
    everyMs: 5 * 60_000,
    run: async (now) => sendDueTourReminders(context, now()),
  };
}

import type { IsoDate } from '@/lib/dates';
import { companyDate, companyTimeOn } from '../calendar/dates';

/** Issue 25: an instant alert mails at most once an hour; what matches in between waits for the next mail. */
export const INSTANT_GAP_MS = 60 * 60_000;
/** The daily digest goes at 7:00 at the office (America/Indiana/Indianapolis), before a student's day starts. */
export const DIGEST_TIME = '07:00';

export interface DueDigest {
  /** The office's calendar day whose digest it is: each alert gets one per day. */
  day: IsoDate;
  /** That day's 7:00: the digest reports what matched up to it; later matches wait for tomorrow's. */
  upTo: Date;
}

/**
 * The day's digest, due from 7:00 at the office until midnight (a server that was down at 7:00 sends it when it is
 * back); undefined before 7:00.
 */
export function dueDigest(now: Date): DueDigest | undefined {
  const day = companyDate(now);
  const upTo = companyTimeOn(day, DIGEST_TIME);
  return now.getTime() >= upTo.getTime() ? { day, upTo } : undefined;
}

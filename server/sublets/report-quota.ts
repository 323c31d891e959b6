import type { Queryable } from '../db/database';
import { countReportWithin } from '../db/queries/sublet-report-quotas';
import { HttpError } from '../http/errors';

/** Issue 26: reports one visitor may file in a clock hour; more is a flood, not a neighbour warning others. */
export const REPORTS_PER_VISITOR_PER_HOUR = 5;

/** The clock hour `now` falls in: the window the limit counts in. */
export function reportHourOf(now: Date): Date {
  const hour = new Date(now);
  hour.setUTCMinutes(0, 0, 0);
  return hour;
}

/** Counts a report of `client` (a keyed hash) at `now`, or refuses it (429) past the hour's limit. */
export async function spendReportQuota(q: Queryable, client: string, now: Date): Promise<void> {
  if (!(await countReportWithin(q, client, reportHourOf(now), REPORTS_PER_VISITOR_PER_HOUR))) {
    throw new HttpError(429, `You have sent ${REPORTS_PER_VISITOR_PER_HOUR} reports this hour, the most we take from one visitor: please try again later`);
  }
}

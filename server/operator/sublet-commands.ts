import { isListed, listedUntilFrom } from '@/features/sublets/listingLife';
import { REPORT_REASONS } from '@/features/sublets/types';
import { formatDate } from '@/lib/format';
import type { Sublet } from '@/features/sublets/types';
import type { Queryable } from '../db/database';
import { findReports } from '../db/queries/sublet-reports';
import { approveSublet, findSublet, findSubletsForOperator, settleSublet, type OperatorSublet } from '../db/queries/sublets';
import { HttpError, notFound } from '../http/errors';
import { runSubletUpkeep, type UpkeepContext } from '../jobs/sublet-upkeep';

/** What a command prints: a line, a table, or both. */
export interface OperatorReport {
  message?: string;
  table?: { columns: string[]; rows: string[][] };
}

const REPORT_ROWS = 100;

/**
 * What a caller stores with a decision, in the decision's transaction (issue 22: the workspace's audit entry and the
 * mail to the poster), so the command line and the workspace decide by one rule.
 */
export type AlongWithDecision = (tx: Queryable, before: Sublet, after: Sublet) => Promise<unknown>;

function subletStatus(sublet: Omit<OperatorSublet, 'openReports'>, now: Date): string {
  if (!sublet.active) return 'rejected';
  if (sublet.hidden) return 'hidden';
  if (!sublet.confirmed) return 'unconfirmed';
  if (!sublet.approved) return 'pending';
  return isListed(sublet, now) ? 'listed' : 'expired';
}

/** Whole hours or days since `since`: how long a listing has waited. */
function age(since: string, now: Date): string {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 3_600_000));
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

/** Issue 17: the staff queue (or every sublet), with what a decision needs: confirmed, photos, open reports, age. */
export async function listSublets({ db }: UpkeepContext, pending: boolean, now: Date): Promise<OperatorReport> {
  const sublets = await findSubletsForOperator(db, pending);
  return {
    message: sublets.length ? undefined : pending ? 'No sublets are waiting for approval.' : 'No sublets yet.',
    table: {
      columns: ['ID', 'STATUS', 'CONFIRMED', 'PHOTOS', 'REPORTS', 'AGE', 'LISTED UNTIL', 'TITLE', 'RENT', 'OWNER', 'ADDRESS'],
      rows: sublets.map((s) => [
        String(s.id), subletStatus(s, now), s.confirmed ? 'yes' : 'no', String(s.photoCount), String(s.openReports), age(s.createdDate, now),
        s.listedUntil ? formatDate(s.listedUntil) : '-', s.title, `$${s.rent}`, `${s.firstName} ${s.lastName} <${s.email}>`, s.address,
      ]),
    },
  };
}

/**
 * Approving starts the listing's 30 days. Refused (409, with the reason) for a listing that is not confirmed, has no
 * stored photo (spec section 5: at least one image), is already approved, or was rejected.
 */
export async function approve({ db }: UpkeepContext, id: number, now: Date, alongWith?: AlongWithDecision): Promise<OperatorReport> {
  return db.transaction(async (tx) => {
    const sublet = await findSublet(tx, id, { lock: true });
    if (!sublet) throw notFound(`No sublet with id ${id}`);
    if (!sublet.active) throw new HttpError(409, `Sublet ${id} was rejected; it cannot be approved`);
    if (sublet.approved) throw new HttpError(409, `Sublet ${id} is already approved (listed until ${formatDate(sublet.listedUntil!)})`);
    if (!sublet.confirmed) throw new HttpError(409, `Sublet ${id} is not confirmed: the poster has not opened the confirmation link mailed to ${sublet.email}`);
    if (sublet.photoCount === 0) {
      throw new HttpError(409, `Sublet ${id} has no stored photo: a listing needs at least one image. Its private page asks the poster to add photos`);
    }
    const approved = await approveSublet(tx, id, now, listedUntilFrom(now));
    await alongWith?.(tx, sublet, approved);
    return { message: `Sublet ${id} "${approved.title}" approved: listed until ${formatDate(approved.listedUntil!)}.` };
  });
}

/** Reject (off the board for good) or restore (a listing hidden by reports goes back); both close its reports. */
export async function settle({ db }: UpkeepContext, id: number, decision: 'reject' | 'restore', now: Date, alongWith?: AlongWithDecision): Promise<OperatorReport> {
  return db.transaction(async (tx) => {
    const sublet = await findSublet(tx, id, { lock: true });
    if (!sublet) throw notFound(`No sublet with id ${id}`);
    if (decision === 'restore' && !sublet.active) throw new HttpError(409, `Sublet ${id} was rejected; it cannot be restored`);
    if (decision === 'restore' && !sublet.hidden) throw new HttpError(409, `Sublet ${id} is not hidden; there is nothing to restore`);
    if (decision === 'reject' && !sublet.active) throw new HttpError(409, `Sublet ${id} was already rejected`);
    const settled = await settleSublet(tx, id, decision, now);
    await alongWith?.(tx, sublet, settled);
    return { message: `Sublet ${id} "${settled.title}" ${decision === 'reject' ? 'rejected' : 'restored'} (now ${subletStatus(settled, now)}); its reports are closed.` };
  });
}

export async function listReports({ db }: UpkeepContext): Promise<OperatorReport> {
  const reports = await findReports(db, REPORT_ROWS);
  return {
    message: reports.length ? undefined : 'No sublet has been reported.',
    table: {
      columns: ['ID', 'SUBLET', 'REPORTED', 'STATUS', 'REASON', 'DETAILS', 'TITLE'],
      rows: reports.map((r) => [String(r.id), String(r.subletId), r.createdAt.slice(0, 16).replace('T', ' '), r.resolvedAt ? 'closed' : 'open', REPORT_REASONS[r.reason], r.details, r.title]),
    },
  };
}

/** The upkeep job on demand: reminders due now (queued for the outbox sender), and unconfirmed listings past their 48 hours. */
export async function remind(context: UpkeepContext, now: Date): Promise<OperatorReport> {
  const { reminded, removed } = await runSubletUpkeep(context, now);
  return { message: `Queued ${reminded} reminder mail(s) for sending; removed ${removed} unconfirmed listing(s).` };
}

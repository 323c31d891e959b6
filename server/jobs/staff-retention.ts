import type { StaffSignInRecords } from '../db/queries/purge';

/**
 * How long the records of signing in outlive their use (issue 22). Sessions and invitations stay 30 days after they
 * could last be used, so a recent incident can still be traced to a session's or a link's times; a code or a WebAuthn
 * ceremony is worth nothing once expired and goes then. The audit log, which records every sign-in, code and
 * invitation, is never purged.
 */
export const SIGN_IN_RECORDS_KEPT_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Records that ended before these instants may be deleted. A session ends at its latest end (12 hours after sign-in)
 * whether signed out or idle before; an invitation at its expiry (24 hours after it was sent), spent or not.
 */
export function staffPurgeCutoffs(now: Date): Record<StaffSignInRecords, Date> {
  const kept = new Date(now.getTime() - SIGN_IN_RECORDS_KEPT_DAYS * DAY_MS);
  return { sessions: kept, invitations: kept, codes: now, ceremonies: now };
}

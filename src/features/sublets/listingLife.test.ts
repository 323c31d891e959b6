import { describe, expect, it } from 'vitest';
import {
  canRenew,
  confirmationCutoff,
  hasEnded,
  isConfirmationExpired,
  isHiddenByReports,
  isListed,
  renewalsUsedUp,
  isReminderDue,
  listedUntilFrom,
  MAX_RENEWALS,
  renewalOpensAt,
  renewedUntil,
} from './listingLife';

const at = (iso: string) => new Date(iso);
const approved = { approved: true, active: true, listedUntil: '2026-12-31T12:00:00.000Z', renewals: 0 };

describe('issue 17 listing life', () => {
  it('spec 9 / issue 17 the 30 days start at approval', () => {
    expect(listedUntilFrom(at('2026-11-01T09:30:00Z')).toISOString()).toBe('2026-12-01T09:30:00.000Z');
  });

  it('issue 17 a listing has ended at its last instant, not before', () => {
    expect(hasEnded('2026-12-31T12:00:00Z', at('2026-12-31T11:59:59Z'))).toBe(false);
    expect(hasEnded('2026-12-31T12:00:00Z', at('2026-12-31T12:00:00Z'))).toBe(true);
  });

  it("issue 17 'Renew for 30 days' is offered in the last 7 days and after the end, never before", () => {
    expect(renewalOpensAt(approved.listedUntil).toISOString()).toBe('2026-12-24T12:00:00.000Z');
    expect(canRenew(approved, at('2026-12-24T11:59:59Z'))).toBe(false);
    expect(canRenew(approved, at('2026-12-24T12:00:00Z'))).toBe(true);
    expect(canRenew(approved, at('2027-02-01T00:00:00Z'))).toBe(true);
  });

  it('issue 17 only an approved, active listing can be renewed', () => {
    const late = at('2027-01-05T00:00:00Z');
    expect(canRenew({ ...approved, approved: false }, late)).toBe(false);
    expect(canRenew({ ...approved, active: false }, late)).toBe(false);
    expect(canRenew({ ...approved, listedUntil: null }, late)).toBe(false);
  });

  it('issue 26 a listing is renewed at most 3 times (120 days on the board in all); the window stays open, so the site can say why', () => {
    const late = at('2027-01-05T00:00:00Z');
    expect(MAX_RENEWALS).toBe(3);
    expect(canRenew({ ...approved, renewals: 2 }, late)).toBe(true);
    const usedUp = { ...approved, renewals: 3 };
    expect(canRenew(usedUp, late)).toBe(false);
    expect(renewalsUsedUp(usedUp, late)).toBe(true);
    expect(renewalsUsedUp({ ...approved, renewals: 2 }, late)).toBe(false);
    expect(renewalsUsedUp(usedUp, at('2026-12-01T00:00:00Z'))).toBe(false); // before the window: nothing to say yet
  });

  it('issue 17 renewing adds 30 days to the remaining time, or counts 30 days from now once ended', () => {
    expect(renewedUntil('2026-12-31T12:00:00Z', at('2026-12-27T00:00:00Z')).toISOString()).toBe('2027-01-30T12:00:00.000Z');
    expect(renewedUntil('2026-12-31T12:00:00Z', at('2027-01-10T08:00:00Z')).toISOString()).toBe('2027-02-09T08:00:00.000Z');
  });

  it('issue 17 the reminder is due from 3 days before the end until the end', () => {
    expect(isReminderDue('2026-12-31T12:00:00Z', at('2026-12-28T11:59:59Z'))).toBe(false);
    expect(isReminderDue('2026-12-31T12:00:00Z', at('2026-12-28T12:00:00Z'))).toBe(true);
    expect(isReminderDue('2026-12-31T12:00:00Z', at('2026-12-31T12:00:00Z'))).toBe(false);
  });

  it('issue 17 an unconfirmed listing expires 48 hours after it was posted', () => {
    expect(confirmationCutoff(at('2026-11-03T10:00:00Z')).toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(isConfirmationExpired('2026-11-01T10:00:00Z', at('2026-11-03T09:59:59Z'))).toBe(false);
    expect(isConfirmationExpired('2026-11-01T10:00:00Z', at('2026-11-03T10:00:00Z'))).toBe(true);
  });

  it('spec 4 / issue 17 listed: active, approved, not hidden and before its end', () => {
    const sublet = { ...approved, hidden: false };
    const before = at('2026-12-31T11:00:00Z');
    expect(isListed(sublet, before)).toBe(true);
    expect(isListed(sublet, at('2026-12-31T12:00:00Z'))).toBe(false);
    expect(isListed({ ...sublet, hidden: true }, before)).toBe(false);
    expect(isListed({ ...sublet, approved: false, listedUntil: null }, before)).toBe(false);
    expect(isListed({ ...sublet, active: false }, before)).toBe(false);
  });

  it('issue 17, issue 26 reports from three different networks hide a listing; two do not', () => {
    expect(isHiddenByReports(2)).toBe(false);
    expect(isHiddenByReports(3)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { staffPurgeCutoffs } from './staff-retention';

const now = new Date('2026-11-28T15:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);

describe('issue 22 purge rules', () => {
  it('issue 22 purge rules: a session or an invitation is kept 30 days after its end, then may go', () => {
    const cutoffs = staffPurgeCutoffs(now);
    expect(cutoffs.sessions).toEqual(daysBefore(30));
    expect(cutoffs.invitations).toEqual(daysBefore(30));
    // Ended 29 days ago: kept (not before the cutoff); 31 days ago: purged.
    expect(daysBefore(29) < cutoffs.sessions).toBe(false);
    expect(daysBefore(31) < cutoffs.sessions).toBe(true);
  });

  it('issue 22 purge rules: a code or a ceremony may go as soon as it has expired, never before', () => {
    const cutoffs = staffPurgeCutoffs(now);
    expect(cutoffs.codes).toEqual(now);
    expect(cutoffs.ceremonies).toEqual(now);
  });

  it('issue 22 purge rules: the cutoffs follow the clock they are given, not the machine\'s', () => {
    const later = new Date(now.getTime() + 5 * 24 * 60 * 60_000);
    expect(staffPurgeCutoffs(later).sessions).toEqual(daysBefore(25));
  });
});

import { describe, expect, it } from 'vitest';
import { companyDate, formatCompanyTime, formatUtc, lastDays } from './companyTime';

describe('issue 22 company time', () => {
  it('reads the date at the office in Indianapolis, not in UTC', () => {
    // 02:30 UTC on March 11 is still the evening of March 10 in Indiana (EDT, UTC-4).
    expect(companyDate(new Date('2026-03-11T02:30:00Z'))).toBe('2026-03-10');
    expect(companyDate(new Date('2026-03-11T05:30:00Z'))).toBe('2026-03-11');
  });

  it('shows an instant in company time and in UTC', () => {
    expect(formatCompanyTime('2026-03-10T13:20:00.000Z')).toBe('Mar 10, 2026, 9:20 AM');
    expect(formatCompanyTime('2026-01-10T13:20:00.000Z')).toBe('Jan 10, 2026, 8:20 AM');
    expect(formatUtc('2026-03-10T13:20:00.000Z')).toBe('2026-03-10 13:20:00 UTC');
  });

  it('gives the last 14 days with today as the last one', () => {
    expect(lastDays(new Date('2026-03-11T02:30:00Z'), 14)).toEqual({ from: '2026-02-25', to: '2026-03-10' });
  });
});

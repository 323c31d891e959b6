import { describe, expect, it } from 'vitest';
import { planAvailabilityMonths } from './rules';

describe('spec 9 availability card', () => {
  it('lists each month once, ascending, and none a year or more from today', () => {
    const units = [
      { moveInDate: '2026-05-15', availabilityExtensionMonths: 1 },
      { moveInDate: '2026-03-01', availabilityExtensionMonths: 2 },
      { moveInDate: '2027-03-01', availabilityExtensionMonths: 0 },
    ];
    expect(planAvailabilityMonths(units, '2026-03-10')).toEqual(['2026-03', '2026-04', '2026-05', '2026-06']);
  });
});

import { describe, expect, it } from 'vitest';
import { allowedSubletDates, subletFieldsProblem } from './fields';

const fields = { bedroom: 3, availableBedrooms: 1, availableFrom: '2026-12-01', availableTo: '2027-05-31' };

describe('issue 15 sublet fields the schema cannot judge alone', () => {
  it('allows dates from January 1 of last year to the end of the fifth year ahead', () => {
    expect(allowedSubletDates('2026-11-24')).toEqual({ first: '2025-01-01', last: '2031-12-31' });
    expect(subletFieldsProblem(fields, '2026-11-24')).toBeUndefined();
    expect(subletFieldsProblem({ ...fields, availableFrom: '2025-01-01', availableTo: '2031-12-31' }, '2026-11-24')).toBeUndefined();
  });

  it('refuses year 0, the year before last and year 9999, naming the field', () => {
    expect(subletFieldsProblem({ ...fields, availableFrom: '0000-01-01' }, '2026-11-24')).toEqual({ path: 'availableFrom', message: 'Available From must be between 2025-01-01 and 2031-12-31' });
    expect(subletFieldsProblem({ ...fields, availableFrom: '2024-12-31' }, '2026-11-24')?.path).toBe('availableFrom');
    expect(subletFieldsProblem({ ...fields, availableTo: '9999-12-31' }, '2026-11-24')?.path).toBe('availableTo');
  });

  it('refuses more available bedrooms than the place has', () => {
    expect(subletFieldsProblem({ ...fields, bedroom: 1, availableBedrooms: 4 }, '2026-11-24')?.message).toBe('Available bedrooms must not be more than the 1 bedroom(s) of the place');
    expect(subletFieldsProblem({ ...fields, bedroom: 2, availableBedrooms: 2 }, '2026-11-24')).toBeUndefined();
  });
});

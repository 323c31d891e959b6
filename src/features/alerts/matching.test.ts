import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '@/features/floorplans/filterSchema';
import { alertFacts, startedMatching, type AlertUnit } from './matching';
import { savedSearch } from './savedSearch';

const TODAY = '2026-11-28';
const unit = (change: Partial<AlertUnit> = {}): AlertUnit => ({
  active: true,
  planActive: true,
  community: { id: 7, active: true, leaseType: 'YEARLY' },
  floorplanId: 3,
  featured: false,
  bedroom: 2,
  style: 'APARTMENT',
  rent: 1500,
  moveInDate: '2027-08-01',
  availabilityExtensionMonths: 0,
  specialRent: null,
  specialRentStartDate: null,
  specialRentEndDate: null,
  ...change,
});
const search = (filters: Partial<SearchFilters> = {}, propertyId: number | null = null) =>
  savedSearch({ bedroom: 2, availability: 'any', style: null, rent: { min: 0, max: 4000 }, floorplanIds: [], ...filters }, propertyId);
const reasons = (filters: Partial<SearchFilters>, before: Partial<AlertUnit> | null, after: Partial<AlertUnit>, today = TODAY) =>
  startedMatching(search(filters), before && alertFacts(unit(before), today), alertFacts(unit(after), today));

describe('issue 25 matching: why a unit is reported to a saved search', () => {
  it('issue 25 matching: a unit made active is listed; one never seen before too', () => {
    expect(reasons({}, { active: false }, {})).toEqual(['listed']);
    expect(reasons({}, null, {})).toEqual(['listed']);
    expect(reasons({}, {}, { active: false })).toEqual([]);
  });

  it('issue 25 matching: a unit whose community or plan is off the market is not listed', () => {
    expect(reasons({}, { active: false }, { planActive: false })).toEqual([]);
    expect(reasons({}, { active: false }, { community: { id: 7, active: false, leaseType: 'YEARLY' } })).toEqual([]);
    expect(reasons({}, { active: false }, { community: { id: 7, active: true, leaseType: 'SHORT_TERM' } })).toEqual([]);
    expect(reasons({}, { active: false }, { style: 'GARAGE' })).toEqual([]);
  });

  it('issue 25 matching: its availability date entering the saved month', () => {
    expect(reasons({ availability: '2027-08' }, { moveInDate: '2027-09-01' }, { moveInDate: '2027-08-15' })).toEqual(['date']);
    expect(reasons({ availability: '2027-08' }, { moveInDate: '2027-09-01' }, { moveInDate: '2027-10-01' })).toEqual([]);
  });

  it("issue 25 matching: 'now' reports a unit that became available now as listed; a month reports its date", () => {
    expect(reasons({ availability: 'now' }, { moveInDate: '2027-01-10' }, { moveInDate: TODAY })).toEqual(['listed']);
    expect(reasons({ availability: 'now' }, { moveInDate: '2027-01-10' }, { moveInDate: '2026-12-01' })).toEqual([]);
    expect(reasons({ availability: '2026-12' }, { moveInDate: '2027-01-10' }, { moveInDate: '2026-12-01' })).toEqual(['date']);
    // The day a move-in date arrives, with no write at all.
    expect(reasons({ availability: 'now' }, { moveInDate: '2026-11-29' }, { moveInDate: '2026-11-29' }, '2026-11-29')).toEqual([]);
    expect(
      startedMatching(search({ availability: 'now' }), alertFacts(unit({ moveInDate: '2026-11-29' }), TODAY), alertFacts(unit({ moveInDate: '2026-11-29' }), '2026-11-29')),
    ).toEqual(['listed']);
  });

  it('issue 25 matching: a rent falling into the range is price; a rent increase into it never alerts', () => {
    const range = { rent: { min: 1000, max: 1400 } };
    expect(reasons(range, { rent: 1500 }, { rent: 1350 })).toEqual(['price']);
    expect(reasons(range, { rent: 900 }, { rent: 1100 })).toEqual([]);
  });

  it('issue 25 matching: a unit that matched before reports nothing', () => {
    const range = { rent: { min: 1000, max: 1400 } };
    expect(reasons(range, { rent: 1300 }, { rent: 1200 })).toEqual([]);
    expect(reasons({ availability: '2027-08' }, { moveInDate: '2027-08-01' }, { moveInDate: '2027-08-20' })).toEqual([]);
  });

  it('issue 25 matching: a unit of another community or bedroom count is not reported', () => {
    expect(startedMatching(search({}, 8), null, alertFacts(unit(), TODAY))).toEqual([]);
    expect(startedMatching(search({}, 7), null, alertFacts(unit(), TODAY))).toEqual(['listed']);
    expect(reasons({ bedroom: 1 }, { rent: 1600 }, { rent: 1000 })).toEqual([]);
  });

  it('issue 25 matching: a special rent counts only between its dates, and its start reports special (and price when it brings the rent into range)', () => {
    const special = { specialRent: 1200, specialRentStartDate: '2026-12-01', specialRentEndDate: '2026-12-31' };
    const range = { rent: { min: 1000, max: 1400 } };
    // The same stored unit, the days before, during and after the special.
    const facts = (today: string) => alertFacts(unit(special), today);
    expect(startedMatching(search(range), facts('2026-11-30'), facts('2026-12-01'))).toEqual(['price', 'special']);
    expect(startedMatching(search(range), facts('2026-12-31'), facts('2027-01-01'))).toEqual([]);
    expect(startedMatching(search(range), facts('2026-11-29'), facts('2026-11-30'))).toEqual([]);
    // A plan the search already matched: the special is news of its own.
    expect(startedMatching(search(), facts('2026-11-30'), facts('2026-12-01'))).toEqual(['special']);
    // A special whose rent is above the range: its start changes nothing for this search.
    expect(startedMatching(search({ rent: { min: 0, max: 1100 } }), facts('2026-11-30'), facts('2026-12-01'))).toEqual([]);
  });
});

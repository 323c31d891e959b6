import { describe, expect, it } from 'vitest';
import { UNIT_FIELDS, type UnitFields } from '@/features/staff/catalogEdits';
import { changedFields } from '@/features/staff/planEdits';
import { bulkOutcome } from './unit-change';

const unit: UnitFields = {
  active: true,
  available: true,
  moveInDate: '2026-11-20',
  availabilityExtensionMonths: 0,
  rent: 1050,
  deposit: 500,
  squareFoot: 700,
  allowedPet: 'CAT',
  petPolicy: null,
};
const today = '2026-11-28';

describe('issue 23 units: which fields a change moved', () => {
  it('issue 23 units: before and after hold only the fields that moved', () => {
    expect(changedFields(unit, { ...unit, rent: 1100, petPolicy: 'Cats only' }, UNIT_FIELDS)).toEqual({
      before: { rent: 1050, petPolicy: null },
      after: { rent: 1100, petPolicy: 'Cats only' },
    });
  });

  it('issue 23 units: nothing moved is no change at all (such a unit is neither written nor audited)', () => {
    expect(changedFields(unit, { ...unit }, UNIT_FIELDS)).toBeNull();
  });
});

describe('issue 23 units: what a bulk action makes of a unit', () => {
  it("issue 23 units: 'available-on' makes the unit available from the date", () => {
    expect(bulkOutcome({ ...unit, available: false }, { kind: 'available-on', date: '2027-08-01' }, today)).toEqual({
      fields: { ...unit, available: true, moveInDate: '2027-08-01' },
    });
  });

  it("issue 23 units: 'available-now' sets today, unless the unit is already available from an earlier day", () => {
    expect(bulkOutcome(unit, { kind: 'available-now' }, today)).toEqual({ fields: unit });
    expect(bulkOutcome({ ...unit, moveInDate: '2027-01-01' }, { kind: 'available-now' }, today)).toEqual({ fields: { ...unit, moveInDate: today } });
    // Unavailable from an earlier day: it was not waiting since then, so it is available from today.
    expect(bulkOutcome({ ...unit, available: false }, { kind: 'available-now' }, today)).toEqual({ fields: { ...unit, moveInDate: today } });
  });

  it("issue 23 units: 'rent-percent' rounds to whole dollars, both ways", () => {
    expect(bulkOutcome(unit, { kind: 'rent-percent', percent: 3 }, today)).toEqual({ fields: { ...unit, rent: 1082 } }); // 1081.50
    expect(bulkOutcome({ ...unit, rent: 999 }, { kind: 'rent-percent', percent: -2.5 }, today)).toEqual({ fields: { ...unit, rent: 974 } }); // 974.025
    expect(bulkOutcome({ ...unit, rent: 1 }, { kind: 'rent-percent', percent: 49 }, today)).toEqual({ fields: { ...unit, rent: 1 } }); // 1.49
  });

  it("issue 23 units: 'rent-percent' refuses a rent its rule refuses (below $1, above the maximum) instead of storing it", () => {
    // Half of $1 rounds up to $1; a rent of 0 (stored by hand in SQL) stays below $1 whatever the percentage.
    expect(bulkOutcome({ ...unit, rent: 1 }, { kind: 'rent-percent', percent: -50 }, today)).toEqual({ fields: { ...unit, rent: 1 } });
    expect(bulkOutcome({ ...unit, rent: 0 }, { kind: 'rent-percent', percent: 10 }, today)).toEqual({ problem: 'The rent must be at least $1' });
    expect(bulkOutcome({ ...unit, rent: 1_000_000 }, { kind: 'rent-percent', percent: 1 }, today)).toEqual({ problem: 'The rent must be at most $1,000,000' });
  });

  it("issue 23 units: 'active' lists or unlists the unit and leaves its availability", () => {
    expect(bulkOutcome(unit, { kind: 'active', active: false }, today)).toEqual({ fields: { ...unit, active: false } });
  });
});

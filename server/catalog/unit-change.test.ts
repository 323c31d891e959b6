import { describe, expect, it } from 'vitest';
import { changedFields, UNIT_FIELDS, type UnitFields } from '@/features/staff/catalogEdits';

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

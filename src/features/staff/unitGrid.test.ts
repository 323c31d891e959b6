import { describe, expect, it } from 'vitest';
import { elmNow } from '@tests/msw/fixtures/staffCatalog';
import { availabilityText, cellChange, cellDraft, unitAvailability, unitConflictRows } from './unitGrid';

const TODAY = '2026-03-10';
const unit = elmNow;

describe('issue 23 listings: the grid rules', () => {
  it('issue 23 listings: a unit is Available Now from its move-in day, Available On a later day, Unavailable when not available', () => {
    expect(unitAvailability(unit, TODAY)).toEqual({ kind: 'now', date: '2026-03-01' });
    expect(availabilityText({ ...unit, moveInDate: TODAY }, TODAY)).toBe('Available Now');
    expect(availabilityText({ ...unit, moveInDate: '2026-03-11' }, TODAY)).toBe('Available On Mar 11, 2026');
    expect(availabilityText({ ...unit, available: false }, TODAY)).toBe('Unavailable');
    // The day turns at the office: the same unit is Available Now the next morning.
    expect(availabilityText({ ...unit, moveInDate: '2026-03-11' }, '2026-03-11')).toBe('Available Now');
  });

  it('issue 23 listings: an edit sends only what changed, checked with the API schema and its messages', () => {
    expect(cellChange(unit, 'rent', { value: '$1,300', date: '' }, TODAY)).toEqual({ fields: { rent: 1300 } });
    expect(cellChange(unit, 'rent', { value: '1250', date: '' }, TODAY)).toEqual({ fields: {} });
    expect(cellChange(unit, 'rent', { value: '0', date: '' }, TODAY)).toEqual({ problem: 'The rent must be at least $1' });
    expect(cellChange(unit, 'rent', { value: 'lots', date: '' }, TODAY)).toEqual({ problem: 'Enter the rent in whole dollars' });
    expect(cellChange(unit, 'availabilityExtensionMonths', { value: '30', date: '' }, TODAY)).toEqual({ problem: 'At most 24 months' });
    expect(cellChange(unit, 'allowedPet', { value: '', date: '' }, TODAY)).toEqual({ fields: { allowedPet: null } });
    expect(cellChange(unit, 'petPolicy', { value: ' One cat, $25 a month ', date: '' }, TODAY)).toEqual({ fields: {} });
    expect(cellChange(unit, 'petPolicy', { value: '  ', date: '' }, TODAY)).toEqual({ fields: { petPolicy: null } });
    expect(cellChange(unit, 'active', { value: 'no', date: '' }, TODAY)).toEqual({ fields: { active: false } });
  });

  it('issue 23 listings: availability sets available and the date; Now keeps a past date and sets today otherwise', () => {
    expect(cellChange(unit, 'availability', { value: 'on', date: '2026-08-01' }, TODAY)).toEqual({ fields: { moveInDate: '2026-08-01' } });
    expect(cellChange(unit, 'availability', { value: 'on', date: '' }, TODAY)).toEqual({ problem: 'Choose the date it is available on' });
    expect(cellChange(unit, 'availability', { value: 'on', date: '2026-02-30' }, TODAY)).toEqual({ problem: 'That date does not exist' });
    expect(cellChange(unit, 'availability', { value: 'now', date: '' }, TODAY)).toEqual({ fields: {} });
    expect(cellChange({ ...unit, available: false }, 'availability', { value: 'now', date: '' }, TODAY)).toEqual({ fields: { available: true, moveInDate: TODAY } });
    expect(cellChange({ ...unit, moveInDate: '2026-05-01' }, 'availability', { value: 'now', date: '' }, TODAY)).toEqual({ fields: { moveInDate: TODAY } });
    expect(cellChange(unit, 'availability', { value: 'unavailable', date: '' }, TODAY)).toEqual({ fields: { available: false } });
  });

  it('issue 23 listings: an editor opens with the value, or with the character typed over a text or number', () => {
    expect(cellDraft(unit, 'rent', TODAY)).toEqual({ value: '1250', date: '' });
    expect(cellDraft(unit, 'rent', TODAY, '9')).toEqual({ value: '9', date: '' });
    expect(cellDraft(unit, 'active', TODAY, 'x')).toEqual({ value: 'yes', date: '' });
    expect(cellDraft({ ...unit, moveInDate: '2026-04-01' }, 'availability', TODAY)).toEqual({ value: 'on', date: '2026-04-01' });
  });

  it('issue 23 listings: a conflict lists each changed column with what was typed and what is there now', () => {
    const current = { ...unit, version: 4, rent: 1275, deposit: 600 };
    expect(unitConflictRows({ rent: 1300 }, current, TODAY)).toEqual([['Rent', '$1,300', '$1,275']]);
    expect(unitConflictRows({ available: true, moveInDate: '2026-08-01' }, { ...current, available: false }, TODAY)).toEqual([
      ['Availability', 'Available On Aug 01, 2026', 'Unavailable'],
    ]);
  });
});

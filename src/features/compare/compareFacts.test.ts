import { describe, expect, it } from 'vitest';
import { aspenDetail, suiteDetail } from '@tests/msw/fixtures/floorplanDetail';
import { aUnit, cedar, dogwood } from '@tests/msw/fixtures/floorplans';
import { TODAY } from '@tests/msw/fixtures/today';
import { compareFacts, rowDiffers, rowText, type CompareRowKey } from './compareFacts';

const aspen = compareFacts(aspenDetail, TODAY);
const dog = compareFacts(dogwood, TODAY);

describe('issue 16 compare: what each row says of a plan', () => {
  it('spec 9 special rent and web specials: the running special with the regular rent, then the active offer', () => {
    expect(rowText('rent', aspen)).toBe('$850/mo (special, regular $950/mo); First month free on 12-month leases');
    // The Dogwood's special ended yesterday: its regular rent.
    expect(rowText('rent', dog)).toBe('$2,100/mo');
  });

  it('rooms, square feet, utilities, the estimated monthly total, availability and the deposit', () => {
    const texts = (['rooms', 'squareFeet', 'utilities', 'monthly', 'availability', 'deposit'] as CompareRowKey[]).map((key) => rowText(key, aspen));
    expect(texts).toEqual([
      '1 bed, 1 bath',
      '700 sq ft',
      'Included: Water. Paid by you: Electric, Internet.',
      '$955',
      'Available Now',
      '$500',
    ]);
  });

  it('spec 9 availability: a plan whose units move in later shows the earliest date', () => {
    expect(rowText('availability', compareFacts(cedar, TODAY))).toBe('From Mar 11, 2026');
  });

  it('issue 14: an inactive unit cannot be rented, so its rent, date and pets are not compared', () => {
    const plan = {
      ...dogwood,
      allowedPet: null,
      specialRent: null,
      units: [
        aUnit({ id: 91, rent: 900, moveInDate: '2026-01-01', allowedPet: 'LARGE_DOG_SMALL_DOG_CAT', active: false }),
        aUnit({ id: 92, rent: 1200, moveInDate: '2026-08-01', allowedPet: null }),
      ],
    };
    const facts = compareFacts(plan, TODAY);
    expect(rowText('rent', facts)).toBe('$1,200/mo');
    expect(rowText('availability', facts)).toBe('From Aug 01, 2026');
    expect(facts.pet).toBe('NO_PET');
  });

  it('spec 9 pet matrix: a plan without its own setting takes its most permissive unit', () => {
    const plan = { ...dogwood, allowedPet: null, units: [aUnit({ allowedPet: 'CAT' }), aUnit({ allowedPet: 'SMALL_DOG_CAT' })] };
    expect(compareFacts(plan, TODAY).pet).toBe('SMALL_DOG_CAT');
  });

  it('spec 9 short-term: priced per day plus tax from the true lowest tier (issue 14), per stay, with no deposit', () => {
    const suite = compareFacts(suiteDetail, TODAY);
    expect(rowText('rent', suite)).toBe('From $89/day for 1-4 months, plus tax');
    expect(rowText('monthly', suite)).toBe('Priced per stay');
    expect(rowText('deposit', suite)).toBe('No deposit');
  });
});

describe('issue 16 compare: rows whose values differ are marked', () => {
  it('marks rent, rooms and square feet but not the pets or the deposit both plans share', () => {
    const marked = (['community', 'rent', 'rooms', 'squareFeet', 'pets', 'deposit', 'photo'] as CompareRowKey[]).filter((key) => rowDiffers(key, [aspen, dog]));
    expect(marked).toEqual(['community', 'rent', 'rooms', 'squareFeet']);
  });

  it('marks nothing with a single plan', () => {
    expect(rowDiffers('rent', [aspen])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { aFloorplan, aUnit } from '@tests/msw/fixtures/floorplans';
import { communityOffer } from './overview';

const TODAY = '2026-03-10';
const plan = (bedroom: number, rents: number[], extra: Parameters<typeof aFloorplan>[0] = {}) =>
  aFloorplan({ bedroom, units: rents.map((rent, index) => aUnit({ id: bedroom * 100 + index, rent })), ...extra });

describe("issue 27 community overview: '1-3 bed from $X'", () => {
  it('spans the bedrooms of the plans with units, from the lowest rent a renter pays today', () => {
    expect(communityOffer([plan(1, [950, 900]), plan(3, [1800]), plan(2, [1200])], TODAY)).toBe('1-3 bed from $900/mo');
  });

  it('a special rent running today is the price (spec 9), one that ended is not', () => {
    const special = { specialRent: 799, specialRentStartDate: '2026-03-01', specialRentEndDate: '2026-03-31' };
    expect(communityOffer([plan(1, [950], special), plan(2, [1200])], TODAY)).toBe('1-2 bed from $799/mo');
    expect(communityOffer([plan(1, [950], special), plan(2, [1200])], '2026-04-01')).toBe('1-2 bed from $950/mo');
  });

  it('names studios, and one bedroom count once', () => {
    expect(communityOffer([plan(0, [700]), plan(2, [1200])], TODAY)).toBe('Studio-2 bed from $700/mo');
    expect(communityOffer([plan(2, [1200]), plan(2, [1300])], TODAY)).toBe('2 bed from $1,200/mo');
  });

  it('leaves out plans with no units, and says nothing when none has one', () => {
    expect(communityOffer([plan(4, []), plan(1, [900])], TODAY)).toBe('1 bed from $900/mo');
    expect(communityOffer([plan(4, [])], TODAY)).toBeNull();
  });

  it('a parking space (a GARAGE plan) is no home: it sets neither the bedrooms nor the price', () => {
    expect(communityOffer([plan(0, [95], { style: 'GARAGE' }), plan(2, [1200])], TODAY)).toBe('2 bed from $1,200/mo');
    expect(communityOffer([plan(0, [95], { style: 'GARAGE' })], TODAY)).toBeNull();
  });

  it('a short-term plan is priced by the day, from its lowest tier', () => {
    const suite = aFloorplan({
      bedroom: 1,
      units: [],
      shortTerm: { squareFoot: 500, priceFor2To4Days: 150, priceFor5To13Days: 120, priceFor14To29Days: 99, priceFor1To4Months: 90, priceFor4andMoreMonths: 80 },
    });
    expect(communityOffer([suite], TODAY)).toBe('1 bed from $80/day');
  });
});

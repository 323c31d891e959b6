import { describe, expect, it } from 'vitest';
import { homePageSpecials } from '@tests/msw/fixtures/specials';
import { specialModalCookieName, specialModalDelay, specialPropertyIds, specialsForProperty } from './homeSpecials';

describe('spec 7 home page specials', () => {
  it('turns the comma-separated properties into a list of ids', () => {
    expect(specialPropertyIds({ properties: '1, 3,,x,12' })).toEqual([1, 3, 12]);
    expect(specialPropertyIds({ properties: '' })).toEqual([]);
  });

  it("keeps those whose properties include the current property, sorted by startDate ascending", () => {
    expect(specialsForProperty(homePageSpecials, 1).map((special) => special.title)).toEqual([
      'Spring Move-In Special',
      'Summer Savings',
    ]);
    expect(specialsForProperty(homePageSpecials, 2).map((special) => special.title)).toEqual(['Jordan Only']);
    expect(specialsForProperty(homePageSpecials, 11).map((special) => special.title)).toEqual(['Jordan Only']);
    expect(specialsForProperty(homePageSpecials, 4)).toEqual([]);
  });
});

describe('spec 4 special modal cookie', () => {
  it("is named '{parent-}{propertyId}-specialModalClosed'", () => {
    expect(specialModalCookieName(1)).toBe('1-specialModalClosed');
    expect(specialModalCookieName(1, 'kirkwood')).toBe('kirkwood-1-specialModalClosed');
  });
});

describe('spec 4 / issue 13 the pop-up opens 3 s after load', () => {
  it('on the landing page counts from when the page began to load: 1.2 s of loading leave 1.8 s', () => {
    expect(specialModalDelay(1200)).toBe(1800);
  });

  it('opens at once when the page took longer than that to become live, and waits 3 s after an in-app visit', () => {
    expect(specialModalDelay(4500)).toBe(0);
    expect(specialModalDelay(0)).toBe(3000);
  });
});

import { describe, expect, it } from 'vitest';
import { aspen, birch, cedar, dogwood } from '@tests/msw/fixtures/floorplans';
import { TODAY } from '@tests/msw/fixtures/today';
import { defaultFilters } from './filters';
import { floorplanListing } from './listing';
import { openingLaterCount } from './searchListings';

// On TODAY (March 10): the Aspen, the Birch and the Dogwood have a unit available now; the Cedar's opens on March 11.
const listings = [aspen, birch, cedar, dogwood].map((plan) => floorplanListing(plan, TODAY));

describe("issue 27 'more open later'", () => {
  it("counts, under 'Available Now', what the other filters find only at a later date", () => {
    expect(openingLaterCount(listings, defaultFilters('now'))).toBe(1);
    expect(openingLaterCount(listings, { ...defaultFilters('now'), bedroom: 1 })).toBe(0);
  });

  it('is 0 under any other availability, which hides nothing that opens later', () => {
    expect(openingLaterCount(listings, defaultFilters('any'))).toBe(0);
    expect(openingLaterCount(listings, { ...defaultFilters('now'), availability: '2026-05' })).toBe(0);
  });
});

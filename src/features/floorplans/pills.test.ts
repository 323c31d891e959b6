import { describe, expect, it } from 'vitest';
import { defaultFilters, type ListingFilters } from './filters';
import { filterPills } from './pills';

const search = defaultFilters('now');
const labels = (filters: Partial<ListingFilters>, defaults = search) =>
  filterPills({ ...defaults, ...filters }, defaults, (id) => (id === 101 ? 'The Aspen' : undefined)).map((pill) => pill.label);

describe('spec 2 filter pills', () => {
  it('shows none for the default state', () => {
    expect(labels({})).toEqual([]);
  });

  it("reads '2 bedroom', '{month} availability', '$min - $max', a style and floor plans", () => {
    expect(
      labels({
        bedroom: 2,
        availability: '2026-05',
        rent: { min: 500, max: 1500 },
        style: 'TOWN_HOME',
        floorplanIds: [101, 7],
      }),
    ).toEqual(['2 bedroom', 'May 2026 availability', '$500 - $1,500', 'Town Home', 'The Aspen', 'Floorplan 7']);
  });

  it('shows the rent pill only when the range differs from the default 0-4000', () => {
    expect(labels({ rent: { min: 0, max: 4000 } })).toEqual([]);
    expect(labels({ rent: { min: 0, max: 3999 } })).toEqual(['$0 - $3,999']);
  });

  it("shows 'Available Now' only where it is not the default", () => {
    expect(labels({ availability: 'now' })).toEqual([]);
    expect(labels({ availability: 'now' }, defaultFilters('any'))).toEqual(['Available Now']);
    expect(labels({ availability: 'any' })).toEqual([]);
  });

  it('removing a pill clears only its filter', () => {
    const filters: ListingFilters = { ...search, bedroom: 2, availability: '2026-05', rent: { min: 500, max: 1500 }, floorplanIds: [101, 7] };
    const [bedroom, month, rent, aspen] = filterPills(filters, search);
    expect(bedroom.cleared).toEqual({ ...filters, bedroom: null });
    expect(month.cleared).toEqual({ ...filters, availability: 'now' });
    expect(rent.cleared).toEqual({ ...filters, rent: { min: 0, max: 4000 } });
    expect(aspen.cleared).toEqual({ ...filters, floorplanIds: [7] });
  });
});

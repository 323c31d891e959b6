import { describe, expect, it } from 'vitest';
import { FLOORPLAN_STYLES } from '@/features/floorplans/types';
import type { ShortTermListItem } from './types';
import {
  activeShortTermPlans,
  bedroomOptions,
  DEFAULT_SHORT_TERM_SORT,
  filterShortTermPlans,
  sortShortTermPlans,
  styleOptions,
} from './listRules';

function plan(id: number, bedroom: number, priceFor5To13Days: number, style: ShortTermListItem['style'] = 'APARTMENT', active = true): ShortTermListItem {
  return {
    id,
    name: `Suite ${id}`,
    active,
    style,
    bedroom,
    bathroom: 1,
    coverImage: null,
    shortTerm: {
      squareFoot: 600,
      priceFor2To4Days: priceFor5To13Days + 20,
      priceFor5To13Days,
      priceFor14To29Days: priceFor5To13Days - 10,
      priceFor1To4Months: priceFor5To13Days - 20,
      priceFor4andMoreMonths: priceFor5To13Days - 30,
    },
  };
}

const plans = [plan(1, 2, 140), plan(2, 0, 95, 'STUDIO'), plan(3, 1, 110), plan(4, 3, 180, 'TOWN_HOME'), plan(5, 1, 99, 'APARTMENT', false)];

describe('spec 2/3/9 short-term list', () => {
  it('keeps active plans only', () => {
    expect(activeShortTermPlans(plans).map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it("sorts by the 5-13 day price ascending by default ('priceAsc')", () => {
    expect(DEFAULT_SHORT_TERM_SORT).toBe('priceAsc');
    expect(sortShortTermPlans(plans, 'priceAsc').map((p) => p.id)).toEqual([2, 5, 3, 1, 4]);
    expect(sortShortTermPlans(plans, 'priceDesc').map((p) => p.id)).toEqual([4, 1, 3, 5, 2]);
  });

  it('sorts by bedrooms both ways, keeping ties in order', () => {
    expect(sortShortTermPlans(plans, 'bedroomsAsc').map((p) => p.id)).toEqual([2, 3, 5, 1, 4]);
    expect(sortShortTermPlans(plans, 'bedroomsDesc').map((p) => p.id)).toEqual([4, 1, 3, 5, 2]);
  });

  it('filters by checked bedrooms and Home Types; nothing checked means everything', () => {
    expect(filterShortTermPlans(plans, { bedrooms: [], styles: [] })).toHaveLength(5);
    expect(filterShortTermPlans(plans, { bedrooms: [1, 2], styles: [] }).map((p) => p.id)).toEqual([1, 3, 5]);
    expect(filterShortTermPlans(plans, { bedrooms: [], styles: ['STUDIO', 'TOWN_HOME'] }).map((p) => p.id)).toEqual([2, 4]);
    expect(filterShortTermPlans(plans, { bedrooms: [0], styles: ['TOWN_HOME'] })).toEqual([]);
  });

  it('offers only the bedroom counts and styles present', () => {
    expect(bedroomOptions(plans)).toEqual([0, 1, 2, 3]);
    expect(styleOptions(plans, FLOORPLAN_STYLES)).toEqual(['STUDIO', 'APARTMENT', 'TOWN_HOME']);
  });
});

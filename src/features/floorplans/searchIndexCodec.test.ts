import { describe, expect, it } from 'vitest';
import type { IndexedPlan } from './searchIndex';
import { decodeSearchIndex, encodeSearchIndex, type SearchIndexWire } from './searchIndexCodec';

/** A plan of the index; `facts` follow the card's fields unless given. */
function entry(id: number, plan: Partial<Omit<IndexedPlan, 'facts'>> = {}, facts: Partial<IndexedPlan['facts']> = {}): IndexedPlan {
  const card = {
    id,
    bedroom: 2,
    bathroom: 1,
    style: 'APARTMENT' as const,
    details: { name: `Plan ${id}`, coverImage: `https://example.test/cover-${id}.jpg`, coverAlt: `The living room of plan ${id}`, photosFolderId: `folder-${id}` },
    community: { id: 7, name: 'Maple Court' },
    price: { rent: 1295, regularRent: null },
    offer: null,
    inSearch: true,
    inSpotlight: false,
    ...plan,
  };
  return {
    ...card,
    facts: {
      featured: false,
      bedroom: card.bedroom,
      style: card.style,
      floorplanId: id,
      price: card.price,
      moveInDate: '2026-12-05',
      availableNow: false,
      availabilityMonths: ['2026-12', '2027-01'],
      ...facts,
    },
  };
}

/** Through the wire as the page carries it (JSON) and back. */
const roundTrip = (plans: IndexedPlan[], details = true) =>
  decodeSearchIndex(JSON.parse(JSON.stringify(encodeSearchIndex(plans, { details }))) as SearchIndexWire);

describe('issue 28 the home index codec', () => {
  it('gives back an empty index', () => {
    expect(roundTrip([])).toStrictEqual([]);
  });

  it('gives back every field of ordinary plans, including a featured one outside the search and a plan of no community', () => {
    const plans = [
      entry(3, { offer: '$100 off the first month' }, { featured: true, availableNow: true, moveInDate: '2026-11-02', availabilityMonths: ['2026-11', '2026-12'] }),
      entry(5, { bathroom: 2.5, bedroom: 3, style: 'TOWN_HOME', community: null, price: { rent: 1100, regularRent: 1250 }, offer: '$1,100/mo until Dec 20, 2026' }),
      entry(9, { price: { rent: null, regularRent: null }, details: { name: 'Plan 9', coverImage: null, coverAlt: null, photosFolderId: null } }, { moveInDate: null, availabilityMonths: [] }),
      entry(1, { inSearch: false, inSpotlight: true, offer: '$100 off the first month' }, { featured: true }),
    ];
    expect(roundTrip(plans)).toStrictEqual(plans);
    expect(roundTrip(plans, false)).toStrictEqual(plans.map((plan) => ({ ...plan, details: undefined })));
  });

  it('carries values that fit no compact form as they are', () => {
    const plans = [
      entry(2, { bedroom: 40, bathroom: 1.25, price: { rent: 1234.5, regularRent: 99_999_999 } }, { moveInDate: '2026-12-05T10:00:00', availabilityMonths: ['2027-03', '2026-12'] }),
      entry(4, { offer: 'Ask about \u0001 the $1,295 deal', style: 'CASTLE' as IndexedPlan['style'] }, { moveInDate: 'soon', availabilityMonths: ['2026-13', 'someday'] }),
      entry(6, { price: { rent: -50, regularRent: null } }, { moveInDate: '2026-02-30', availabilityMonths: ['2026-12', '2026-12', '2031-01'] }),
    ];
    expect(roundTrip(plans)).toStrictEqual(plans);
  });
});

import { describe, expect, it } from 'vitest';
import { floorPlanFieldText, parseShortlist, serializeShortlist, sharedCommunity, toggleSaved, type SavedPlan } from './shortlist';

const dunn: SavedPlan = { id: 1, name: 'Dunn Studio', community: 'The Kirkwood' };
const jordan: SavedPlan = { id: 10, name: 'Jordan Two', community: 'Jordan Commons' };

describe('issue 16 shortlist: the stored value', () => {
  it('reads back what it wrote', () => {
    expect(parseShortlist(serializeShortlist([dunn, jordan]))).toEqual([dunn, jordan]);
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2, plans: [dunn] })],
    ['a foreign value', JSON.stringify(['Dunn Studio'])],
    ['plans that are not a list', JSON.stringify({ version: 1, plans: 'Dunn Studio' })],
  ])('reads %s as an empty shortlist', (_case, raw) => {
    expect(parseShortlist(raw)).toEqual([]);
  });

  it('drops stray entries and keeps a plan saved twice once', () => {
    const raw = JSON.stringify({ version: 1, plans: [dunn, { id: 'x', name: 'Bad' }, { id: 2, name: ' ' }, { ...dunn, name: 'Again' }, jordan] });
    expect(parseShortlist(raw)).toEqual([dunn, jordan]);
  });
});

describe('issue 16 shortlist: saving', () => {
  it('a toggle saves a plan at the end, and removes it when pressed again', () => {
    expect(toggleSaved([dunn], jordan)).toEqual([dunn, jordan]);
    expect(toggleSaved([dunn, jordan], dunn)).toEqual([jordan]);
  });
});

describe("issue 16 shortlist: 'Ask about these' fills spec 3 additionalInfo.floorPlan", () => {
  it('names each plan with its community', () => {
    expect(floorPlanFieldText([dunn, jordan, { id: 3, name: 'Suite One', community: null }])).toBe(
      'Dunn Studio (The Kirkwood), Jordan Two (Jordan Commons), Suite One',
    );
  });

  it('stays within the 200 characters of the field, saying how many more there are', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Plan number ${index + 1}`, community: 'Cascades Flats' }));
    const text = floorPlanFieldText(many);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text).toMatch(/^Plan number 1 \(Cascades Flats\), .* and \d+ more$/);
  });

  it("issue 27 a single plan too long for the field is counted as '1 saved floor plan'", () => {
    expect(floorPlanFieldText([{ id: 1, name: 'A'.repeat(201), community: null }])).toBe('1 saved floor plan');
  });
});

describe("issue 16 shortlist: 'Ask about these' names the community", () => {
  const plan = (id: number, community: string): SavedPlan => ({ id, name: `Plan ${id}`, community });
  it('names the community all the saved plans share', () => {
    expect(sharedCommunity([plan(1, 'The Kirkwood'), plan(2, 'The Kirkwood')])).toBe('The Kirkwood');
  });
  it('names none when the plans are in several communities, or none is known', () => {
    expect(sharedCommunity([plan(1, 'The Kirkwood'), plan(2, 'Sample Gates')])).toBeUndefined();
    expect(sharedCommunity([plan(1, '')])).toBeUndefined();
    expect(sharedCommunity([])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { roomsLabel } from './styleLabels';

describe('spec 2 rooms, issue 27 parking spaces', () => {
  it("reads 'N bed, N bath' for a home, a studio's 0 bedrooms included", () => {
    expect(roomsLabel({ style: 'APARTMENT', bedroom: 2, bathroom: 1 })).toBe('2 bed, 1 bath');
    expect(roomsLabel({ style: 'STUDIO', bedroom: 0, bathroom: 1 })).toBe('0 bed, 1 bath');
  });

  it("reads 'Parking space' for a garage's space, never '0 bed, 0 bath'", () => {
    expect(roomsLabel({ style: 'GARAGE', bedroom: 0, bathroom: 0 })).toBe('Parking space');
  });
});

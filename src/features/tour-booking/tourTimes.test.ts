import { describe, expect, it } from 'vitest';
import { dayLabel, localDate, whenLabel, zoneLabel } from './tourTimes';
import { tourTime } from './when';

const ZONE = 'America/Indiana/Indianapolis';

describe('issue 24 tour times', () => {
  it('issue 24 tour times: a day is written out as the calendar day it names', () => {
    expect(dayLabel('2026-12-01')).toBe('Tue, Dec 1');
    expect(dayLabel('2027-01-01')).toBe('Fri, Jan 1');
  });

  it("issue 24 tour times: a slot reads on the community's clock, in winter and in summer", () => {
    expect(tourTime('2026-12-01T14:30:00.000Z')).toBe('9:30 AM');
    expect(tourTime('2026-07-01T13:30:00.000Z')).toBe('9:30 AM');
  });

  it('issue 24 tour times: on the day daylight saving time ends, 9 AM is 14:00 UTC', () => {
    expect(whenLabel('2026-11-01T14:00:00.000Z')).toBe('Sun, Nov 1 at 9:00 AM');
  });

  it('issue 24 tour times: an evening slot keeps its own day, not the next UTC day', () => {
    expect(whenLabel('2026-12-02T00:30:00.000Z')).toBe('Tue, Dec 1 at 7:30 PM');
  });

  it("issue 24 tour times: the community's clock is named as people know it", () => {
    expect(zoneLabel(ZONE)).toBe('Eastern Time');
  });
});

describe('issue 24 tour times: the day of an instant', () => {
  it("issue 24 tour times: an evening slot belongs to the community's day, not the UTC one", () => {
    expect(localDate('2026-12-02T00:30:00.000Z', ZONE)).toBe('2026-12-01');
    expect(localDate('2026-12-01T15:00:00.000Z', ZONE)).toBe('2026-12-01');
  });
});

import { describe, expect, it } from 'vitest';
import { checkSlot, DEFAULT_TOUR_SETTINGS, FALLBACK_WEEKLY_HOURS, freeSlots, nearestFreeSlots, parseOfficeHours, type SlotInput, type TourSettings } from './slots';

const h = (hour: number, minute = 0) => hour * 60 + minute;
const SEED_HOURS = 'Mon-Fri 9:00 AM - 6:00 PM, Sat 10:00 AM - 4:00 PM';

const settings = (changes: Partial<TourSettings> = {}): TourSettings => ({ ...DEFAULT_TOUR_SETTINGS, weeklyHours: parseOfficeHours(SEED_HOURS), ...changes });
const input = (now: string, changes: Partial<SlotInput> = {}): SlotInput => ({ now: new Date(now), settings: settings(), blackouts: [], booked: [], ...changes });
const startsOn = (slots: ReturnType<typeof freeSlots>, date: string) => slots.find((day) => day.date === date)?.slots.map((slot) => slot.start) ?? [];
const tour = (start: string, minutes = 30) => ({ start: new Date(start), end: new Date(Date.parse(start) + minutes * 60_000) });

describe('issue 24 tour slots: weekly hours read from the office hours text', () => {
  it.each([
    [SEED_HOURS, 1, [{ from: h(9), to: h(18) }]],
    [SEED_HOURS, 6, [{ from: h(10), to: h(16) }]],
    [SEED_HOURS, 0, []],
    ['Mon-Sat 9:00 AM - 7:00 PM', 6, [{ from: h(9), to: h(19) }]],
    ['Every day 8:00 AM - 8:00 PM', 0, [{ from: h(8), to: h(20) }]],
    ['Mon-Fri 9-6', 3, [{ from: h(9), to: h(18) }]],
    ['Mon & Wed 10 am - 2 pm; Sun closed', 3, [{ from: h(10), to: h(14) }]],
    ['Mon & Wed 10 am - 2 pm; Sun closed', 2, []],
  ])('%s on day %i', (text, day, hours) => {
    expect(parseOfficeHours(text)[day]).toEqual(hours);
  });

  it.each(['', 'By appointment', 'Mon-Fri 9:00 AM - 6:00 PM, and weekends by appointment', 'Mon-Fri 6 PM - 9 AM'])('%j cannot be read: Monday to Friday, 9 to 5', (text) => {
    expect(parseOfficeHours(text)).toEqual(FALLBACK_WEEKLY_HOURS);
    expect(FALLBACK_WEEKLY_HOURS[1]).toEqual([{ from: h(9), to: h(17) }]);
  });
});

describe('issue 24 tour slots: offered = hours - blackouts - booked with buffers - notice - horizon', () => {
  // Monday, November 30, 2026, 7:00 AM in Bloomington (EST, UTC-5).
  const MONDAY_7AM = '2026-11-30T12:00:00.000Z';

  it('offers every 30 minutes of the hours, each tour ending by closing time, from today for 14 days', () => {
    const days = freeSlots(input(MONDAY_7AM));
    expect(days).toHaveLength(14);
    expect(days[0].date).toBe('2026-11-30');
    expect(days[13].date).toBe('2026-12-13');
    const monday = startsOn(days, '2026-11-30');
    expect(monday[0]).toBe('2026-11-30T14:00:00.000Z'); // 9:00 AM
    expect(monday.at(-1)).toBe('2026-11-30T22:30:00.000Z'); // 5:30 PM: ends at 6:00
    expect(monday).toHaveLength(18);
    expect(startsOn(days, '2026-12-05')).toHaveLength(12); // Saturday 10 to 4
    expect(startsOn(days, '2026-12-06')).toEqual([]); // Sunday
  });

  it('keeps the minimum notice: nothing starts within 2 hours of now', () => {
    const monday = startsOn(freeSlots(input('2026-11-30T15:10:00.000Z')), '2026-11-30'); // 10:10 AM
    expect(monday[0]).toBe('2026-11-30T17:30:00.000Z'); // 12:30 PM, the first start 2 hours away
  });

  it('never offers beyond the horizon, even when more days are asked for', () => {
    expect(freeSlots(input(MONDAY_7AM, { days: 30 }))).toHaveLength(14);
    expect(freeSlots(input(MONDAY_7AM, { days: 3 }))).toHaveLength(3);
  });

  it('takes out a booked tour, the starts whose tour would run into it, and those inside its buffer after', () => {
    const monday = startsOn(freeSlots(input(MONDAY_7AM, { booked: [tour('2026-11-30T16:00:00.000Z')] })), '2026-11-30'); // 11:00 AM
    expect(monday).toContain('2026-11-30T15:00:00.000Z'); // 10:00: ends 10:30, buffer to 10:45
    expect(monday).not.toContain('2026-11-30T15:30:00.000Z'); // 10:30: its buffer runs to 11:15
    expect(monday).not.toContain('2026-11-30T16:00:00.000Z');
    expect(monday).not.toContain('2026-11-30T16:30:00.000Z'); // 11:30: inside 11:00's buffer (to 11:45)
    expect(monday).toContain('2026-11-30T17:00:00.000Z');
  });

  it('offers a slot until it holds its capacity', () => {
    const booked = [tour('2026-11-30T16:00:00.000Z')];
    const two = startsOn(freeSlots(input(MONDAY_7AM, { booked, settings: settings({ capacity: 2, bufferMinutes: 0 }) })), '2026-11-30');
    expect(two).toContain('2026-11-30T16:00:00.000Z');
    const full = startsOn(freeSlots(input(MONDAY_7AM, { booked: [...booked, ...booked], settings: settings({ capacity: 2, bufferMinutes: 0 }) })), '2026-11-30');
    expect(full).not.toContain('2026-11-30T16:00:00.000Z');
  });

  it('honours a blackout day and blackout hours', () => {
    const days = freeSlots(input(MONDAY_7AM, { blackouts: [{ date: '2026-12-01', hours: null }, { date: '2026-12-02', hours: { from: h(12), to: h(13) } }] }));
    expect(startsOn(days, '2026-12-01')).toEqual([]);
    const wednesday = startsOn(days, '2026-12-02');
    expect(wednesday).toContain('2026-12-02T16:30:00.000Z'); // 11:30, ends at noon
    expect(wednesday).not.toContain('2026-12-02T17:00:00.000Z');
    expect(wednesday).not.toContain('2026-12-02T17:30:00.000Z');
    expect(wednesday).toContain('2026-12-02T18:00:00.000Z'); // 1:00 PM
  });
});

describe('issue 24 tour slots: the days daylight saving time ends and starts give the right instants', () => {
  it.each([
    // Fall back on Sunday, November 1, 2026: 9:00 AM is 13:00Z on Friday (EDT), 14:00Z on Monday (EST).
    ['2026-10-29T12:00:00.000Z', '2026-10-30', '2026-10-30T13:00:00.000Z'],
    ['2026-10-29T12:00:00.000Z', '2026-11-02', '2026-11-02T14:00:00.000Z'],
    // Spring forward on Sunday, March 14, 2027: 9:00 AM is 14:00Z on Friday (EST), 13:00Z on Monday (EDT).
    ['2027-03-11T12:00:00.000Z', '2027-03-12', '2027-03-12T14:00:00.000Z'],
    ['2027-03-11T12:00:00.000Z', '2027-03-15', '2027-03-15T13:00:00.000Z'],
  ])('from %s, %s opens at %s', (now, date, first) => {
    expect(startsOn(freeSlots(input(now)), date)[0]).toBe(first);
  });

  const nightOwl = settings({ weeklyHours: parseOfficeHours('Every day 1:00 AM - 5:00 AM'), bufferMinutes: 0 });
  const hours = (minutes: number[]) => minutes.map((minute) => new Date(Date.UTC(0, 0, 1, 0, minute)).toISOString().slice(11, 16));

  it('on the November day itself, 1:00 to 5:00 AM local holds 8 starts, each its own instant (the hour 1 AM repeats)', () => {
    const starts = startsOn(freeSlots(input('2026-10-29T12:00:00.000Z', { settings: nightOwl })), '2026-11-01');
    expect(starts.map((start) => start.slice(11, 16))).toEqual(hours([360, 390, 420, 450, 480, 510, 540, 570])); // 1:00 EST ... 4:30 EST
  });

  it('on the March day itself, the skipped 2:00 and 2:30 AM are not offered', () => {
    const starts = startsOn(freeSlots(input('2027-03-11T12:00:00.000Z', { settings: nightOwl })), '2027-03-14');
    expect(starts.map((start) => start.slice(11, 16))).toEqual(hours([360, 390, 420, 450, 480, 510])); // 1:00, 1:30 EST; 3:00 ... 4:30 EDT
  });
});

describe('issue 24 tour slots: checking a booked time', () => {
  const now = '2026-11-30T12:00:00.000Z';
  it.each([
    ['2026-11-30T14:00:00.000Z', 'free'],
    ['2026-11-30T14:10:00.000Z', 'outside-rules'], // not a start
    ['2026-12-06T16:00:00.000Z', 'outside-rules'], // Sunday
    ['2026-11-30T13:30:00.000Z', 'outside-rules'], // before opening
    ['2026-12-14T14:00:00.000Z', 'outside-rules'], // beyond the horizon
    ['2026-11-30T16:30:00.000Z', 'taken'], // inside the booked tour's buffer
  ] as const)('%s is %s', (start, expected) => {
    expect(checkSlot(new Date(start), input(now, { booked: [tour('2026-11-30T16:00:00.000Z')] }))).toBe(expected);
  });

  it('answers the nearest free starts for a taken one, nearest first', () => {
    const nearest = nearestFreeSlots(new Date('2026-11-30T16:00:00.000Z'), input(now, { booked: [tour('2026-11-30T16:00:00.000Z')] }));
    expect(nearest.map((slot) => slot.start)).toEqual(['2026-11-30T15:00:00.000Z', '2026-11-30T17:00:00.000Z', '2026-11-30T14:30:00.000Z']);
  });
});

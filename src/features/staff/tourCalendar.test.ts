import { describe, expect, it } from 'vitest';
import { dayLabel, officeClock, shiftDays, toursByDay } from './tourCalendar';
import type { OfficeTour } from './tourOffice';

const tour = (id: number, start: string): OfficeTour => ({ id, start, end: start, status: 'confirmed', name: 'Robin', email: 'r@example.org', phone: '8125550100', people: 1, floorplanName: null, unitAddress: null, leadId: null });

describe('issue 24 tour calendar: days in the office time', () => {
  it('issue 24 tour calendar: a tour late in the evening at the office belongs to that day, not to the UTC one', () => {
    // 8:30 PM on Dec 1 in Indianapolis is 01:30 UTC on Dec 2.
    const days = toursByDay([tour(1, '2026-12-02T01:30:00.000Z'), tour(2, '2026-12-02T15:00:00.000Z')], '2026-12-01', 2);
    expect(days.map((day) => [day.date, day.tours.map((t) => t.id)])).toEqual([['2026-12-01', [1]], ['2026-12-02', [2]]]);
    expect(officeClock('2026-12-02T01:30:00.000Z')).toBe('8:30 PM');
  });

  it('issue 24 tour calendar: weeks cross months and the clock change', () => {
    expect(shiftDays('2026-10-29', 7)).toBe('2026-11-05');
    expect(dayLabel('2026-12-01')).toBe('Tue, Dec 1');
    expect(toursByDay([], '2026-03-06', 7).map((day) => day.date)).toEqual(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12']);
  });
});

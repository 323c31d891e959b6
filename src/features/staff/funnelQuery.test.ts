import { describe, expect, it } from 'vitest';
import { defaultFunnelQuery, FUNNEL_QUERY_CODEC, funnelPeriodLabel } from './funnelQuery';

describe('issue 22 funnel: its state in the URL', () => {
  const defaults = defaultFunnelQuery(new Date('2026-03-10T16:00:00Z'));

  it('opens on the last 14 days at the office, a line a day', () => {
    expect(defaults).toEqual({ from: '2026-02-25', to: '2026-03-10', group: 'day' });
    expect(FUNNEL_QUERY_CODEC.serialize(defaults, defaults, new URLSearchParams()).toString()).toBe('');
  });

  it('reads the dates, grouping and community it is given, and drops a bad one alone', () => {
    const query = FUNNEL_QUERY_CODEC.parse(new URLSearchParams('from=2026-01-01&to=2026-01-31&group=week&community=2'), defaults);
    expect(query).toEqual({ from: '2026-01-01', to: '2026-01-31', group: 'week', community: 2 });
    expect(FUNNEL_QUERY_CODEC.serialize(query, defaults, new URLSearchParams()).toString()).toBe('from=2026-01-01&to=2026-01-31&group=week&community=2');
    expect(FUNNEL_QUERY_CODEC.parse(new URLSearchParams('from=yesterday&group=month&community=x'), defaults)).toEqual(defaults);
  });

  it('names a period by its day, or a week by its Monday', () => {
    expect(funnelPeriodLabel('2026-03-02', 'day')).toBe('Mar 02, 2026');
    expect(funnelPeriodLabel('2026-03-02', 'week')).toBe('Week of Mar 02, 2026');
  });
});

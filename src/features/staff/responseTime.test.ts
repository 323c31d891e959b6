import { describe, expect, it } from 'vitest';
import { timeToFirstResponse } from './responseTime';

describe('issue 22 leads: time to first response', () => {
  const received = '2026-03-09T15:00:00.000Z';
  it('says how long the renter waited, in the largest units that matter', () => {
    expect(timeToFirstResponse(received, '2026-03-09T15:45:00.000Z')).toBe('45 min');
    expect(timeToFirstResponse(received, '2026-03-09T17:30:00.000Z')).toBe('2 h 30 min');
    expect(timeToFirstResponse(received, '2026-03-09T17:00:00.000Z')).toBe('2 h');
    expect(timeToFirstResponse(received, '2026-03-12T19:10:00.000Z')).toBe('3 d 4 h');
    expect(timeToFirstResponse(received, '2026-03-10T15:00:00.000Z')).toBe('1 d');
  });
  it('says the renter is still waiting when nobody has answered', () => {
    expect(timeToFirstResponse(received, null)).toBe('Not yet');
  });
});

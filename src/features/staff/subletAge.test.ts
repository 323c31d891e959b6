import { describe, expect, it } from 'vitest';
import { subletAge } from './subletAge';

describe('issue 22 sublets: age in the moderation queue', () => {
  const posted = '2026-03-07T12:00:00.000Z';
  it('counts whole days since the sublet was posted', () => {
    expect(subletAge(posted, new Date('2026-03-07T20:00:00.000Z'))).toBe('Today');
    expect(subletAge(posted, new Date('2026-03-08T12:00:00.000Z'))).toBe('1 day');
    expect(subletAge(posted, new Date('2026-03-19T11:59:00.000Z'))).toBe('11 days');
  });
  it('reads a date in the future (a clock behind the server) as today', () => {
    expect(subletAge(posted, new Date('2026-03-06T12:00:00.000Z'))).toBe('Today');
  });
});

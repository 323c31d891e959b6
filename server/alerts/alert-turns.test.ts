import { describe, expect, it } from 'vitest';
import { dueDigest } from './alert-turns';

describe('issue 25 sending: the daily digest is due from 7:00 at the office', () => {
  it('issue 25 sending: due from 7:00 in Indianapolis (EST, 12:00 UTC in November), for that day, with what matched up to 7:00', () => {
    expect(dueDigest(new Date('2026-11-28T11:59:59Z'))).toBeUndefined();
    expect(dueDigest(new Date('2026-11-28T12:00:00Z'))).toEqual({ day: '2026-11-28', upTo: new Date('2026-11-28T12:00:00Z') });
    expect(dueDigest(new Date('2026-11-29T04:59:00Z'))).toEqual({ day: '2026-11-28', upTo: new Date('2026-11-28T12:00:00Z') });
    expect(dueDigest(new Date('2026-11-29T05:00:00Z'))).toBeUndefined(); // midnight at the office: the next day, before 7:00
  });

  it('issue 25 sending: in summer time (EDT) 7:00 is 11:00 UTC', () => {
    expect(dueDigest(new Date('2027-07-01T10:59:00Z'))).toBeUndefined();
    expect(dueDigest(new Date('2027-07-01T11:00:00Z'))?.day).toBe('2027-07-01');
  });
});

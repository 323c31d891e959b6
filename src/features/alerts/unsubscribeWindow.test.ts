import { describe, expect, it } from 'vitest';
import { unsubscribeKeysValidFrom } from './unsubscribeWindow';

describe('issue 25 unsubscribe link window', () => {
  it('issue 25 unsubscribe window: a link works for 90 days after its mail, to the millisecond, whatever the clock says', () => {
    expect(unsubscribeKeysValidFrom(new Date('2026-11-28T15:00:00.000Z'))).toEqual(new Date('2026-08-30T15:00:00.000Z'));
    // Across a change of daylight saving time: days of 24 hours, not calendar days of a zone.
    expect(unsubscribeKeysValidFrom(new Date('2027-03-20T12:00:00.000Z'))).toEqual(new Date('2026-12-20T12:00:00.000Z'));
  });
});

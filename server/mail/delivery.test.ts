import { describe, expect, it } from 'vitest';
import { afterFailedTry, claimedUntil, MAIL_TRIES } from './delivery';

const now = new Date('2026-11-25T12:00:00.000Z');
const minutesAfterNow = (date: Date | undefined) => (date ? (date.getTime() - now.getTime()) / 60_000 : undefined);

describe('issue 26 a mail that failed is tried again later, then given up', () => {
  it('issue 26 backoff: the waits double from a minute, capped at two hours', () => {
    const waits = Array.from({ length: MAIL_TRIES - 1 }, (_, n) => minutesAfterNow(afterFailedTry({ tries: n + 1, permanent: false }, now)));
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 120, 120]);
  });

  it(`issue 26 give-up: after the ${MAIL_TRIES}th failed try there is no next try (about six hours of tries in all)`, () => {
    expect(afterFailedTry({ tries: MAIL_TRIES, permanent: false }, now)).toBeUndefined();
    expect(afterFailedTry({ tries: MAIL_TRIES + 3, permanent: false }, now)).toBeUndefined();
    expect(MAIL_TRIES).toBe(10);
  });

  it('issue 26 a refusal the mail server calls permanent (5xx) is not tried again', () => {
    expect(afterFailedTry({ tries: 1, permanent: true }, now)).toBeUndefined();
  });

  it('issue 26 a claimed mail is left to its sender for ten minutes, far longer than one send may take', () => {
    expect(minutesAfterNow(claimedUntil(now))).toBe(10);
  });
});

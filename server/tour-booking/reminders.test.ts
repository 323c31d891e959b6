import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookedTour } from '@/features/tour-booking/types';
import { startTestApi, type TestApi } from '../test/api';
import { tourBooking } from './booking';
import { sendDueTourReminders, skippedReminders } from './reminders';

// Monday, November 30, 2026, 7:00 AM in Bloomington.
const NOW = new Date('2026-11-30T12:00:00.000Z');
const HOUR = 60 * 60_000;
let api: TestApi;
let booking: ReturnType<typeof tourBooking>;
beforeAll(async () => {
  api = await startTestApi({ now: () => NOW });
  booking = tourBooking({ db: api.db, now: () => NOW, siteUrl: 'https://rentals.example.org', mailQueued: () => {} });
});
afterAll(() => api.close());

async function book(start: string, email: string): Promise<BookedTour> {
  const token = await api.captchaToken();
  const response = await api.app.inject({
    method: 'POST',
    url: `/api/tour-booking/tours?captchaResponse=${encodeURIComponent(token)}`,
    payload: { property: 1, start, name: 'Robin Lee', email, phone: '8125550177', people: 1 },
  });
  expect(response.statusCode).toBe(201);
  return response.json<BookedTour>();
}
const reminders = (email: string) => api.db.query<{ subject: string; body: string }>(`SELECT subject, body FROM outbox WHERE kind = 'tour-reminder' AND recipients = $1 ORDER BY id`, [email]);

describe('issue 24 tour reminders', () => {
  it('a tour booked for the next hours gets no day-before reminder: the confirmation just said it', () => {
    const start = new Date(NOW.getTime() + 5 * HOUR);
    expect(skippedReminders(start, NOW)).toEqual({ dayBefore: NOW, hoursBefore: null });
    expect(skippedReminders(new Date(NOW.getTime() + 48 * HOUR), NOW)).toEqual({ dayBefore: null, hoursBefore: null });
  });

  it('sends the 24-hour and the 2-hour reminder once each, even with several processes claiming at once, each with a working private link', async () => {
    const email = 'remind.me@example.org';
    await book('2026-12-01T15:00:00.000Z', email); // Tuesday 10:00 AM: 27 hours away
    const context = { db: api.db, freshKey: booking.freshKey, manageUrl: booking.manageUrl };

    const dayBefore = new Date('2026-12-01T14:00:00.000Z').getTime() - 23 * HOUR; // 23 hours before
    await Promise.all(Array.from({ length: 4 }, () => sendDueTourReminders(context, new Date(dayBefore))));
    expect(await reminders(email)).toHaveLength(1);

    const twoHoursBefore = new Date('2026-12-01T13:30:00.000Z');
    await Promise.all(Array.from({ length: 4 }, () => sendDueTourReminders(context, twoHoursBefore)));
    await sendDueTourReminders(context, twoHoursBefore);
    const sent = await reminders(email);
    expect(sent.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Reminder: your tour, Tue, Dec 1, 10:00 AM/), expect.stringMatching(/^Your tour starts soon/)]);

    const key = /https:\/\/rentals\.example\.org\/tours\/([A-Za-z0-9_-]{43})/.exec(sent[1].body)?.[1];
    expect(key).toBeDefined();
    const opened = await api.app.inject({ url: `/api/tour-booking/tours/${key}` });
    expect(opened.statusCode).toBe(200);
  });

  it('a cancelled tour gets no reminder', async () => {
    const email = 'cancelled.early@example.org';
    const booked = await book('2026-12-02T15:00:00.000Z', email);
    await api.app.inject({ method: 'POST', url: `/api/tour-booking/tours/${booked.managePath.replace('/tours/', '')}/cancel` });
    await sendDueTourReminders({ db: api.db, freshKey: booking.freshKey, manageUrl: booking.manageUrl }, new Date('2026-12-02T14:00:00.000Z'));
    expect(await reminders(email)).toEqual([]);
  });
});

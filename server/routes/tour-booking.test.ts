import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPCOMING_TOURS_PER_EMAIL, TOUR_MESSAGES, type BookedTour, type TourConflict, type TourSlots, type TourView } from '@/features/tour-booking/types';
import type { QueryOptions } from '../db/database';
import { findLead } from '../db/queries/leads';
import { redactSecrets } from '../security/redact';
import { startTestApi, type TestApi } from '../test/api';

// Monday, November 30, 2026, 7:00 AM in Bloomington: the seeded community 1 is open Mon-Fri 9-6, Sat 10-4.
let clock = new Date('2026-11-30T12:00:00.000Z');
let api: TestApi;
let plan: { id: number; name: string };
beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
  [plan] = await api.db.query<{ id: number; name: string }>(`SELECT id, name FROM floorplans WHERE property_id = 1 AND active ORDER BY id LIMIT 1`);
});
afterAll(() => api.close());

interface MailRow {
  kind: string;
  recipients: string;
  subject: string;
  body: string;
  calendar: string | null;
  calendarMethod: string | null;
}
const mailsOf = (kind: string) =>
  api.db.query<MailRow>(`SELECT kind, recipients, subject, body, calendar, calendar_method AS "calendarMethod" FROM outbox WHERE kind = $1 ORDER BY id`, [kind]);

let people = 0;
/** A new renter's address each time, so the per-address limit stays out of the way unless a test wants it. */
const renter = () => `renter${(people += 1)}@example.org`;

async function book(start: string, overrides: Record<string, unknown> = {}, on: TestApi = api) {
  const token = await on.captchaToken();
  return on.app.inject({
    method: 'POST',
    url: `/api/tour-booking/tours?captchaResponse=${encodeURIComponent(token)}`,
    payload: { property: 1, floorplanId: plan.id, start, name: 'Robin Lee', email: renter(), phone: '8125550177', people: 2, ...overrides },
  });
}
const keyOf = (booked: BookedTour) => booked.managePath.replace('/tours/', '');
const slots = async (property = 1) => (await api.app.inject({ url: `/api/tour-booking/slots?property=${property}&days=14` })).json<TourSlots>();
const offered = async (start: string) => (await slots()).days.some((day) => day.slots.some((slot) => slot.start === start));

function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString(), event };
}

describe('issue 24 tour booking: the slots offered', () => {
  it('offers the free times of the next 14 days in the community time zone', async () => {
    const answer = await slots();
    expect(answer.timeZone).toBe('America/Indiana/Indianapolis');
    expect(answer.days).toHaveLength(14);
    expect(answer.days[0]).toMatchObject({ date: '2026-11-30' });
    expect(answer.days[0].slots[0]).toEqual({ start: '2026-11-30T14:00:00.000Z' });
  });

  it('answers 404 for a community that does not exist and 400 for a bad query', async () => {
    expect((await api.app.inject({ url: '/api/tour-booking/slots?property=999' })).statusCode).toBe(404);
    const bad = await api.app.inject({ url: '/api/tour-booking/slots?property=1&days=500' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/days must be at most 60/);
  });
});

describe('issue 24 tour booking: booking a tour', () => {
  it('books a free time: the tour, the private link, the lead, the renter mail with its invitation and the office copy', async () => {
    const email = renter();
    const response = await book('2026-12-01T15:00:00.000Z', { email });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const booked = response.json<BookedTour>();
    expect(booked.managePath).toMatch(/^\/tours\/[A-Za-z0-9_-]{43}$/);
    expect(booked.tour).toMatchObject({ status: 'confirmed', start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T15:30:00.000Z', floorplanName: plan.name, people: 2 });
    expect(booked.tour.calendarLinks.google).toContain('dates=20261201T150000Z%2F20261201T153000Z');
    expect(booked.tour.calendarLinks.apple).toBe(`/api/tour-booking/tours/${keyOf(booked)}/invite.ics`);
    expect(await offered('2026-12-01T15:00:00.000Z')).toBe(false);

    const [mail] = (await mailsOf('tour-booked')).filter((row) => row.recipients === email);
    expect(mail.body).toMatch(new RegExp(`To cancel or choose another time: https?://[^\\s]+${booked.managePath}\\n`));
    // The renter reads where and when to come: the leasing office's address and the tour's time in the office's zone.
    expect(mail.body).toMatch(new RegExp(`^Where: .*${booked.tour.address.split(",")[0]}`, "m"));
    expect(mail.body).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
    expect(mail.calendarMethod).toBe('REQUEST');
    const invitation = parsed(mail.calendar!);
    expect(invitation.method).toBe(mail.calendarMethod);
    expect(invitation.start).toBe('2026-12-01T15:00:00.000Z');
    expect(invitation.event.organizer).toMatch(/^mailto:/i);
    expect(invitation.event.location).toBe(booked.tour.address);
    // The renter's own words stay out of the renter's mail (anyone can type anyone's address).
    expect(mail.body).not.toContain('Robin Lee');
    expect(mail.body).not.toContain('8125550177');

    const office = (await mailsOf('tour-office')).find((row) => row.body.includes(email));
    expect(office?.calendarMethod).toBe('REQUEST');
    expect(parsed(office!.calendar!).uid).toBe(invitation.uid);

    const [lead] = await api.db.query<{ id: number }>('SELECT id FROM leads WHERE email = $1', [email]);
    expect(await findLead(api.db, lead.id)).toMatchObject({ kind: 'tour', status: 'tour-scheduled' });
  });

  it('adds the tour to the lead the renter already is (same address, any case) instead of a second lead', async () => {
    await api.db.query(
      `INSERT INTO leads (kind, name, email, payload, created_at, status) VALUES ('contact', 'Sam Park', 'Sam.Park@Example.org', '{}', $1, 'contacted')`,
      [clock],
    );
    expect((await book('2026-12-01T17:00:00.000Z', { email: 'sam.park@example.org', name: 'Sam Park' })).statusCode).toBe(201);
    const leads = await api.db.query<{ id: number }>(`SELECT id FROM leads WHERE lower(email) = 'sam.park@example.org'`);
    expect(leads).toHaveLength(1);
    const lead = await findLead(api.db, leads[0].id);
    expect(lead).toMatchObject({ kind: 'contact', status: 'tour-scheduled' });
    expect(lead?.details.some(([label]) => label === 'Tour booked')).toBe(true);
  });

  it('keeps an applied lead applied (same version), gives a renter whose lead is leased a new one, and ties each tour to its lead', async () => {
    const insertLead = async (email: string, status: string) =>
      (await api.db.query<{ id: number }>(`INSERT INTO leads (kind, name, email, payload, created_at, status) VALUES ('contact', 'Kim Ruiz', $1, '{}', $2, $3) RETURNING id`, [email, clock, status]))[0];
    const tourLead = async (email: string) => (await api.db.query<{ leadId: number }>(`SELECT lead_id AS "leadId" FROM tours WHERE email = $1`, [email]))[0].leadId;

    const applied = await insertLead('applied@example.org', 'applied');
    expect((await book('2026-12-01T19:00:00.000Z', { email: 'applied@example.org' })).statusCode).toBe(201);
    expect(await findLead(api.db, applied.id)).toMatchObject({ status: 'applied', version: 0 });
    expect((await findLead(api.db, applied.id))?.details.map(([label]) => label)).toEqual(['Tour booked']);
    expect(await tourLead('applied@example.org')).toBe(applied.id);

    const leased = await insertLead('leased@example.org', 'leased');
    expect((await book('2026-12-01T20:00:00.000Z', { email: 'leased@example.org' })).statusCode).toBe(201);
    expect(await findLead(api.db, leased.id)).toMatchObject({ status: 'leased', details: [] });
    const fresh = await tourLead('leased@example.org');
    expect(fresh).not.toBe(leased.id);
    expect(await findLead(api.db, fresh)).toMatchObject({ kind: 'tour', status: 'tour-scheduled', name: 'Robin Lee', propertyName: expect.any(String) });
  });

  it.each([
    ['a time that is not a start', '2026-12-01T15:10:00.000Z'],
    ['a Sunday', '2026-12-06T16:00:00.000Z'],
    ['a time inside the minimum notice', '2026-11-30T14:00:00.000Z'.replace('14:00', '13:30')],
    ['a time beyond the horizon', '2026-12-15T15:00:00.000Z'],
  ])('refuses %s with 400', async (_case, start) => {
    const response = await book(start);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TOUR_MESSAGES.outsideRules);
  });

  it('refuses a plan of another community and a booking without the captcha', async () => {
    const [other] = await api.db.query<{ id: number }>('SELECT id FROM floorplans WHERE property_id <> 1 ORDER BY id LIMIT 1');
    expect((await book('2026-12-02T15:00:00.000Z', { floorplanId: other.id })).statusCode).toBe(400);
    const noCaptcha = await api.app.inject({ method: 'POST', url: '/api/tour-booking/tours', payload: { property: 1, start: '2026-12-02T15:00:00.000Z', name: 'A', email: 'a@example.org', phone: '8125550177', people: 1 } });
    expect(noCaptcha.statusCode).toBe(400);
    expect(await offered('2026-12-02T15:00:00.000Z')).toBe(true);
  });

  it(`answers 429 past ${MAX_UPCOMING_TOURS_PER_EMAIL} upcoming tours for one address`, async () => {
    const email = 'busy@example.org';
    for (const start of ['2026-12-03T15:00:00.000Z', '2026-12-03T16:00:00.000Z', '2026-12-03T17:00:00.000Z']) {
      expect((await book(start, { email })).statusCode).toBe(201);
    }
    const fourth = await book('2026-12-03T18:00:00.000Z', { email: 'Busy+again@Example.org' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('You already have 3 tours booked: cancel one from its mail to book another');
  });
});

describe('issue 24 tour booking: no double booking', () => {
  it('20 requests at once for one slot of capacity 1: exactly 1 booked, 19 answered 409 with free alternatives', async () => {
    const start = '2026-12-04T15:00:00.000Z';
    const leadsBefore = (await api.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM leads`))[0].count;
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(start)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      const conflict = answer.json<TourConflict>();
      expect(conflict.message).toBe('That time was just taken');
      expect(conflict.alternatives.length).toBeGreaterThan(0);
      expect(conflict.alternatives.map((slot) => slot.start)).not.toContain(start);
    }
    const [{ count }] = await api.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM tours WHERE start_at = $1 AND status = 'confirmed'`, [start]);
    expect(count).toBe(1);
    // A time refused leaves nothing behind in the office's inbox either: one booking, one lead.
    expect((await api.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM leads`))[0].count).toBe(leadsBefore + 1);
  });

  it('the database itself refuses a second tour in a full slot, whatever the code above it does', async () => {
    const start = '2026-12-04T15:00:00.000Z';
    await expect(api.db.query(`UPDATE tour_slots SET taken = taken + 1 WHERE property_id = 1 AND start_at = $1`, [start])).rejects.toThrow(/tour_slots_check|check constraint/);
  });
});

describe('issue 24 tour booking: a change stored between a booking\'s read and its write', () => {
  // The booking decides on what it read with the rules; the database re-checks that under its locks when it stores
  // the booking. `meanwhile` runs once, right after the next booking's read: another change landing in between.
  let meanwhile: (() => Promise<unknown>) | undefined;
  let raced: TestApi;
  beforeAll(async () => {
    raced = await startTestApi({
      now: () => clock,
      wrapDatabase: (db) => ({
        ...db,
        async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
          const rows = await db.query<Row>(sql, params, options);
          const change = meanwhile;
          if (change && sql.includes('tour_booking_state(p.id')) {
            meanwhile = undefined;
            await change();
          }
          return rows;
        },
      }),
    });
  });
  afterAll(() => raced.close());
  const toursOf = async (email: string) => (await raced.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM tours WHERE email = $1`, [email]))[0].count;
  const leadsOf = async (email: string) => (await raced.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM leads WHERE email = $1`, [email]))[0].count;

  it('the time booked by someone else meanwhile: 409 with free alternatives, and nothing of the late booking stored', async () => {
    const start = '2026-12-08T15:00:00.000Z';
    meanwhile = async () => expect((await book(start, {}, raced)).statusCode).toBe(201);
    const late = await book(start, { email: 'late@example.org' }, raced);
    expect(late.statusCode).toBe(409);
    expect(late.json<TourConflict>().alternatives.map((slot) => slot.start)).not.toContain(start);
    expect(await toursOf('late@example.org')).toBe(0);
    expect(await leadsOf('late@example.org')).toBe(0);
    expect((await raced.db.query(`SELECT 1 FROM outbox WHERE body LIKE '%late@example.org%'`)).length).toBe(0);
  });

  it('the neighbouring time booked meanwhile (its buffer reaches this one): 409', async () => {
    meanwhile = async () => expect((await book('2026-12-08T16:30:00.000Z', {}, raced)).statusCode).toBe(201);
    expect((await book('2026-12-08T16:00:00.000Z', {}, raced)).statusCode).toBe(409);
  });

  it('the same renter booked another tour meanwhile: the booking decides again on that, and is booked once', async () => {
    const email = 'twice@example.org';
    meanwhile = async () => expect((await book('2026-12-09T15:00:00.000Z', { email }, raced)).statusCode).toBe(201);
    expect((await book('2026-12-09T17:00:00.000Z', { email }, raced)).statusCode).toBe(201);
    expect(await toursOf(email)).toBe(2);
    expect(await leadsOf(email)).toBe(1);
  });

  it(`the same renter reached ${MAX_UPCOMING_TOURS_PER_EMAIL} upcoming tours meanwhile: 429`, async () => {
    const email = 'full@example.org';
    for (const start of ['2026-12-10T15:00:00.000Z', '2026-12-10T16:00:00.000Z']) expect((await book(start, { email }, raced)).statusCode).toBe(201);
    meanwhile = async () => expect((await book('2026-12-10T17:00:00.000Z', { email }, raced)).statusCode).toBe(201);
    expect((await book('2026-12-10T18:00:00.000Z', { email }, raced)).statusCode).toBe(429);
    expect(await toursOf(email)).toBe(3);
  });
});

describe('issue 24 tour booking: the private link', () => {
  it('opening the link shows the tour and changes nothing; a wrong key opens nothing', async () => {
    const booked = (await book('2026-12-07T15:00:00.000Z')).json<BookedTour>();
    for (let i = 0; i < 3; i += 1) {
      const opened = await api.app.inject({ url: `/api/tour-booking/tours/${keyOf(booked)}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.headers['x-robots-tag']).toBe('noindex');
      expect(opened.json<TourView>().status).toBe('confirmed');
    }
    expect((await api.app.inject({ url: `/api/tour-booking/tours/${'A'.repeat(43)}` })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/api/tour-booking/tours/short' })).statusCode).toBe(400);
    const [stored] = await api.db.query<{ keyHash: string }>('SELECT key_hash AS "keyHash" FROM tour_keys ORDER BY tour_id DESC LIMIT 1');
    expect(stored.keyHash).not.toContain(keyOf(booked));
  });

  it('the .ics download carries METHOD:REQUEST, the same method as its MIME type', async () => {
    const booked = (await book('2026-12-07T16:00:00.000Z')).json<BookedTour>();
    const ics = await api.app.inject({ url: booked.tour.calendarLinks.apple });
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(parsed(ics.body).method).toBe('REQUEST');
  });

  it('cancelling frees the time, mails METHOD:CANCEL with the same UID and a higher SEQUENCE, and tells the lead', async () => {
    const email = renter();
    const start = '2026-12-08T15:00:00.000Z';
    const booked = (await book(start, { email })).json<BookedTour>();
    expect(await offered(start)).toBe(false);
    const cancelled = await api.app.inject({ method: 'POST', url: `/api/tour-booking/tours/${keyOf(booked)}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<TourView>().status).toBe('cancelled');
    expect(await offered(start)).toBe(true);

    const [request] = (await mailsOf('tour-booked')).filter((row) => row.recipients === email);
    const [cancel] = (await mailsOf('tour-cancelled')).filter((row) => row.recipients === email);
    expect(cancel.calendarMethod).toBe('CANCEL');
    const [before, after] = [parsed(request.calendar!), parsed(cancel.calendar!)];
    expect(after.method).toBe('CANCEL');
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);

    // A second cancel (a double click) mails nothing more.
    await api.app.inject({ method: 'POST', url: `/api/tour-booking/tours/${keyOf(booked)}/cancel` });
    expect((await mailsOf('tour-cancelled')).filter((row) => row.recipients === email)).toHaveLength(1);
    const [lead] = await api.db.query<{ id: number }>('SELECT id FROM leads WHERE email = $1', [email]);
    expect((await findLead(api.db, lead.id))?.details.some(([label]) => label === 'Tour cancelled by the renter')).toBe(true);
  });

  it('rescheduling re-runs the rules and mails a new REQUEST with the same UID and a higher SEQUENCE', async () => {
    const email = renter();
    const booked = (await book('2026-12-09T15:00:00.000Z', { email })).json<BookedTour>();
    const taken = (await book('2026-12-09T17:00:00.000Z')).json<BookedTour>();
    const url = `/api/tour-booking/tours/${keyOf(booked)}/reschedule`;

    const clash = await api.app.inject({ method: 'POST', url, payload: { start: taken.tour.start } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<TourConflict>().alternatives.length).toBeGreaterThan(0);
    expect((await api.app.inject({ method: 'POST', url, payload: { start: '2026-12-13T15:00:00.000Z' } })).statusCode).toBe(400); // Sunday

    // Half an hour later: the tour's own time does not stand in its way.
    const moved = await api.app.inject({ method: 'POST', url, payload: { start: '2026-12-09T15:30:00.000Z' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<TourView>().start).toBe('2026-12-09T15:30:00.000Z');
    expect(await offered('2026-12-09T15:00:00.000Z')).toBe(false); // inside the moved tour's reach (it starts 15:30)

    const [first, second] = (await mailsOf('tour-booked')).filter((row) => row.recipients === email);
    const [before, after] = [parsed(first.calendar!), parsed(second.calendar!)];
    expect(after.method).toBe('REQUEST');
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.start).toBe('2026-12-09T15:30:00.000Z');
  });

  it('keeps the key out of the log', () => {
    const key = 'Q'.repeat(43);
    const line = JSON.stringify({ url: `/api/tour-booking/tours/${key}/cancel`, referer: `https://example.org/tours/${key}` });
    expect(redactSecrets(line)).not.toContain(key);
  });
});

describe('issue 24 tour booking: DTSTART is the right instant across the daylight saving changes', () => {
  it.each([
    // Friday before the November change (EDT) and the Monday after (EST): 9:00 AM local each.
    ['2026-10-29T12:00:00.000Z', '2026-10-30T13:00:00.000Z'],
    ['2026-10-29T12:00:00.000Z', '2026-11-02T14:00:00.000Z'],
    // Friday before the March change (EST) and the Monday after (EDT).
    ['2027-03-11T12:00:00.000Z', '2027-03-12T14:00:00.000Z'],
    ['2027-03-11T12:00:00.000Z', '2027-03-15T13:00:00.000Z'],
  ])('booked at %s for 9:00 AM local: DTSTART %s', async (now, start) => {
    const saved = clock;
    clock = new Date(now);
    try {
      const email = renter();
      expect((await book(start, { email })).statusCode).toBe(201);
      const [mail] = (await mailsOf('tour-booked')).filter((row) => row.recipients === email);
      expect(parsed(mail.calendar!).start).toBe(start);
      expect(mail.calendar).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace('.000', '')}`);
    } finally {
      clock = saved;
    }
  });
});
